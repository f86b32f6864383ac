import { PricingRequestForm } from '../../../components/pricing-request/PricingRequestForm';
import { RequestPageFrame } from '../components/RequestPageFrame';

/** Price match request (/admin/price/feedback): spec 002 sections 3 and 5. */
export function PriceMatchPage() {
  return (
    <RequestPageFrame kind="priceMatchRequest">
      <PricingRequestForm table="priceMatchRequest" />
    </RequestPageFrame>
  );
}

export default PriceMatchPage;
