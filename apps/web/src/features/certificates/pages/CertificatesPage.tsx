import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import { PAGE_DEFAULTS, type CertRow } from '@portal/contract';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Table, { type ColumnsType } from 'antd/es/table';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DATE_TIME_COLUMN_WIDTH, DateTimeText } from '../../../components/DateTimeText';
import { FilterPanel } from '../../../components/FilterPanel';
import { activeFilterCount } from '../../../lib/activeFilters';
import { isApiError } from '../../../lib/api';
import { testId } from '../../../lib/testId';
import { toast } from '../../../lib/toast';
import { useIsMobile } from '../../../lib/useIsMobile';
import { useDownloadCert } from '../api/downloadCert';
import { useCertZip } from '../api/getOrderCert';
import { useCerts } from '../api/listCerts';
import { CertCards } from '../components/CertCards';
import { CertFilters } from '../components/CertFilters';
import { DownloadMenu, ReissueTargets } from '../components/DownloadMenu';
import { PasswordDialog } from '../components/PasswordDialog';
import { downloadOption, type DownloadKind, type DownloadOption } from '../logic/downloadOptions';
import { certsArgs, type CertFilterValues } from '../logic/filters';
import { orderLink, shortSha1 } from '../logic/orderLink';
import { PATHS } from '../paths';
import { DOWNLOAD_TOAST_DELAY_MS } from '../../../lib/saveFile';
import '../certificates.css';
import { DomainText } from '../components/DomainText';

/**
 * Certificates (/admin/cert): filters (order id, domain, issue dates), the paged list and a download menu per
 * row (PEM, PFX, PFX for older Windows, JKS, and a zip of certificate and key built in the browser).
 */
