import { GuaranteeForm } from '../components/GuaranteeForm';
import { RequestPageFrame } from '../components/RequestPageFrame';

/** Switch and match guarantee (/admin/price/guarantee): a sales receipt from another provider. */
export function GuaranteePage() {
  return (
    <RequestPageFrame kind="guarantee">
      <GuaranteeForm />
    </RequestPageFrame>
  );
}

export default GuaranteePage;
