import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { may } from '../../../lib/access';
import { useExpiringCerts, type ExpiringRow } from '../api/listExpiringCerts';
import { ExpiringTable } from '../components/ExpiringTable';
import { RenewDialog } from '../components/RenewDialog';
import '../certificates.css';

/**
 * Expiring certificates (/admin/order/expired-cert): "Expired for less than 7 Days" and "Expiring with in 30
 * Days" (the spec's wording), not paged. Each row's Renew opens the renewal dialog (Years, Coupons), which places
 * the renewal order and takes the customer to pay it (for whom the matrix lets place orders).
 */
export function ExpiringCertsPage() {
  const { t } = useTranslation();
  const expiring = useExpiringCerts();
  const [renewing, setRenewing] = useState<ExpiringRow>();
  const onRenew = may('orders.manage') ? setRenewing : undefined;

  useEffect(() => {
    document.title = `${t('certs.expiring.title')} · ${t('web.app.title')}`;
  }, [t]);

  return (
    <div className="page" data-testid="expiring-page">
      <h1 className="page__title">{t('certs.expiring.title')}</h1>
      <div className="page__card">
        <ExpiringTable
          title={t('certs.expiring.week')}
          rows={expiring.data?.expiringInWeek ?? []}
          loading={expiring.isFetching}
          tagColor="red"
          emptyText={t('certs.expiring.emptyWeek')}
          testId="expiring-week"
          onRenew={onRenew}
        />
        <ExpiringTable
          title={t('certs.expiring.month')}
          rows={expiring.data?.expiringInMonth ?? []}
          loading={expiring.isFetching}
          tagColor="orange"
          emptyText={t('certs.expiring.emptyMonth')}
          testId="expiring-month"
          onRenew={onRenew}
        />
      </div>
      <RenewDialog row={renewing} onClose={() => setRenewing(undefined)} />
    </div>
  );
}

export default ExpiringCertsPage;