export function CertificatesPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [filters, setFilters] = useState<CertFilterValues>({});
  const [page, setPage] = useState<number>(PAGE_DEFAULTS.page);
  const [pageSize, setPageSize] = useState<number>(PAGE_DEFAULTS.pageSize);
  const args = certsArgs(filters, page, pageSize);
  const certs = useCerts(args);
  const filtered = Object.keys(args).length > 2;
  const emptyText = t(filtered ? 'certs.list.noMatch' : 'certs.list.empty');
  const download = useDownloadCert();
  const zip = useCertZip();
  const [asking, setAsking] = useState<{ row: CertRow; option: DownloadOption }>();
  const [busySha1, setBusySha1] = useState<string>();

  useEffect(() => {
    document.title = `${t('certs.list.title')} · ${t('web.app.title')}`;
  }, [t]);

  const firstPage = (next: CertFilterValues) => {
    setFilters(next);
    setPage(PAGE_DEFAULTS.page);
    setPageSize(PAGE_DEFAULTS.pageSize);
  };

  const downloaded = () =>
    window.setTimeout(() => toast.success(t('certs.download.success')), DOWNLOAD_TOAST_DELAY_MS);

  const choose = (row: CertRow, kind: DownloadKind) => {
    const option = downloadOption(kind);
    if (option.needsPassword) {
      setAsking({ row, option });
      return;
    }
    setBusySha1(row.sha1);
    if (kind === 'zip') {
      zip.mutate(row, {
        onSuccess: (outcome) => {
          if (outcome === 'notCurrent') {
            toast.warning(t('certs.download.zipNotCurrent'));
            return;
          }
          if (outcome === 'savedWithoutKey') toast.info(t('certs.download.zipNoKey'));
          downloaded();
        },
        onError: (error) => toast.warning(isApiError(error) ? error.msg : t('unknownError')),
        onSettled: () => setBusySha1(undefined),
      });
      return;
    }
    download.mutate(
      { sha1: row.sha1, option },
      { onSuccess: downloaded, onSettled: () => setBusySha1(undefined) },
    );
  };

  const withPassword = async (password: string) => {
    if (!asking) return;
    await download.mutateAsync({ sha1: asking.row.sha1, option: asking.option, password });
    setAsking(undefined);
    downloaded();
  };

  const rows = certs.data?.list ?? [];
  const reissueTargets = new Map(rows.map((row) => [row.sha1, row.orderID]));
  const pagination = {
    current: page,
    pageSize,
    total: certs.data?.total ?? 0,
    showSizeChanger: true,
    showTotal: (count: number) => t('web.common.total', { total: count }),
    onChange: (nextPage: number, nextSize: number) => {
      setPage(nextSize !== pageSize ? PAGE_DEFAULTS.page : nextPage);
      setPageSize(nextSize);
    },
  };

  const columns: ColumnsType<CertRow> = [
    {
      title: t('certs.list.orderID'),
      dataIndex: 'orderID',
      width: 80,
      render: (orderID: string) => <Link to={orderLink(orderID)}>{orderID}</Link>,
    },
    {
      title: t('certs.list.commonName'),
      dataIndex: 'commonName',
      render: (name: string) => <DomainText name={name} />,
    },
    {
      title: t('certs.list.productName'),
      dataIndex: 'productName',
      width: 170,
      render: (name: string) => <span className="name-text">{name || '--'}</span>,
    },
    {
      title: t('certs.list.brand'),
      dataIndex: 'brand',
      width: 100,
      render: (brand: string) => <span className="name-text">{brand || '--'}</span>,
    },
    {
      title: t('certs.list.sha1'),
      dataIndex: 'sha1',
      width: 125,
      render: (sha1: string) => (
        <Tooltip title={t('certs.list.sha1Full', { sha1 })}>
          <Typography.Text code copyable={{ text: sha1 }}>
            {shortSha1(sha1)}
          </Typography.Text>
        </Tooltip>
      ),
    },
    {
      title: t('certs.list.beginTime'),
      dataIndex: 'beginTime',
      width: DATE_TIME_COLUMN_WIDTH,
      render: (value: string, row) => <DateTimeText value={value} testId={`cert-begin-${row.sha1}`} />,
    },
    {
      title: t('certs.list.endTime'),
      dataIndex: 'endTime',
      width: DATE_TIME_COLUMN_WIDTH,
      render: (value: string, row) => <DateTimeText value={value} testId={`cert-end-${row.sha1}`} />,
    },
    {
      title: t('certs.list.action'),
      key: 'action',
      fixed: 'right',
      width: 130,
      render: (_, row) => (
        <DownloadMenu sha1={row.sha1} busy={busySha1 === row.sha1} onChoose={(kind) => choose(row, kind)} />
      ),
    },
  ];

  return (
    <div className="page" data-testid="certs-page">
      <div className="page__header">
        <h1 className="page__title">{t('certs.list.title')}</h1>
        <Button icon={<FileTextOutlined />} href={PATHS.sslDownload} data-testid="certs-files-help">
          {t('certs.list.filesHelp')}
        </Button>
      </div>
      <div className="page__card">
        <ReissueTargets value={reissueTargets}>
          <FilterPanel active={activeFilterCount(args, ['page', 'pageSize'])} testId="certs-filter-panel">
            <CertFilters onSearch={firstPage} onReset={() => firstPage({})} searching={certs.isFetching} />
          </FilterPanel>
          {mobile ? (
            <CertCards
              rows={rows}
              loading={certs.isFetching}
              empty={!certs.isPending && rows.length === 0}
              emptyText={emptyText}
              pagination={pagination}
              busySha1={busySha1}
              onChoose={choose}
            />
          ) : (
            <Table<CertRow>
              rowKey="sha1"
              size="middle"
              columns={columns}
              dataSource={rows}
              loading={certs.isFetching}
              locale={{
                emptyText: certs.isPending ? (
                  <div style={{ minHeight: 120 }} />
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
                ),
              }}
              pagination={pagination}
              scroll={{ x: 1040 }}
              onRow={(row) => testId(`cert-row-${row.sha1}`)}
            />
          )}
        </ReissueTargets>
      </div>
      <PasswordDialog
        option={asking?.option}
        submitting={download.isPending}
        onSubmit={withPassword}
        onClose={() => setAsking(undefined)}
      />
    </div>
  );
}

export default CertificatesPage;
