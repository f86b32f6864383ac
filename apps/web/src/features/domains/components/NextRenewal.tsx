import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../../components/DateTimeText';
import type { DomainListRow } from '../api/domains';

/**
 * The next renewal that reaches a name (GET domains `nextReissue`) and what it will take: the customer ("Needs you",
 * the case the notice mail warns about), nothing (the delegation or connector validates it), or nothing at all while
 * the last validation can still be reused.
 */
export function NextRenewal({ row }: { row: DomainListRow }) {
  const { t } = useTranslation();
  const id = `domain-next-${row.domain}`;
  const next = row.nextReissue;
  if (!next) return <span data-testid={id}>{t('domainsUi.next.none')}</span>;
  const [color, key] = next.needsCustomer
    ? ['warning', 'needsYou']
    : next.needsValidation
      ? ['success', 'automatic']
      : ['default', 'reused'];
  return (
    <div data-testid={id}>
      <DateTimeText value={next.at} testId={`${id}-at`} />
      <div>
        <Tag color={color} data-testid={`${id}-state`}>
          {t(`domainsUi.next.${key}`)}
        </Tag>
      </div>
    </div>
  );
}
