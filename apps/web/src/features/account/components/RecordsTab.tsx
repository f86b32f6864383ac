import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { formatDateTime } from '../../../lib/format';
import type { PageArgs, usePaging } from '../../../lib/usePaging';

interface RecordsQuery<T> {
  data?: { list: T[]; total: number };
  isFetching: boolean;
}

/**
 * A My Account tab listing the account's records (businesses, contacts): "New" button, paged table with the
 * created date and an Edit action, and the create/edit modal. `record` undefined in the modal means "new".
 */
export function RecordsTab<T extends { id: number; createdAt: string }>({
  name,
  newLabel,
  columns,
  useList,
  paging,
  scrollX,
  renderModal,
}: {
  /** Prefix of the test ids: `${name}-tab`, `${name}-new`, `${name}-edit-<id>`, `${name}-row-<id>`. */
  name: string;
  newLabel: string;
  /** The first column heads the card below 992 px; the created date sits on its right. */
  columns: ResponsiveColumn<T>[];
  useList: (args: PageArgs) => RecordsQuery<T>;
  paging: ReturnType<typeof usePaging>;
  scrollX: number;
  renderModal: (modal: { open: boolean; record?: T; onClose: () => void }) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useList(paging.args);
  const [editing, setEditing] = useState<{ record?: T }>();

  const allColumns: ResponsiveColumn<T>[] = [
    ...columns.map((column, index) => (index === 0 ? { card: 'head' as const, ...column } : column)),
    {
      key: 'createdAt',
      title: t('web.common.createdAt'),
      dataIndex: 'createdAt',
      width: 180,
      card: 'extra',
      render: (value: string) => <span className="nowrap">{formatDateTime(value)}</span>,
    },
    {
      title: t('web.common.action'),
      key: 'action',
      fixed: 'right',
      width: 80,
      card: 'actions',
      render: (_, record) => (
        <Button
          type="link"
          size="small"
          data-testid={`${name}-edit-${record.id}`}
          onClick={() => setEditing({ record })}
        >
          {t('web.common.edit')}
        </Button>
      ),
    },
  ];

  return (
    <div data-testid={`${name}-tab`}>
      <div className="toolbar">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid={`${name}-new`}
          onClick={() => setEditing({})}
        >
          {newLabel}
        </Button>
      </div>
      <ResponsiveTable<T>
        rowKey="id"
        size="middle"
        columns={allColumns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        pagination={paging.pagination(query.data?.total)}
        scroll={{ x: scrollX }}
        rowTestId={(record) => `${name}-row-${record.id}`}
      />
      <div key={editing?.record?.id ?? 'new'}>
        {renderModal({
          open: editing !== undefined,
          record: editing?.record,
          onClose: () => setEditing(undefined),
        })}
      </div>
    </div>
  );
}
