import type { CatalogShape } from '../../shape.js';
import type { domainNotices as en } from '../en-US/domainNotices.js';

export const domainNotices: CatalogShape<typeof en> = {
  mail: {
    subject: '订单 #{{orderId}}：{{date}} 续签时有 {{count}} 个域名需要您验证',
    body: '订单 #{{orderId}} 的订阅将于 {{date}} 签发下一张证书。届时以下域名的上次验证已不能再复用，且没有自动验证方式：\n\n{{names}}\n\n您需要为每个域名重新发布验证值，否则续签会一直等待。若想这次及以后的续签都无需操作，请一次性委托验证：在“域名”页面（{{domainsLink}}）选择“自动验证”并按提示创建 CNAME 记录，或在那里连接您的 DNS 服务商。\n\n订单：{{link}}',
  },
};
