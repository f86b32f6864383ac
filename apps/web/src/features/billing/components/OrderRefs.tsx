import { Fragment } from 'react';
import { Link } from 'react-router';
import { orderLink } from '../logic/billingRules';

/** The orders and reissues of a payment as links (a reissue id, with its underscore, to the reissue detail). */
export function OrderRefs({ ordersID, reissueOrdersID }: { ordersID: number[]; reissueOrdersID: string[] }) {
  const refs = [...ordersID.map(String), ...reissueOrdersID];
  if (refs.length === 0) return <>--</>;
  return (
    <span className="billing-refs">
      {refs.map((ref, index) => (
        <Fragment key={ref}>
          {index > 0 && ', '}
          <Link to={orderLink(ref)} data-testid={`billing-order-link-${ref}`}>
            {ref}
          </Link>
        </Fragment>
      ))}
    </span>
  );
}
