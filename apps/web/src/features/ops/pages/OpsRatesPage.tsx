import { opsRateBody, type OpsRateRow } from '@portal/contract';
import Button from 'antd/es/button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ResponsiveTable';
import { toast } from '../../../lib/toast';
import { opsCatalogueKey, setRate, useOpsRates } from '../api/opsCatalogue';
import { ActionDialog } from '../components/ActionDialog';
import '../ops.css';

/**
 * /ops/catalogue/rates: the display currencies with their rate per US dollar (the service `portal rates:set`
 * uses). The books stay in USD; the rate only changes what customers are shown.
 */
export function OpsRatesPage() {
  const { t } = useTranslation();
  const rates = useOpsRates();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<OpsRateRow>();

  useEffect(() => {
    document.title = `${t('opsCatalogue.console.rates.title')} · ${t('ops.console.title')}`;
  }, [t]);

  const c = (key: string) => t(`opsCatalogue.console.rates.columns.${key}`);
  const columns: ResponsiveColumn<OpsRateRow>[] = [
    {
      key: 'currency',
      title: c('currency'),
      dataIndex: 'currency',
      width: 120,
      card: 'head',
      render: (code: string, row) => `${code} (${row.symbol})`,
    },
    {
      key: 'rate',
      title: c('rate'),
      dataIndex: 'rate',
      width: 180,
      render: (rate: string, row) => (
        <span data-testid={`ops-rate-${row.currency}`}>{rate || t('opsCatalogue.console.rates.none')}</span>
      ),
    },
    {
      key: 'rateDate',
      title: c('rateDate'),
      dataIndex: 'rateDate',
      width: 140,
      render: (d: string) => d || '--',
    },
    {
      key: 'actions',
      title: c('actions'),
      width: 120,
      card: 'actions',
      render: (_: unknown, row) =>
        row.currency === 'USD' ? null : (
          <Button size="small" onClick={() => setEditing(row)} data-testid={`ops-rate-edit-${row.currency}`}>
            {t('opsCatalogue.console.rates.edit')}
          </Button>
        ),
    },
  ];

  return (
    <div className="page" data-testid="ops-rates-page">
      <div className="page__header">
        <h1 className="page__title">{t('opsCatalogue.console.rates.title')}</h1>
      </div>
      <div className="page__card">
        <p>{t('opsCatalogue.console.rates.text')}</p>
        <ResponsiveTable<OpsRateRow>
          rowKey="currency"
          size="middle"
          columns={columns}
          dataSource={rates.data?.list ?? []}
          loading={rates.isFetching}
          pagination={{ pageSize: 30, hideOnSinglePage: true }}
          rowTestId={(row) => `ops-rate-row-${row.currency}`}
          data-testid="ops-rates-table"
        />
      </div>
      {editing && (
        <ActionDialog
          title={t('opsCatalogue.console.rates.editTitle', { currency: editing.currency })}
          okText={t('opsCatalogue.console.rates.save')}
          fields={[
            { name: 'rate', label: t('opsCatalogue.console.rates.rate'), schema: opsRateBody.shape.rate },
          ]}
          run={(values) => setRate(editing.currency, values.rate ?? '')}
          onDone={(row) => {
            toast.success(t('opsCatalogue.console.rates.saved', { currency: row.currency, rate: row.rate }));
            setEditing(undefined);
            void queryClient.invalidateQueries({ queryKey: opsCatalogueKey });
          }}
          onClose={() => setEditing(undefined)}
          testIdPrefix="ops-rate-dialog"
        />
      )}
    </div>
  );
}
