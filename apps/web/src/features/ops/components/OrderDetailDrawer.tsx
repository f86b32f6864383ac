import { ORDER_STATUS } from '@portal/contract';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeText } from '../../../components/DateTimeText';
import { StatusTag } from '../../../components/StatusTag';
import { useIsMobile } from '../../../lib/useIsMobile';
import { useOpsOrder } from '../api/getOpsOrder';
import { WholesaleText } from './WholesaleText';
import { opsUserPath } from '../paths';
import { UpstreamOrderActions } from './UpstreamOrderActions';

const dash = (value: string | null | undefined) => (value ? value : '--');

/**
 * One order of any account (the console's orders and review queue): the customer's own detail of it, its owner and
 * the review decision, so an operator decides with what the customer entered in front of them.
 */
export function OrderDetailDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const answer = useOpsOrder(id);
  const d = (key: string) => t(`ops.console.orderDetail.${key}`);
  const data = answer.data;
  const order = data?.detail.orderDetail;
  const contact = data?.detail.contactDetail;

  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      title={id === undefined ? '' : t('ops.console.orderDetail.title', { id })}
      size={mobile ? '100%' : 760}
      data-testid="ops-order-detail"
    >
      {answer.isError && <Empty description={d('loadFailed')} />}
      {answer.isPending && id !== undefined && <Skeleton active />}
      {data && order && contact && (
        <>
          <UpstreamOrderActions
            id={order.id}
            status={order.status}
            paid={order.paid}
            stuck={
              order.status === ORDER_STATUS.pending &&
              (order.upstreamProblem !== undefined || order.upstreamWaiting !== undefined)
            }
          />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={d('account')}>
              <Link to={opsUserPath(data.account.uid)} data-testid="ops-order-detail-account">
                {data.account.email}
              </Link>
            </Descriptions.Item>
            <Descriptions.Item label={d('review')}>
              {data.review ? (
                <span data-testid="ops-order-detail-review">
                  <Tag color={data.review.decision === 'approved' ? 'green' : 'red'}>
                    {d(`decision.${data.review.decision}`)}
                  </Tag>
                  {data.review.operatorEmail} · <DateTimeText value={data.review.createdAt} />
                  {data.review.note ? ` · ${data.review.note}` : ''}
                </span>
              ) : (
                <span data-testid="ops-order-detail-review">{d('noDecision')}</span>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={d('status')}>
              <StatusTag status={order.status} testId="ops-order-detail-status" />
            </Descriptions.Item>
            <Descriptions.Item label={d('product')}>
              {order.productName} · {order.productAuditType} · {order.productBrand}
            </Descriptions.Item>
            <Descriptions.Item label={d('names')}>{order.dnsNames.join(', ')}</Descriptions.Item>
            <Descriptions.Item label={d('validity')}>
              {t('ops.console.orderDetail.months', { count: order.validityPeriod })}
            </Descriptions.Item>
            <Descriptions.Item label={d('payment')}>
              {order.paid ? d('paid') : order.freeTrial ? d('trial') : d('unpaid')} · USD{' '}
              {order.totalAmount.toFixed(2)}
            </Descriptions.Item>
            <Descriptions.Item label={d('created')}>
              <DateTimeText value={order.createdAt} />
            </Descriptions.Item>
            <Descriptions.Item label={d('certificate')}>
              {order.certStartTime ? (
                <>
                  <DateTimeText value={order.certStartTime} /> – <DateTimeText value={order.certEndTime} />
                </>
              ) : (
                '--'
              )}
            </Descriptions.Item>
            <Descriptions.Item label={d('caOrder')}>{dash(order.caOrderID)}</Descriptions.Item>
            <Descriptions.Item label={t('opsUpstreams.wholesale.label')}>
              <WholesaleText wholesale={data.wholesale} />
            </Descriptions.Item>
            <Descriptions.Item label={d('lastProblem')}>{dash(order.lastProblem)}</Descriptions.Item>
          </Descriptions>

          <h3 className="ops-detail__heading">{d('validation')}</h3>
          <Table
            size="small"
            rowKey={(row) => `${row.authKey}${row.authPath}${row.authValue}`}
            pagination={false}
            dataSource={order.authInfo}
            scroll={{ x: 560 }}
            locale={{ emptyText: d('noValidation') }}
            columns={[
              { key: 'method', title: d('method'), render: () => order.authMethod, width: 80 },
              {
                key: 'where',
                title: d('where'),
                render: (_: unknown, row) => row.authPath || row.authKey,
              },
              { key: 'value', title: d('value'), dataIndex: 'authValue' },
              {
                key: 'validated',
                title: d('validated'),
                dataIndex: 'validated',
                width: 100,
                render: (validated: number) =>
                  validated ? <Tag color="green">{d('yes')}</Tag> : <Tag>{d('no')}</Tag>,
              },
            ]}
          />

          <h3 className="ops-detail__heading">{d('contact')}</h3>
          <Descriptions column={mobile ? 1 : 2} size="small" bordered data-testid="ops-order-detail-contact">
            <Descriptions.Item label={d('contactName')}>
              {dash(`${contact.firstName} ${contact.lastName}`.trim())}
            </Descriptions.Item>
            <Descriptions.Item label={d('contactEmail')}>{dash(contact.email)}</Descriptions.Item>
            <Descriptions.Item label={d('telephone')}>{dash(contact.telephone)}</Descriptions.Item>
            <Descriptions.Item label={d('organization')}>{dash(contact.organizationName)}</Descriptions.Item>
            <Descriptions.Item label={d('organizationUnit')}>
              {dash(contact.organizationUnit)}
            </Descriptions.Item>
            <Descriptions.Item label={d('organizationPhone')}>
              {dash(contact.organizationPhone)}
            </Descriptions.Item>
            <Descriptions.Item label={d('address')} span={mobile ? 1 : 2}>
              {dash(
                [contact.address, contact.city, contact.region, contact.zip, contact.country]
                  .filter(Boolean)
                  .join(', '),
              )}
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Drawer>
  );
}
