import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { COUPON_TAGS, type CouponTag } from '@portal/contract';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Row from 'antd/es/row';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useIsMobile } from '../../../lib/useIsMobile';
import { useRefreshCoupons } from '../api/getLatestCoupon';
import { useCoupons } from '../api/listCoupons';
import { CouponCard } from '../components/CouponCard';

/**
 * Promo codes (/admin/coupons): all, not used, used, expired; Refresh grants a pending gift and reloads. Under
 * 992 px the Refresh button sits above the tabs, so the four tabs keep their room.
 */
export function CouponsPage() {
  const { t } = useTranslation();
  const [tag, setTag] = useState<CouponTag>('all');
  const coupons = useCoupons(tag);
  const refresh = useRefreshCoupons();
  const mobile = useIsMobile();

  useEffect(() => {
    document.title = `${t('shop.coupons.title')} · ${t('web.app.title')}`;
  }, [t]);

  const list = coupons.data ?? [];
  const refreshButton = (
    <Button
      icon={<ReloadOutlined />}
      loading={refresh.isPending}
      data-testid="coupons-refresh"
      onClick={() =>
        refresh.mutate(undefined, { onSuccess: () => toast.success(t('shop.coupons.refreshed')) })
      }
    >
      {t('shop.coupons.refresh')}
    </Button>
  );

  return (
    <div className="page" data-testid="coupons-page">
      <h1 className="page__title">{t('shop.coupons.title')}</h1>
      <div className="page__card">
        {mobile && (
          <div className="toolbar" style={{ marginTop: 8, marginBottom: 0 }}>
            {refreshButton}
          </div>
        )}
        <Tabs
          activeKey={tag}
          onChange={(key) => setTag(key as CouponTag)}
          tabBarExtraContent={mobile ? undefined : refreshButton}
          items={COUPON_TAGS.map((key) => ({
            key,
            label: <span data-testid={`coupon-tab-${key}`}>{t(`shop.coupons.tabs.${key}`)}</span>,
          }))}
        />
        <Spin spinning={coupons.isFetching}>
          {coupons.isPending ? (
            <div style={{ minHeight: 160 }} />
          ) : list.length === 0 ? (
            <div data-testid="coupons-empty">
              <Empty description={t('shop.coupons.empty')} />
            </div>
          ) : (
            <Row gutter={[16, 16]}>
              {list.map((coupon) => (
                <Col key={coupon.id} xs={24} md={12} xxl={8}>
                  <CouponCard coupon={coupon} />
                </Col>
              ))}
            </Row>
          )}
        </Spin>
      </div>
    </div>
  );
}

export default CouponsPage;
