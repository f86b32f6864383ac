import type { AuthInfoItem } from '@portal/contract';
import Descriptions from 'antd/es/descriptions';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { testId } from '../../../../lib/testId';
import { useIsMobile } from '../../../../lib/useIsMobile';

function PathText({ item }: { item: AuthInfoItem }) {
  const path = item.authPath || item.authKey;
  return (
    <Typography.Text className="purchase-break" copyable={Boolean(path)}>
      {path || '--'}
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

/** One block per name, for narrow screens. */
function ValidationList({ items }: { items: AuthInfoItem[] }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {items.map((item) => (
        <Descriptions
          key={`${item.domain}-${item.authMethod}`}
          size="small"
          bordered
          column={1}
          data-testid={`wizard-validation-row-${item.domain}`}
          items={[
            { key: 'domain', label: t('purchase.validation.domain'), children: item.domain },
            { key: 'path', label: t('purchase.validation.path'), children: <PathText item={item} /> },
            {
              key: 'value',
              label: t('purchase.validation.value'),
              children: <ValueText value={item.authValue} />,
            },
            { key: 'type', label: t('purchase.validation.recordType'), children: item.recordType },
            {
              key: 'state',
              label: t('purchase.validation.state'),
              children: <StateTag validated={item.validated} />,
            },
          ]}
        />
      ))}
    </div>
  );
}

/** Per name: domain, verification path, value (copyable), record type and state. */
export function ValidationTable({ items }: { items: AuthInfoItem[] }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  if (mobile) return <ValidationList items={items} />;
  const columns: ColumnsType<AuthInfoItem> = [
    { title: t('purchase.validation.domain'), dataIndex: 'domain', width: 180 },
    {
      title: t('purchase.validation.path'),
      key: 'path',
      width: 260,
      render: (_, item) => <PathText item={item} />,
    },
    {
      title: t('purchase.validation.value'),
      dataIndex: 'authValue',
      width: 300,
      render: (value: string) => <ValueText value={value} />,
    },
    { title: t('purchase.validation.recordType'), dataIndex: 'recordType', width: 110 },
    {
      title: t('purchase.validation.state'),
      dataIndex: 'validated',
      width: 100,
      render: (validated: number) => <StateTag validated={validated} />,
    },
  ];
  return (
    <Table<AuthInfoItem>
      rowKey={(item) => `${item.domain}-${item.authMethod}`}
      size="middle"
      columns={columns}
      dataSource={items}
      pagination={false}
      scroll={{ x: 950 }}
      onRow={(item) => testId(`wizard-validation-row-${item.domain}`)}
    />
  );
}
