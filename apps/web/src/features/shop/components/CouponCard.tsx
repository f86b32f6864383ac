import type { Coupon } from '@portal/contract';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { toast } from '../../../lib/toast';
import { GET_CERT_PATH } from '../catalogue';
import { couponDate } from '../coupons';
import { useIsMobile } from '../../../lib/useIsMobile';

/**
 * A promo code: amount (USD, shown in the display currency), title, description, copyable code and validity.
 * A usable coupon leads to the product list; one that is not usable is greyed and does nothing. The copy
 * button stops its click itself (antd), so copying does not open the product list.
 */
export function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { currency } = usePreferences();
  const mobile = useIsMobile();
  const usable = coupon.usable;
  const open = () => void navigate(GET_CERT_PATH);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };

  return (
    <div
      data-testid={`coupon-card-${coupon.code}`}
      role={usable ? 'link' : undefined}
      tabIndex={usable ? 0 : undefined}
      aria-disabled={usable ? undefined : true}
      onClick={usable ? open : undefined}
      onKeyDown={usable ? onKeyDown : undefined}
      style={{
        height: '100%',
        cursor: usable ? 'pointer' : 'not-allowed',
        opacity: usable ? 1 : 0.55,
        filter: usable ? undefined : 'grayscale(1)',
      }}
    >
      <Card hoverable={usable} size="small" style={{ height: '100%' }}>
        <Flex gap={mobile ? 12 : 16} align="center">
          <div style={{ flex: 'none', minWidth: mobile ? 72 : 96, textAlign: 'center' }}>
            <Typography.Text
              strong
              type={usable ? 'danger' : 'secondary'}
              style={{ fontSize: mobile ? 20 : 24 }}
            >
              {formatMoney(coupon.amount, currency)}
            </Typography.Text>
          </div>
          <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Flex justify="space-between" align="center" gap={8}>
              <Typography.Text strong ellipsis>
                {coupon.title || t('shop.coupons.defaultTitle')}
              </Typography.Text>
              {!usable && (
                <Tag style={{ marginInlineEnd: 0 }}>{t(`shop.coupons.status.${coupon.status}`)}</Tag>
              )}
            </Flex>
            {coupon.describe && (
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {coupon.describe}
              </Typography.Text>
            )}
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {t('web.common.label', { label: t('shop.coupons.code') })}{' '}
              </Typography.Text>
              <Typography.Text
                code
                copyable={{ text: coupon.code, onCopy: () => toast.success(t('shop.coupons.copied')) }}
              >
                {coupon.code}
              </Typography.Text>
            </div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('web.common.label', { label: t('shop.coupons.validity') })}{' '}
              <span style={{ whiteSpace: 'nowrap' }}>{couponDate(coupon.publishAt)}</span> ~{' '}
              <span style={{ whiteSpace: 'nowrap' }}>{couponDate(coupon.endAt)}</span>
            </Typography.Text>
          </Flex>
        </Flex>
      </Card>
    </div>
  );
}
