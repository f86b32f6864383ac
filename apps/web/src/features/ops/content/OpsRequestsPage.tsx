import { OPS_REPLY_MAX, type OpsRequestRow } from '@portal/contract';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Tabs from 'antd/es/tabs';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { reportFormError } from '../../../lib/formRules';
import { toast } from '../../../lib/toast';
import { useIsMobile } from '../../../lib/useIsMobile';
import { usePaging } from '../../../lib/usePaging';
import { opsContentKey, replyToRequest, useOpsRequest, useOpsRequests } from '../api/content';
import '../ops.css';

type State = 'new' | 'answered';

/** One request in a drawer: who, what, the mails, the receipt, and the reply form while it is new. */
function RequestDrawer({ id, onClose }: { id: number; onClose: (replied: boolean) => void }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const request = useOpsRequest(id);
  const [form] = Form.useForm<{ message: string }>();
  const [sending, setSending] = useState(false);
  const r = (key: string, vars?: Record<string, string | number>) => t(`opsContent.requests.${key}`, vars);
  const row = request.data;

  const reply = async ({ message }: { message: string }) => {
    setSending(true);
    try {
      const answer = await replyToRequest(id, message);
      toast.success(r('replied', { email: answer.email }));
      onClose(true);
    } catch (error) {
      reportFormError(form, ['message'], error);
    } finally {
      setSending(false);
    }
  };

  const mailed = (sent: boolean) => (sent ? r('mailed') : r('notMailed'));
  return (
    <Drawer
      open
      width={mobile ? '100%' : 560}
      title={r('detailTitle', { id })}
      onClose={() => onClose(false)}
      data-testid="ops-request-drawer"
    >
      {row && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={r('columns.kind')}>
              {t(`pricingRequests.kinds.${row.kind}`, { defaultValue: row.kind })}
            </Descriptions.Item>
            <Descriptions.Item label={r('account')}>
              {row.accountEmail} ({row.accountUid})
            </Descriptions.Item>
            <Descriptions.Item label={r('answerTo')}>{row.email}</Descriptions.Item>
            <Descriptions.Item label={r('ip')}>{row.ip}</Descriptions.Item>
            <Descriptions.Item label={r('columns.createdAt')}>
              <DateTimeText value={row.createdAt} />
            </Descriptions.Item>
            {Object.entries(row.details).map(([name, value]) => (
              <Descriptions.Item
                key={name}
                label={t(`pricingRequests.fields.${name}`, { defaultValue: name })}
              >
                {String(value)}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={r('mails')}>
              {r('confirmation')}: {mailed(row.confirmationMailed)}; {r('sales')}: {mailed(row.salesMailed)}
            </Descriptions.Item>
          </Descriptions>
          {row.voucher && (
            <div className="ops-request-receipt">
              <h3>{r('receipt')}</h3>
              <img src={row.voucher} alt={r('receipt')} data-testid="ops-request-receipt" />
            </div>
          )}
          {row.answeredAt ? (
            <div data-testid="ops-request-answer">
              <p>
                {r('answeredBy', { by: row.answeredBy ?? '', at: new Date(row.answeredAt).toLocaleString() })}
              </p>
              <pre className="ops-request-answer__text">{row.answer}</pre>
            </div>
          ) : (
            <Form form={form} layout="vertical" onFinish={(values) => void reply(values)}>
              <Form.Item
                name="message"
                label={r('reply')}
                extra={r('replyHelp', { email: row.email })}
                rules={[{ required: true, whitespace: true }]}
              >
                <Input.TextArea
                  rows={6}
                  maxLength={OPS_REPLY_MAX}
                  showCount
                  data-testid="ops-request-message"
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={sending} data-testid="ops-request-send">
                {r('send')}
              </Button>
            </Form>
          )}
        </>
      )}
    </Drawer>
  );
}

/** /ops/requests: the pricing-request inbox (tabs new / answered), a request in a drawer, the reply by mail. */
export function OpsRequestsPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('new');
  const [open, setOpen] = useState<number>();
  const paging = usePaging();
  const requests = useOpsRequests({ state, ...paging.args });
  const queryClient = useQueryClient();
  const r = (key: string) => t(`opsContent.requests.${key}`);

  useEffect(() => {
    document.title = `${t('opsContent.requests.title')} · ${t('ops.console.title')}`;
  }, [t]);

  const columns: ResponsiveColumn<OpsRequestRow>[] = [
    { key: 'id', title: r('columns.id'), dataIndex: 'id', width: 80, card: 'head' },
    {
      key: 'kind',
      title: r('columns.kind'),
      dataIndex: 'kind',
      width: 200,
      render: (kind: string) => t(`pricingRequests.kinds.${kind}`, { defaultValue: kind }),
    },
    { key: 'from', title: r('columns.from'), dataIndex: 'email', ellipsis: { showTitle: true } },
    {
      key: 'createdAt',
      title: r(state === 'new' ? 'columns.createdAt' : 'columns.answeredAt'),
      width: DATE_TIME_COLUMN_WIDTH,
      card: 'extra',
      render: (_: unknown, row) => (
        <DateTimeText value={state === 'new' ? row.createdAt : (row.answeredAt ?? '')} />
      ),
    },
    {
      key: 'actions',
      title: '',
      width: 100,
      card: 'actions',
      render: (_: unknown, row) => (
        <Button size="small" onClick={() => setOpen(row.id)} data-testid={`ops-request-open-${row.id}`}>
          {r('open')}
        </Button>
      ),
    },
  ];

  return (
    <div className="page" data-testid="ops-requests-page">
      <div className="page__header">
        <h1 className="page__title">{r('title')}</h1>
      </div>
      <div className="page__card">
        <Tabs
          activeKey={state}
          onChange={(key) => {
            setState(key as State);
            paging.reset();
          }}
          items={(['new', 'answered'] as const).map((key) => ({
            key,
            label: <span data-testid={`ops-requests-tab-${key}`}>{r(`tabs.${key}`)}</span>,
          }))}
        />
        <ResponsiveTable<OpsRequestRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={requests.data?.list ?? []}
          loading={requests.isFetching}
          pagination={paging.pagination(requests.data?.total)}
          rowTestId={(row) => `ops-request-row-${row.id}`}
          data-testid="ops-requests-table"
        />
      </div>
      {open !== undefined && (
        <RequestDrawer
          id={open}
          onClose={(replied) => {
            setOpen(undefined);
            if (replied) void queryClient.invalidateQueries({ queryKey: opsContentKey });
          }}
        />
      )}
    </div>
  );
}
