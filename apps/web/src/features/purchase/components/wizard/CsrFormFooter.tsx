import Alert from 'antd/es/alert';
import { SubStepActions } from './SubStepActions';
import { VerifyEmailField } from './VerifyEmailField';

/** What both CSR forms end with: the optional verification email, the server's problem, Back and Next. */
export function CsrFormFooter({
  problem,
  onBack,
  backLoading,
  pending,
}: {
  problem: string | undefined;
  onBack: () => void;
  backLoading: boolean;
  pending: boolean;
}) {
  return (
    <>
      <VerifyEmailField />
      {problem && (
        <Alert
          type="error"
          showIcon
          title={problem}
          className="purchase-field-note"
          data-testid="wizard-csr-error"
        />
      )}
      <SubStepActions
        onBack={onBack}
        backLoading={backLoading}
        nextTestId="wizard-csr-next"
        nextLoading={pending}
      />
    </>
  );
}
