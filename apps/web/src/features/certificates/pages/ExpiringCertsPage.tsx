import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useExpiringCerts } from '../api/listExpiringCerts';
import { ExpiringTable } from '../components/ExpiringTable';
import '../certificates.css';

/**
 * Expiring certificates (/admin/order/expired-cert): "Expired for less than 7 Days" and "Expiring with in 30
 * Days" (the spec's wording), not paged.
 */
export function ExpiringCertsPage() {
  const { t } = useTranslation();
  const expiring = useExpiringCerts();

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
        />
        <ExpiringTable
          title={t('certs.expiring.month')}
          rows={expiring.data?.expiringInMonth ?? []}
          loading={expiring.isFetching}
          tagColor="orange"
          emptyText={t('certs.expiring.emptyMonth')}
          testId="expiring-month"
        />
      </div>
    </div>
  );
}

export default ExpiringCertsPage;
