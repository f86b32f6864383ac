import DownOutlined from '@ant-design/icons/DownOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FieldTimeOutlined from '@ant-design/icons/FieldTimeOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import { orderAllows, PAGE_DEFAULTS, type OrderListRow } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import type { CheckboxProps } from 'antd/es/checkbox';
import Descriptions from 'antd/es/descriptions';
import Dropdown from 'antd/es/dropdown';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import Tooltip from 'antd/es/tooltip';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FilterPanel } from '../../../components/FilterPanel';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { canPay, storedRole } from '../../../lib/access';
import { activeFilterCount } from '../../../lib/activeFilters';
import { isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { DOWNLOAD_TOAST_DELAY_MS } from '../../../lib/saveFile';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import { useIsMobile } from '../../../lib/useIsMobile';
import { useCommitOrder } from '../api/commitOrder';
import { useDownloadOrdersCsv } from '../api/downloadOrdersCsv';
import { useBulkCerts, type BulkCerts } from '../api/getBulkCerts';
import { useKeyManagerExport, type KeyManagerExport } from '../api/getKeyManagerExport';
import { getPaymentDetail } from '../api/getPaymentDetail';
import { useProfile } from '../../../lib/queries/profile';
import { useOrders } from '../api/listOrders';
import { AutoRenewModal } from '../components/AutoRenewModal';
import { BulkCertModal } from '../components/BulkCertModal';
import { CertDrawer } from '../components/CertDrawer';
import { AuthInfoDrawer, OrderInfoDrawer } from '../components/OrderDrawers';
import { BulkFileModal } from '../components/BulkFileModal';
import { BulkPayDrawer } from '../components/BulkPayDrawer';
import { BulkSubmitModal } from '../components/BulkSubmitModal';
import { KeyManagerModal } from '../components/KeyManagerModal';
import { OrderCards } from '../components/OrderCards';
import { OrderFilters } from '../components/OrderFilters';
import { confirmAutoPayment, confirmRenewMode } from '../components/orderConfirms';
import { StatusTag } from '../components/StatusTag';
import {
  filterArgs,
  isClosedForRenewal,
  isPaidOrClosed,
  showAutoPayIcon,
  showPay,
  submittable,
  tagFromSearch,
  type OrderFilterValues,
  nextStepOf,
} from '../logic/orderRules';
import { PATHS } from '../paths';

/**
 * My Orders (/admin/order/list): search form (a `?tag=` preselects the status), "3 Days Pay" and "CSV
 * Download", the paged list (cards below 992 px) with View and Pay, and the batch menu on selected orders
 * (bulk submit, bulk payment, bulk completion).
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const mobile = useIsMobile();
  const payAllowed = canPay(storedRole());
  const [filters, setFilters] = useState<OrderFilterValues>(() => {
    const tag = tagFromSearch(location.search);
    return tag ? { tag } : {};
  });
  const [page, setPage] = useState<number>(PAGE_DEFAULTS.page);
  const [pageSize, setPageSize] = useState<number>(PAGE_DEFAULTS.pageSize);
  const args = useMemo(() => ({ ...filterArgs(filters), page, pageSize }), [filters, page, pageSize]);
  const orders = useOrders(args);
  const csv = useDownloadOrdersCsv();
  const bulkCerts = useBulkCerts();
  const [selected, setSelected] = useState<number[]>([]);
  const [submitIds, setSubmitIds] = useState<number[]>();
  const [payIds, setPayIds] = useState<number[]>();
  const [certResult, setCertResult] = useState<BulkCerts>();
  const [checkingPay, setCheckingPay] = useState<number>();
  const profile = useProfile();
  const keyManagerOn = profile.data?.displayKeyManagerIcon === true;
  const keyManager = useKeyManagerExport();
  const commit = useCommitOrder();
  const [keyManagerResult, setKeyManagerResult] = useState<KeyManagerExport>();
  const [keyManagerFor, setKeyManagerFor] = useState<number>();
  const [bulkFileOpen, setBulkFileOpen] = useState(false);
  const [autoRenewFor, setAutoRenewFor] = useState<number>();
  const [drawer, setDrawer] = useState<{ kind: 'details' | 'cert' | 'authInfo'; id: number }>();

  useEffect(() => {
    document.title = `${t('orders.list.title')} · ${t('web.app.title')}`;
  }, [t]);

  // A new `?tag=` (the menu or a link while the page is open) selects its status.
  const [seenSearch, setSeenSearch] = useState(location.search);
  if (seenSearch !== location.search) {
    setSeenSearch(location.search);
    const tag = tagFromSearch(location.search);
    if (tag) {
      setFilters((prev) => (prev.tag === tag ? prev : { ...prev, tag }));
      setPage(PAGE_DEFAULTS.page);
    }
  }

  const firstPage = (next: OrderFilterValues) => {
    setFilters(next);
    setPage(PAGE_DEFAULTS.page);
    setSelected([]);
  };

  const rows = orders.data?.list ?? [];
  const filtered = Object.keys(filterArgs(filters)).length > 1;
  const emptyText = t(filtered ? 'orders.list.noMatch' : 'orders.list.empty');

  const pay = async (row: OrderListRow) => {
    setCheckingPay(row.id);
    try {
      const detail = await getPaymentDetail(row.id);
      if (detail.paid) {
        toast.info(t('orders.list.alreadyPaid'));
        void orders.refetch();
        return;
      }
      void navigate(PATHS.buyDetails, { state: { orderID: row.id } });
    } catch {
      // the client showed the error
    } finally {
      setCheckingPay(undefined);
    }
  };

  const exportToKeyManager = (ids: number[], rowId?: number) => {
    setKeyManagerFor(rowId);
    keyManager.mutate(ids, {
      onSuccess: setKeyManagerResult,
      onSettled: () => setKeyManagerFor(undefined),
    });
  };

  /** Save-to-key-manager icon: issued orders (status 3) when the profile flag displayKeyManagerIcon is on. */
  const statusExtra = (row: OrderListRow) =>
    keyManagerOn && row.status === 3 ? (
      <Tooltip title={t('orders.keyManager.save')}>
        <Button
          type="link"
          size="small"
          icon={<SaveOutlined />}
          aria-label={t('orders.keyManager.save')}
          loading={keyManager.isPending && keyManagerFor === row.id}
          onClick={() => exportToKeyManager([row.id], row.id)}
          data-testid={`order-keymanager-${row.id}`}
        />
      </Tooltip>
    ) : null;

  // Auto-payment for unpaid open orders; auto-renewal and do-not-renew for paid running ones (modals).
  const settingsMenu = (row: OrderListRow) => {
    const refresh = () => void orders.refetch();
    const step = nextStepOf(row, payAllowed);
    const items = [
      // The step the order waits for comes first: submit it here, or prove control on its detail page.
      ...(step === 'submit'
        ? [
            {
              key: 'submit',
              label: <span data-testid={`order-submit-${row.id}`}>{t('orders.detail.submit')}</span>,
            },
          ]
        : []),
      ...(step === 'validate'
        ? [
            {
              key: 'validate',
              label: <span data-testid={`order-validate-${row.id}`}>{t('orders.validation.submit')}</span>,
            },
          ]
        : []),
      { key: 'details', label: t('orders.drawers.details') },
      ...(orderAllows('certificate', row.status) ? [{ key: 'cert', label: t('orders.drawers.cert') }] : []),
      ...(orderAllows('authInfo', row.status)
        ? [{ key: 'authInfo', label: t('orders.drawers.authInfo') }]
        : []),
      ...(payAllowed && !row.paid && !isPaidOrClosed(row)
        ? [
            row.subscribeAutoPayment
              ? { key: 'noAutoPay', label: t('orders.autoPayment.off') }
              : { key: 'autoPay', label: t('orders.autoPayment.on') },
          ]
        : []),
      ...(payAllowed && row.paid && !isClosedForRenewal(row.status)
        ? [
            { key: 'autoRenew', label: t('orders.renewal.auto') },
            { key: 'manualRenew', label: t('orders.renewal.manual') },
            { key: 'doNotRenew', label: t('orders.renewal.never') },
          ]
        : []),
    ];
    const onClick = ({ key }: { key: string }) => {
      if (key === 'submit')
        commit.mutate(row.id, {
          onSuccess: () => {
            toast.success(t('orders.detail.submitted'));
            refresh();
          },
          onError: (error) => toast.error(isApiError(error) ? error.msg : t('orders.detail.loadFailed')),
        });
      else if (key === 'validate') void navigate(PATHS.detail(row.id));
      else if (key === 'details') setDrawer({ kind: 'details', id: row.id });
      else if (key === 'cert') setDrawer({ kind: 'cert', id: row.id });
      else if (key === 'authInfo') setDrawer({ kind: 'authInfo', id: row.id });
      else if (key === 'autoPay' || key === 'noAutoPay')
        confirmAutoPayment(t, row.id, key === 'autoPay', refresh);
      else if (key === 'autoRenew') setAutoRenewFor(row.id);
      else confirmRenewMode(t, row.id, key === 'doNotRenew' ? 'never' : 'manual', refresh);
    };
    return (
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button type="link" size="small" data-testid={`order-more-${row.id}`}>
          {t('orders.renewal.more')} <DownOutlined />
        </Button>
      </Dropdown>
    );
  };

  const operations = (row: OrderListRow) => (
    <Space size={4}>
      <Button
        type="link"
        size="small"
        onClick={() => void navigate(PATHS.detail(row.id))}
        data-testid={`order-view-${row.id}`}
      >
        {t('orders.list.view')}
      </Button>
      {showPay(row, payAllowed) && (
        <Button
          type="link"
          size="small"
          loading={checkingPay === row.id}
          onClick={() => void pay(row)}
          data-testid={`order-pay-${row.id}`}
        >
          {t('orders.list.pay')}
        </Button>
      )}
      {settingsMenu(row)}
    </Space>
  );

  const pagination = {
    current: page,
    pageSize,
    total: orders.data?.total ?? 0,
    showSizeChanger: true,
    showTotal: (count: number) => t('web.common.total', { total: count }),
    onChange: (nextPage: number, nextSize: number) => {
      setPage(nextSize !== pageSize ? PAGE_DEFAULTS.page : nextPage);
      setPageSize(nextSize);
    },
  };

  const columns: ColumnsType<OrderListRow> = [
    {
      title: t('orders.list.no'),
      key: 'no',
      width: 56,
      render: (_, __, index) => (page - 1) * pageSize + index + 1,
    },
    {
      title: t('orders.list.orderID'),
      dataIndex: 'id',
      width: 80,
      render: (id: number) => <Link to={PATHS.detail(id)}>{id}</Link>,
    },
    {
      title: t('orders.list.product'),
      dataIndex: 'productName',
      width: 170,
      render: (name: string, row) => (
        <span className="name-text" data-testid={`order-product-${row.id}`}>
          {name}
          {showAutoPayIcon(row) && (
            <Tooltip title={t('orders.list.autoPay')}>
              <SyncOutlined
                style={{ marginLeft: 6, color: '#1677ff' }}
                data-testid={`order-autopay-${row.id}`}
              />
            </Tooltip>
          )}
        </span>
      ),
    },
    {
      title: t('orders.list.commonName'),
      dataIndex: 'commonName',
      render: (name: string, row) => (
        <span className="wrap-anywhere" data-testid={`order-cn-${row.id}`}>
          {name || '--'}
        </span>
      ),
    },
    {
      title: t('orders.list.validity'),
      dataIndex: 'validity',
      width: 90,
      render: (months: number) => t('orders.list.months', { count: months }),
    },
    {
      title: t('orders.list.status'),
      dataIndex: 'status',
      width: 140,
      render: (status: number, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <StatusTag status={status} />
          {statusExtra(row)}
        </span>
      ),
    },
    {
      title: t('orders.list.createdAt'),
      dataIndex: 'createdAt',
      width: DATE_TIME_COLUMN_WIDTH,
      render: (value: string, row) => <DateTimeText value={value} testId={`order-created-${row.id}`} />,
    },
    {
      title: t('orders.list.operations'),
      key: 'operations',
      fixed: 'right',
      width: 140,
      render: (_, row) => operations(row),
    },
  ];

  const selectedRows = rows.filter((row) => selected.includes(row.id));
  const batchItems = [
    { key: 'submit', label: <span data-testid="orders-batch-submit">{t('orders.batch.submit')}</span> },
    ...(payAllowed
      ? [{ key: 'pay', label: <span data-testid="orders-batch-pay">{t('orders.batch.pay')}</span> }]
      : []),
    { key: 'cert', label: <span data-testid="orders-batch-cert">{t('orders.batch.cert')}</span> },
    ...(keyManagerOn
      ? [
          {
            key: 'keymanager',
            label: <span data-testid="orders-batch-keymanager">{t('orders.batch.keyManager')}</span>,
          },
        ]
      : []),
    { key: 'file', label: <span data-testid="orders-batch-file">{t('orders.batch.file')}</span> },
  ];
  const onBatch = (key: string) => {
    if (key === 'file') {
      setBulkFileOpen(true);
      return;
    }
    if (selected.length === 0) {
      toast.warning(t('orders.batch.noneSelected'));
      return;
    }
    if (key === 'submit') {
      const ids = submittable(selectedRows).map((row) => row.id);
      if (ids.length === 0) toast.warning(t('orders.batch.noneSubmittable'));
      else setSubmitIds(ids);
    } else if (key === 'pay') {
      const ids = selectedRows.filter((row) => !isPaidOrClosed(row)).map((row) => row.id);
      if (ids.length === 0) toast.info(t('orders.list.alreadyPaid'));
      else setPayIds(ids);
    } else if (key === 'cert') {
      bulkCerts.mutate(selected, { onSuccess: setCertResult });
    } else if (key === 'keymanager') {
      exportToKeyManager(selected);
    }
  };

  return (
    <div className="page" data-testid="orders-page">
      <div className="page__header" data-testid="orders-header">
        <h1 className="page__title">{t('orders.list.title')}</h1>
        <div className="page__actions">
          <Button
            icon={<FieldTimeOutlined />}
            onClick={() => firstPage({ ...filters, tag: 'needPay' })}
            data-testid="orders-3days"
          >
            {t('orders.list.threeDays')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            loading={csv.isPending}
            onClick={() =>
              csv.mutate(filterArgs(filters), {
                onSuccess: () =>
                  window.setTimeout(() => toast.success(t('orders.list.csvDone')), DOWNLOAD_TOAST_DELAY_MS),
              })
            }
            data-testid="orders-csv"
          >
            {t('orders.list.csv')}
          </Button>
        </div>
      </div>
      <div className="page__card">
        <FilterPanel
          active={activeFilterCount(filterArgs(filters), ['timeType'])}
          testId="orders-filter-panel"
        >
          <OrderFilters
            values={filters}
            onSearch={firstPage}
            onReset={() => firstPage({})}
            searching={orders.isFetching}
          />
        </FilterPanel>
        {filters.tag === 'needPay' && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('orders.list.threeDaysNotice')}
            data-testid="orders-3days-notice"
          />
        )}
        <Space style={{ marginBottom: 12 }}>
          <Dropdown menu={{ items: batchItems, onClick: ({ key }) => onBatch(key) }} trigger={['click']}>
            <Button
              loading={bulkCerts.isPending || (keyManager.isPending && keyManagerFor === undefined)}
              data-testid="orders-batch"
            >
              {t('orders.batch.menu')} <DownOutlined />
            </Button>
          </Dropdown>
          {selected.length > 0 && <span>{t('orders.list.selected', { count: selected.length })}</span>}
        </Space>
        {mobile ? (
          <OrderCards
            rows={rows}
            loading={orders.isFetching}
            emptyText={emptyText}
            pagination={pagination}
            selected={selected}
            onSelect={setSelected}
            operations={operations}
            statusExtra={statusExtra}
          />
        ) : (
          <Table<OrderListRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={orders.isFetching}
            pagination={pagination}
            // The columns fit a 1366 px window with the side menu open (about 1056 px for the table), so the date
            // is never under the fixed operations column; narrower windows scroll the table.
            scroll={{ x: 1040 }}
            onRow={(row) => testId(`order-row-${row.id}`)}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys.map(Number)),
              getCheckboxProps: (row) => testId<CheckboxProps>(`order-select-${row.id}`),
            }}
            expandable={{
              columnWidth: 40,
              expandedRowRender: (row) => (
                <Descriptions
                  size="small"
                  column={3}
                  items={[
                    { key: 'product', label: t('orders.list.product'), children: row.productName },
                    { key: 'cn', label: t('orders.list.commonName'), children: row.commonName || '--' },
                    {
                      key: 'validity',
                      label: t('orders.list.validity'),
                      children: t('orders.list.months', { count: row.validity }),
                    },
                    ...(row.freeTrial && row.trialEndsAt
                      ? [
                          {
                            key: 'trial',
                            label: t('orders.list.freeTrial'),
                            children: t('orders.list.trialEnds', { time: formatDateTime(row.trialEndsAt) }),
                          },
                        ]
                      : []),
                    ...(row.paidAt
                      ? [
                          {
                            key: 'paidAt',
                            label: t('orders.list.paidAt'),
                            children: formatDateTime(row.paidAt),
                          },
                        ]
                      : []),
                  ]}
                />
              ),
            }}
            locale={{
              emptyText: orders.isPending ? (
                <div style={{ minHeight: 120 }} />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
              ),
            }}
          />
        )}
      </div>
      {submitIds && (
        <BulkSubmitModal
          key={submitIds.join(',')}
          ids={submitIds}
          onClose={(changed) => {
            setSubmitIds(undefined);
            if (changed) void orders.refetch();
          }}
        />
      )}
      <BulkPayDrawer
        ids={payIds}
        payAllowed={payAllowed}
        onClose={(paid) => {
          setPayIds(undefined);
          if (paid) {
            setSelected([]);
            void orders.refetch();
          }
        }}
      />
      <BulkCertModal result={certResult} onClose={() => setCertResult(undefined)} />
      <BulkFileModal
        open={bulkFileOpen}
        onClose={(created) => {
          setBulkFileOpen(false);
          if (created) void orders.refetch();
        }}
      />
      <OrderInfoDrawer
        orderID={drawer?.kind === 'details' ? drawer.id : undefined}
        onClose={() => setDrawer(undefined)}
      />
      <AuthInfoDrawer
        orderID={drawer?.kind === 'authInfo' ? drawer.id : undefined}
        onClose={() => setDrawer(undefined)}
      />
      {drawer?.kind === 'cert' && (
        <CertDrawer orderID={drawer.id} open onClose={() => setDrawer(undefined)} />
      )}
      {autoRenewFor !== undefined && (
        <AutoRenewModal
          orderID={autoRenewFor}
          open
          onClose={(done) => {
            setAutoRenewFor(undefined);
            if (done) void orders.refetch();
          }}
        />
      )}
      <KeyManagerModal result={keyManagerResult} onClose={() => setKeyManagerResult(undefined)} />
    </div>
  );
}

export default OrdersPage;
