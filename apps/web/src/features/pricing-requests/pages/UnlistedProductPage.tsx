import { PricingRequestForm } from '../../../components/pricing-request/PricingRequestForm';
import { RequestPageFrame } from '../components/RequestPageFrame';

/** Unlisted product request (/admin/price/unlisted): spec 002 sections 3 and 5. */
export function UnlistedProductPage() {
  return (
    <RequestPageFrame kind="unlistedProductRequest">
      <PricingRequestForm table="unlistedProductRequest" />
    </RequestPageFrame>
  );
}

export default UnlistedProductPage;
