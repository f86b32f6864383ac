import { PricingRequestForm } from '../../../components/pricing-request/PricingRequestForm';
import { RequestPageFrame } from '../components/RequestPageFrame';

/** Bulk buys request (/admin/price/bulkbuys): spec 002 sections 3 and 5. */
export function BulkBuysPage() {
  return (
    <RequestPageFrame kind="bulkBuys">
      <PricingRequestForm table="bulkBuys" />
    </RequestPageFrame>
  );
}

export default BulkBuysPage;
