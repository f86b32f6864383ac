import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { Contact } from '@portal/contract';
import Button from 'antd/es/button';
import Table, { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { testId } from '../../../lib/testId';
import { useContacts } from '../api/listContacts';
import { ContactModal } from './ContactModal';
import { usePaging } from './usePaging';

type Editing = { record?: Contact } | undefined;

/** Contact information: paged table (firstName, lastName, telephone, createdAt, Edit) with New/Edit modals. */
export function ContactTab() {
  const { t } = useTranslation();
  const { args, pagination } = usePaging();
  const query = useContacts(args);
  const [editing, setEditing] = useState<Editing>();

  const columns: ColumnsType<Contact> = [
    { title: t('web.profile.contact.firstName'), dataIndex: 'firstName' },
    { title: t('web.profile.contact.lastName'), dataIndex: 'lastName' },
    { title: t('web.profile.contact.telephone'), dataIndex: 'telephone' },
    {
      title: t('web.common.createdAt'),
      dataIndex: 'createdAt',
      width: 180,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('web.common.action'),
      key: 'action',
      width: 90,
      render: (_, record) => (
        <Button
          type="link"
          size="small"
          data-testid={`contact-edit-${record.id}`}
          onClick={() => setEditing({ record })}
        >
          {t('web.common.edit')}
        </Button>
      ),
    },
  ];

  return (
    <div data-testid="contact-tab">
      <div className="toolbar">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="contact-new"
          onClick={() => setEditing({})}
        >
          {t('web.profile.contact.new')}
        </Button>
      </div>
      <Table<Contact>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        pagination={pagination(query.data?.total)}
        scroll={{ x: 640 }}
        onRow={(record) => testId(`contact-row-${record.id}`)}
      />
      <ContactModal
        key={editing?.record?.id ?? 'new'}
        open={editing !== undefined}
        record={editing?.record}
        onClose={() => setEditing(undefined)}
      />
    </div>
  );
}
