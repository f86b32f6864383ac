import type { CatalogShape } from '../../shape.js';
import type { server as en } from '../en-US/server.js';

export const server: CatalogShape<typeof en> = {
  unavailable: '服务暂时不可用，请稍后再试。',
  mail: {
    refundReceivedSubject: '已收到订单 {{orderId}} 的退款申请',
    refundReceivedBody:
      '您好，\n\n我们已收到订单 {{orderId}} 的退款申请（{{amount}} 美元）。我们会在几个工作日内处理并通知您。\n',
    refundApprovedSubject: '订单 {{orderId}} 的退款已批准',
    refundApprovedBody:
      '您好，\n\n订单 {{orderId}} 的退款申请已批准：{{amount}} 美元已退回到您的账户余额。该订单下签发的证书已被吊销。\n',
    refundRejectedSubject: '订单 {{orderId}} 的退款未获批准',
    refundRejectedBody:
      '您好，\n\n订单 {{orderId}} 的退款申请未获批准。\n原因：{{reason}}\n\n订单将照常继续。\n',
    reviewApprovedSubject: '订单 {{orderId}} 已通过审核',
    reviewApprovedBody:
      '您好，\n\n订单 {{orderId}}（{{domain}}）已通过审核，证书正在签发，签发后可在订单页面查看。\n',
    reviewRejectedSubject: '订单 {{orderId}} 未通过审核',
    reviewRejectedBody:
      '您好，\n\n订单 {{orderId}}（{{domain}}）未通过审核。\n原因：{{reason}}\n\n退回账户余额的金额：{{amount}} USD。\n',
    renewedSubject: '{{domain}} 的证书已续期',
    renewedBody:
      '您好，\n\n订单 {{orderId}}（{{domain}}）的证书已在订阅期内续期。请在旧证书到期前下载并安装新证书：\n\n{{link}}\n',
    renewalValidateSubject: '需要操作：验证 {{domain}} 以续期证书',
    renewalValidateBody:
      '您好，\n\n订单 {{orderId}}（{{domain}}）的证书即将到期，而您的订阅仍在有效期内。之前的域名验证已不能再次使用，请发布以下页面所示的新验证值：\n\n{{link}}\n',
    dcvSubject: '批准 {{domain}} 的证书',
    dcvBody:
      '您好，\n\n有人通过证书平台为 {{domain}} 订购了证书（订单 {{orderId}}，产品 {{product}}）。\n根据 CA/浏览器论坛的规则，此邮箱（{{email}}）可以批准该域名的证书。\n\n如果您同意签发此证书，请打开以下链接并确认：\n\n{{link}}\n\n如果这不是您预期的请求，请忽略此邮件：未经您批准不会签发任何证书。\n',
    resetSubject: '重置您的密码',
    resetBody:
      '您好，\n\n有人申请重置账户 {{email}} 的密码。\n请在 {{minutes}} 分钟内打开以下链接设置新密码：\n\n{{link}}\n\n如果不是您本人操作，请忽略此邮件，您的密码不会改变。\n',
    registerTakenSubject: '有人尝试用您的邮箱地址注册',
    registerTakenBody:
      '您好，\n\n刚才有人尝试用您的邮箱地址 {{email}} 注册证书门户。该地址已有账户，因此没有创建新账户，您的账户也没有任何变化。\n\n如果是您本人，请在此登录：{{loginLink}}\n忘记密码？请在此设置新密码：\n\n{{link}}\n\n如果不是您本人操作，请忽略此邮件。\n',
    welcomeSubject: '欢迎使用证书门户',
    welcomeBody: '您好，\n\n您的账户 {{email}} 已就绪。请在此登录：{{link}}\n',
    payoutPaidSubject: '推广佣金提现 {{payoutId}} 已支付',
    payoutPaidBody:
      '您好，\n\n您的推广佣金提现 {{payoutId}}（{{amount}} 美元）已支付。\n付款凭证：{{reference}}\n',
    payoutRejectedSubject: '推广佣金提现 {{payoutId}} 已被拒绝',
    payoutRejectedBody:
      '您好，\n\n您的推广佣金提现申请 {{payoutId}}（{{amount}} 美元）已被拒绝。\n原因：{{reason}}\n\n该金额可再次申请提现。\n',
    payoutFailedSubject: '推广佣金提现 {{payoutId}} 失败',
    payoutFailedBody:
      '您好，\n\n您的推广佣金提现 {{payoutId}}（{{amount}} 美元）未能支付。\n原因：{{reason}}\n\n该金额可再次申请提现，请检查您的 PayPal 账号。\n',
    commissionCancelledSubject: '订单 {{orderId}} 的佣金已取消',
    commissionCancelledBody:
      '您好，\n\n您推荐的客户的订单 {{orderId}} 已退款，其 {{amount}} 美元佣金已取消。\n',
    commissionReversedSubject: '订单 {{orderId}} 的佣金已冲销',
    commissionReversedBody:
      '您好，\n\n您推荐的客户的订单 {{orderId}} 在其 {{amount}} 美元佣金申请或支付后退款。该金额将从您的下一次提现中扣除。\n',
  },
  approval: {
    title: '批准证书',
    question: '是否允许为 {{domain}} 签发证书？',
    detail: '订单 {{orderId}}（{{product}}）请求批准 {{domain}}。只有在您控制该域名且预期此请求时才批准。',
    approve: '批准',
    done: '谢谢：{{domain}} 已批准。订单的所有名称都批准后将签发证书。',
    invalid: '该批准链接无效或已被使用。',
  },
  openApi: {
    title: '证书门户 API',
    introduction:
      '证书门户面向集成的 API。\n\n**身份验证。** 每次调用都以 `Authorization: Bearer pk_…` 发送账户的 API 密钥（无需 Cookie，也无需 CSRF 请求头）。主账号在“API 令牌”页面（/admin/integration/api）创建和重置密钥；重置后旧密钥立即失效。密钥在其**范围**和所属账户的权限内生效：`read`（读取订单、证书、余额和资料）、`orders`（另可下单并管理订单和资料，不涉及资金）、`full`（主账号可做的一切，子用户和 API 密钥除外）。每个操作都注明所需的权限（`x-capability`）以及具备该权限的范围（`x-key-scopes`）。\n\n**交付令牌。** `GET /deliver/{orderID}/{format}` 不使用 API 密钥，而使用订单的交付令牌（`Authorization: Bearer dt_…`，通过 `POST /order/delivery_token` 创建）：服务器的定时任务或部署钩子用它获取订单的当前证书（令牌具有相应权限时也可获取私钥）。\n\n**频率限制。** 使用密钥的调用按密钥限流（默认每分钟 600 次）；超出后返回 HTTP 429、代码 1006，消息中注明需等待的秒数。\n\n**返回。** 每个 JSON 返回都是信封 `{"code": 0, "msg": …}`；失败时 `code` 不为零，`msg` 为可读的消息（使用账户的语言），`errors` 列出无效输入的字段问题。文件（证书、发票、CSV）按文件本身返回。\n\n{{codes}}',
    codesHeader: '| 代码 | HTTP | 含义 |',
    errorCode: '非零：出错原因（见简介中的表格）。',
    errorMsg: '使用调用方语言的可读消息。',
    errorFields: '无效输入的字段级问题（代码 1001）。',
    okResponse: '成功：信封 `{"code": 0, "msg": …}`，返回内容在 `msg` 中。',
    example: '示例：{{call}}',
    bearerAuth: '账户 API 密钥：`Authorization: Bearer pk_…`。',
    deliveryToken: '订单的交付令牌，仅用于 GET /deliver/{orderID}/{format}：`Authorization: Bearer dt_…`。',
    deliveryFile: '文件本身：PEM 文本（pem、fullchain、key）或 PKCS#12 字节（pfx）。',
    deliverySha1: '所返回证书的 SHA-1 指纹。',
    deliverDescription:
      '供服务器获取订单的当前证书（每次重签和续费之后的证书）：仅以订单的交付令牌验证身份，`Authorization: Bearer dt_…`（通过 POST /order/delivery_token 创建；不使用 Cookie，也不使用 API 密钥）。格式：`pem` 证书，`fullchain` 证书及其中间证书，`key` 私钥（PEM），`pfx` 包含私钥的 PKCS#12，密码通过请求头 `X-PFX-Password` 发送（`compatible=1`：3DES/SHA-1，适用于 Windows Server 2016 及更早版本）。key 和 pfx 需要使用 `includeKey` 创建的令牌，且私钥由门户生成。成功时返回文件本身（`application/x-pem-file` 或 `application/x-pkcs12`，请求头 `X-Certificate-SHA1`）；失败时返回信封：401（代码 1040：无令牌、未知或已吊销的令牌，或其他订单的令牌）、403（1041 无私钥权限，1043 订单已关闭）、404（1042 门户未持有私钥）、409（1022 尚未签发）、429（1006，Retry-After）。示例：`curl -fsS -H "Authorization: Bearer dt_…" -o fullchain.pem https://portal.example.com/api/deliver/42/fullchain`',
    responses: {
      invalidInput: '输入无效（代码 1001），`errors` 按字段列出问题。',
      unauthenticated: '没有密钥，或密钥错误、过期或已吊销（代码 1002）。',
      forbidden: '超出密钥的范围或账户的权限（代码 1003）。',
      notFound: '记录不存在或不属于该账户（代码 1004）。',
      conflict: '记录当前的状态不允许此操作（代码 1005、1015-1024）。',
      tooManyRequests: '已达到密钥（或该调用）的频率限制（代码 1006）。',
      deliveryUnauthenticated: '没有交付令牌，或令牌未知、已吊销，或属于其他订单（代码 1040）。',
      deliveryForbidden: '令牌没有私钥权限（代码 1041），或其订单已关闭（代码 1043）。',
      deliveryKeyUnavailable: '门户未持有私钥：CSR 是在别处生成的（代码 1042）。',
    },
  },
};
