import type { AuthInfoItem } from '@portal/contract';
import Descriptions from 'antd/es/descriptions';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { testId } from '../../../../lib/testId';
import { useIsMobile } from '../../../../lib/useIsMobile';

/** The address an HTTP validation file is fetched from: http://{domain}{path} (port 80). */
function fileUrl(item: Pick<AuthInfoItem, 'domain' | 'authPath'>): string {
  return `http://${item.domain.replace(/^\*\./, '')}${item.authPath}`;
}

/** Where the value goes: the DNS record name, the URL path (and full URL) of the file, or the approver address. */
function WhereText({ item }: { item: AuthInfoItem }) {
  const { t } = useTranslation();
  if (item.recordType === 'FILE' && item.authPath) {
    const url = fileUrl(item);
    return (
      <div className="purchase-break">
        <Typography.Text copyable>{item.authPath}</Typography.Text>
        <div className="purchase-muted">
          {t('certs.validation.fullUrl')}:{' '}
          <Typography.Text copyable={{ text: url }} className="purchase-muted">
            {url}
          </Typography.Text>
        </div>
      </div>
    );
  }
  const where = item.authPath || item.authKey;
  return (
    <Typography.Text className="purchase-break" copyable={Boolean(where)}>
      {where || '--'}
    </Typography.Text>
  );
}

function ValueText({ value }: { value: string }) {
  if (!value) return <>--</>;
  return (
    <Typography.Text code copyable className="purchase-break">
      {value}
    </Typography.Text>
  );
}

function StateTag({ validated }: { validated: number }) {
  const { t } = useTranslation();
  return validated ? (
    <Tag color="green">{t('purchase.validation.passed')}</Tag>
  ) : (
    <Tag color="gold">{t('purchase.validation.pending')}</Tag>
  );
}

function ProblemText({ domain, problem }: { domain: string; problem: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Text
      type="danger"
      style={{ overflowWrap: 'anywhere' }}
      data-testid={`wizard-validation-problem-${domain}`}
    >
      <strong>{t('certs.validation.problem')}:</strong> {problem}
    </Typography.Text>
  );
}

const rowKey = (item: AuthInfoItem) => `${item.domain}-${item.authMethod}`;

/** One block per name, for narrow screens. */
function ValidationList({ items, problems }: { items: AuthInfoItem[]; problems: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {items.map((item) => {
        const problem = item.validated ? undefined : problems[item.domain];
        return (
          <Descriptions
            key={rowKey(item)}
            size="small"
            bordered
            column={1}
            data-testid={`wizard-validation-row-${item.domain}`}
            items={[
              { key: 'domain', label: t('purchase.validation.domain'), children: item.domain },
              { key: 'type', label: t('purchase.validation.recordType'), children: item.recordType },
              { key: 'where', label: t('purchase.validation.path'), children: <WhereText item={item} /> },
              {
                key: 'value',
                label: t('purchase.validation.value'),
                children: <ValueText value={item.authValue} />,
              },
              {
                key: 'state',
                label: t('purchase.validation.state'),
                children: (
                  <>
                    <StateTag validated={item.validated} />
                    {problem && (
                      <div style={{ marginTop: 6 }}>
                        <ProblemText domain={item.domain} problem={problem} />
                      </div>
                    )}
                  </>
                ),
              },
            ]}
          />
        );
      })}
    </div>
  );
}

/**
 * Per name: domain, record type, where to publish (DNS record name, or URL path with the full URL), the value
 * (copyable) and the state; after a check that did not pass, the name's problem below its row.
 */
export function ValidationTable({
  items,
  problems = {},
}: {
  items: AuthInfoItem[];
  /** What the last check found per domain (order/authz's `errors`). */
  problems?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  if (mobile) return <ValidationList items={items} problems={problems} />;
  const problemOf = (item: AuthInfoItem) => (item.validated ? undefined : problems[item.domain]);
  const columns: ColumnsType<AuthInfoItem> = [
    {
      title: t('purchase.validation.domain'),
      dataIndex: 'domain',
      width: 220,
      // Long names wrap only where they must (a whole label stays on its line when it fits).
      render: (domain: string) => <span style={{ overflowWrap: 'anywhere' }}>{domain}</span>,
    },
    { title: t('purchase.validation.recordType'), dataIndex: 'recordType', width: 100 },
    {
      title: t('purchase.validation.path'),
      key: 'where',
      width: 300,
      render: (_, item) => <WhereText item={item} />,
    },
    {
      title: t('purchase.validation.value'),
      dataIndex: 'authValue',
      width: 300,
      render: (value: string) => <ValueText value={value} />,
    },
    {
      title: t('purchase.validation.state'),
      dataIndex: 'validated',
      width: 100,
      render: (validated: number) => <StateTag validated={validated} />,
    },
  ];
  const withProblem = items.filter((item) => problemOf(item) !== undefined).map(rowKey);
  return (
    <Table<AuthInfoItem>
      rowKey={rowKey}
      size="middle"
      columns={columns}
      dataSource={items}
      pagination={false}
      scroll={{ x: 1020 }}
      onRow={(item) => testId(`wizard-validation-row-${item.domain}`)}
      expandable={{
        expandedRowKeys: withProblem,
        showExpandColumn: false,
        rowExpandable: (item) => problemOf(item) !== undefined,
        expandedRowRender: (item) => <ProblemText domain={item.domain} problem={problemOf(item) ?? ''} />,
      }}
    />
  );
}
