import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../paths';

/** event/info has no product: no purchase was started. */
export function EmptyPurchase() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Empty description={t('purchase.empty.text')} data-testid="wizard-empty">
      <Button type="primary" onClick={() => void navigate(PATHS.getCert)} data-testid="wizard-choose-product">
        {t('purchase.empty.action')}
      </Button>
    </Empty>
  );
}
