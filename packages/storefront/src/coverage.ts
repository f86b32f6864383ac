import type { CatalogueEntry } from '@portal/contract';
import type { StorefrontTexts } from '@portal/i18n';

/** What a certificate covers, from its domain type (IP and code-signing entries by their tab). */
export function coverageText(
  entry: Pick<CatalogueEntry, 'domainType' | 'queryType'>,
  texts: StorefrontTexts,
): string {
  const c = texts.coverage;
  if (entry.queryType === 'CodeSign') return c.codeSign;
  if (entry.queryType === 'SSL_IP') return c.ip;
  switch (entry.domainType) {
    case 2:
      return c.multi;
    case 4:
      return c.wildcard;
    case 6:
      return c.multiWildcard;
    default:
      return c.single;
  }
}
