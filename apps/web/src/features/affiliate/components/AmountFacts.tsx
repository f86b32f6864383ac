import Descriptions from 'antd/es/descriptions';
import type { ReactNode } from 'react';
import { formatUsd } from '../../../lib/format';

export interface AmountFact {
  key: string;
  label: string;
  /** USD, or a text (payment method, PayPal id). */
  value: number | string;
}

/** Amounts and facts as labelled cells: three a row on a wide screen, one a row on a phone. */
export function AmountFacts({ facts, testId }: { facts: AmountFact[]; testId: string }) {
  return (
    <Descriptions
      size="small"
      bordered
      styles={{ label: { whiteSpace: 'nowrap' } }}
      column={{ xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 }}
      data-testid={testId}
      items={facts.map((fact) => ({
        key: fact.key,
        label: fact.label,
        children: (
          <span data-testid={`${testId}-${fact.key}`}>
            {typeof fact.value === 'number' ? formatUsd(fact.value) : (fact.value as ReactNode) || '--'}
          </span>
        ),
      }))}
    />
  );
}
