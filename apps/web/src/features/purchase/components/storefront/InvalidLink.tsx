import { VISITOR_PURCHASE_TTL_DAYS } from '@portal/contract';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_PATHS } from '../../paths';

/** An unknown or expired purchase code (1030 / 1031), or no product: a clear page with the way back. */
export function InvalidLink({ reason }: { reason: 'invalid' | 'noProduct' }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={
        reason === 'invalid' ? t('purchase.visitor.invalid.title') : t('purchase.visitor.productMissing')
      }
      subTitle={
        reason === 'invalid'
          ? t('purchase.visitor.invalid.text', { days: VISITOR_PURCHASE_TTL_DAYS })
          : undefined
      }
      extra={
        <Button type="primary" href={STOREFRONT_PATHS.products} data-testid="storefront-products">
          {t('purchase.visitor.invalid.action')}
        </Button>
      }
      data-testid="storefront-invalid"
    />
  );
}
