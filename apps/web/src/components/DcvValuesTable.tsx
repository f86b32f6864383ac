import type { AuthInfoItem } from '@portal/contract';
import Descriptions from 'antd/es/descriptions';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { testId } from '../lib/testId';
import { useIsMobile } from '../lib/useIsMobile';

/** The address an HTTP validation file is fetched from: http://{domain}{path} (port 80). */
const BREAK = { wordBreak: 'break-all' } as const;
const MUTED = { color: 'rgba(0, 0, 0, 0.55)', fontSize: 13 } as const;
/** Labels of the narrow list: Chinese labels stay whole words (not one character a line), English ones may wrap. */
const LABEL = { wordBreak: 'keep-all' } as const;

function fileUrl(item: Pick<AuthInfoItem, 'domain' | 'authPath'>): string {
  return `http://${item.domain.replace(/^\*\./, '')}${item.authPath}`;
}

/** Where the value goes: the DNS record name, the URL path (and full URL) of the file, or the approver address. */
function WhereText({ item }: { item: AuthInfoItem }) {
  const { t } = useTranslation();
  if (item.recordType === 'FILE' && item.authPath) {
    const url = fileUrl(item);
    return (
      <div style={BREAK}>
        <Typography.Text copyable>{item.authPath}</Typography.Text>
        <div style={MUTED}>
          {t('web.common.label', { label: t('web.dcvTable.fullUrl') })}{' '}
          <Typography.Text copyable={{ text: url }} style={MUTED}>
            {url}
          </Typography.Text>
        </div>
      </div>
    );
  }
  const where = item.authPath || item.authKey;
  return (
    <Typography.Text style={BREAK} copyable={Boolean(where)}>
      {where || '--'}
    </Typography.Text>
  );
}

function ValueText({ value }: { value: string }) {
  if (!value) return <>--</>;
  return (
    <Typography.Text code copyable style={BREAK}>
      {value}
    </Typography.Text>
  );
}

function StateTag({ validated }: { validated: number }) {
  const { t } = useTranslation();
  return validated ? (
    <Tag color="green">{t('web.dcvTable.passed')}</Tag>
  ) : (
    <Tag color="gold">{t('web.dcvTable.pending')}</Tag>
  );
}

function ProblemText({ domain, problem, prefix }: { domain: string; problem: string; prefix: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Text
      type="danger"
      style={{ overflowWrap: 'anywhere' }}
      data-testid={`${prefix}-problem-${domain}`}
    >
      <strong>{t('web.common.label', { label: t('web.dcvTable.problem') })}</strong> {problem}
    </Typography.Text>
  );
}

const rowKey = (item: AuthInfoItem) => `${item.domain}-${item.authMethod}`;

/** One block per name, for narrow screens. */
function ValidationList({
  items,
  problems,
  prefix,
}: {
  items: AuthInfoItem[];
  problems: Record<string, string>;
  prefix: string;
}) {
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
            styles={{ label: LABEL }}
            data-testid={`${prefix}-row-${item.domain}`}
            items={[
              { key: 'domain', label: t('web.dcvTable.domain'), children: item.domain },
              { key: 'type', label: t('web.dcvTable.recordType'), children: item.recordType },
              { key: 'where', label: t('web.dcvTable.where'), children: <WhereText item={item} /> },
              {
                key: 'value',
                label: t('web.dcvTable.value'),
                children: <ValueText value={item.authValue} />,
              },
              {
                key: 'state',
                label: t('web.dcvTable.state'),
                children: (
                  <>
                    <StateTag validated={item.validated} />
                    {problem && (
                      <div style={{ marginTop: 6 }}>
                        <ProblemText prefix={prefix} domain={item.domain} problem={problem} />
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
export function DcvValuesTable({
  items,
  problems = {},
  prefix,
}: {
  items: AuthInfoItem[];
  /** Test-id prefix of rows and problems: `wizard-validation` or `reissue-validation`. */
  prefix: string;
  /** What the last check found per domain (order/authz's `errors`). */
  problems?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  if (mobile) return <ValidationList items={items} problems={problems} prefix={prefix} />;
  const problemOf = (item: AuthInfoItem) => (item.validated ? undefined : problems[item.domain]);
  const columns: ColumnsType<AuthInfoItem> = [
    {
      title: t('web.dcvTable.domain'),
      dataIndex: 'domain',
      width: 220,
      // Long names wrap only where they must (a whole label stays on its line when it fits).
      render: (domain: string) => <span style={{ overflowWrap: 'anywhere' }}>{domain}</span>,
    },
    { title: t('web.dcvTable.recordType'), dataIndex: 'recordType', width: 100 },
    {
      title: t('web.dcvTable.where'),
      key: 'where',
      width: 300,
      render: (_, item) => <WhereText item={item} />,
    },
    {
      title: t('web.dcvTable.value'),
      dataIndex: 'authValue',
      width: 300,
      render: (value: string) => <ValueText value={value} />,
    },
    {
      title: t('web.dcvTable.state'),
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
      onRow={(item) => testId(`${prefix}-row-${item.domain}`)}
      expandable={{
        expandedRowKeys: withProblem,
        showExpandColumn: false,
        rowExpandable: (item) => problemOf(item) !== undefined,
        expandedRowRender: (item) => (
          <ProblemText prefix={prefix} domain={item.domain} problem={problemOf(item) ?? ''} />
        ),
      }}
    />
  );
}
