import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Result from 'antd/es/result';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../api/getDashboard';
import { ChartCard } from '../components/ChartCard';
import { CountTiles } from '../components/CountTiles';
import { RecentOrders } from '../components/RecentOrders';
import '../dashboard.css';

/**
 * Dashboard (/admin/dashboard): five count tiles linking to My Orders by tag and to the promo codes, the recent
 * and the recently issued orders, and pie charts by brand, domain type, validation type and certificate expiry.
 * Two columns from 992 px, one below.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const dashboard = useDashboard();

  useEffect(() => {
    document.title = `${t('dashboard.title')} · ${t('web.app.title')}`;
  }, [t]);

  const data = dashboard.data;
  return (
    <div className="page" data-testid="dashboard-page">
      <h1 className="page__title">{t('dashboard.title')}</h1>
      {dashboard.isError ? (
        <Result
          status="warning"
          title={t('dashboard.loadFailed')}
          extra={
            <Button onClick={() => void dashboard.refetch()} data-testid="dashboard-retry">
              {t('dashboard.retry')}
            </Button>
          }
        />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 8 }} data-testid="dashboard-loading" />
      ) : (
        <div data-testid="dashboard-content">
          <CountTiles data={data} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card size="small" title={t('dashboard.recentOrders')}>
                <RecentOrders
                  rows={data.recentOrders}
                  empty={t('dashboard.noOrders')}
                  name="dashboard-recent"
                />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title={t('dashboard.recentIssued')}>
                <RecentOrders
                  rows={data.recentIssuedOrders}
                  empty={t('dashboard.noIssued')}
                  name="dashboard-issued"
                />
              </Card>
            </Col>
            {(
              [
                ['brand', data.ordersBrandData, 'noOrders', 'brand'],
                ['domainType', data.ordersDomainTypeData, 'noOrders', 'domain'],
                ['auditType', data.ordersAuditTypeData, 'noOrders', 'audit'],
                ['expiry', data.ordersCertExpiredData, 'noExpiring', 'expiry'],
              ] as const
            ).map(([chart, slices, empty, id]) => (
              <Col xs={24} lg={12} key={chart}>
                <ChartCard
                  title={t(`dashboard.charts.${chart}`)}
                  slices={slices}
                  empty={t(`dashboard.${empty}`)}
                  name={`dashboard-chart-${id}`}
                />
              </Col>
            ))}
          </Row>
        </div>
      )}
    </div>
  );
}
