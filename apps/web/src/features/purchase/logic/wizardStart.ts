import type { EventInfo, Product } from '@portal/contract';

type EventProduct = NonNullable<EventInfo['product']>;

/** The term the address names (`?product=RapidDV&validity=12`): the product list puts it there. */
export function termInAddress(search: URLSearchParams): { shortName: string; validity: number } | undefined {
  const shortName = search.get('product');
  const validity = Number(search.get('validity'));
  return shortName && Number.isInteger(validity) && validity > 0 ? { shortName, validity } : undefined;
}

/**
 * What the member wizard starts with (issue 31). The address wins: with `?product=…&validity=…` naming another
 * product than the unfinished purchase (the draft), the wizard shows the address's product and offers the draft
 * separately (`offerDraft`); the draft is replaced only when the user goes on (the contact step's save starts the
 * address's purchase with event/create). Without address parameters, or when they name the draft's product, the
 * draft is shown as before.
 */
export type WizardStart =
  | { kind: 'draft' }
  | { kind: 'address'; shortName: string; validity: number; offerDraft: EventProduct | null };

export function wizardStart(
  term: { shortName: string; validity: number } | undefined,
  draft: EventProduct | null,
): WizardStart {
  if (!term || draft?.shortName === term.shortName) return { kind: 'draft' };
  return { kind: 'address', shortName: term.shortName, validity: term.validity, offerDraft: draft };
}

/** A catalogue row (GET products) as the wizard's product (event/info's shape): its terms are its price options. */
export function wizardProductOf(row: Product): EventProduct {
  return {
    shortName: row.shortName,
    name: row.name,
    brand: row.brand,
    productType: row.productType,
    auditType: row.auditType,
    domainType: row.domainType,
    productTag: row.productTag,
    wholesaleCount: row.wholesaleCount,
    maxNames: row.maxNames,
    supportFreeTrial: row.supportFreeTrial,
    validities: Object.values(row.priceInfo)
      .map((option) => option.validity)
      .sort((a, b) => a - b),
  };
}

/** The address's purchase before it is started: the product alone, nothing saved yet. */
export function freshPurchase(email: string, product: EventProduct): EventInfo {
  return { email, product, ContactInfo: null, CSRInfo: null };
}
