import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { countryOptions, LANGUAGE_TAG, type Enterprise } from '@portal/contract';
import Button from 'antd/es/button';
import Table, { type ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { testId } from '../../../lib/testId';
import { useEnterprises } from '../api/listEnterprises';
import { EnterpriseModal } from './EnterpriseModal';
import { usePaging } from './usePaging';

type Editing = { record?: Enterprise } | undefined;

/** Business information: paged table with New and Edit modals. */
export function EnterpriseTab() {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const { args, pagination } = usePaging();
  const query = useEnterprises(args);
  const [editing, setEditing] = useState<Editing>();
  const countryName = useMemo(() => {
    const names = new Map(countryOptions(LANGUAGE_TAG[lang]).map((c) => [c.code, c.name]));
    return (code: string) => names.get(code) ?? code;
  }, [lang]);

  const columns: ColumnsType<Enterprise> = [
    {
      title: t('web.profile.enterprise.organizationName'),
      dataIndex: 'organizationName',
      width: 180,
      ellipsis: true,
    },
    {
      title: t('web.profile.enterprise.organizationUnit'),
      dataIndex: 'organizationUnit',
      width: 140,
      ellipsis: true,
    },
    { title: t('web.profile.enterprise.organizationPhone'), dataIndex: 'organizationPhone', width: 150 },
    {
      title: t('web.profile.enterprise.country'),
      dataIndex: 'country',
      width: 140,
      render: (code: string) => countryName(code),
    },
    { title: t('web.profile.enterprise.city'), dataIndex: 'city', width: 120, ellipsis: true },
    { title: t('web.profile.enterprise.zip'), dataIndex: 'zip', width: 110 },
    { title: t('web.profile.enterprise.address'), dataIndex: 'address', width: 180, ellipsis: true },
    {
      title: t('web.common.createdAt'),
      dataIndex: 'createdAt',
      width: 180,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('web.common.action'),
      key: 'action',
      fixed: 'right',
      width: 90,
      render: (_, record) => (
        <Button
          type="link"
          size="small"
          data-testid={`enterprise-edit-${record.id}`}
          onClick={() => setEditing({ record })}
        >
          {t('web.common.edit')}
        </Button>
      ),
    },
  ];

  return (
    <div data-testid="enterprise-tab">
      <div className="toolbar">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="enterprise-new"
          onClick={() => setEditing({})}
        >
          {t('web.profile.enterprise.new')}
        </Button>
      </div>
      <Table<Enterprise>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        pagination={pagination(query.data?.total)}
        scroll={{ x: 1300 }}
        onRow={(record) => testId(`enterprise-row-${record.id}`)}
      />
      <EnterpriseModal
        key={editing?.record?.id ?? 'new'}
        open={editing !== undefined}
        record={editing?.record}
        onClose={() => setEditing(undefined)}
      />
    </div>
  );
}
