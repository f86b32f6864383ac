import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';

/** Back and Next of a sub-step; Next submits the sub-step's form unless `onNext` is given. */
export function SubStepActions({
  onBack,
  backLoading,
  nextTestId,
  nextLoading,
  nextLabel,
  onNext,
}: {
  onBack: () => void;
  backLoading?: boolean | undefined;
  nextTestId: string;
  nextLoading?: boolean | undefined;
  nextLabel?: string | undefined;
  onNext?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="purchase-actions">
      <Button onClick={onBack} loading={backLoading} disabled={nextLoading} data-testid="wizard-back">
        {t('purchase.common.back')}
      </Button>
      <Button
        type="primary"
        htmlType={onNext ? 'button' : 'submit'}
        onClick={onNext}
        loading={nextLoading}
        disabled={backLoading}
        data-testid={nextTestId}
      >
        {nextLabel ?? t('purchase.common.next')}
      </Button>
    </div>
  );
}
