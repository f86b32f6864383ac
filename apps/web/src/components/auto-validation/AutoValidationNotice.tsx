import Alert from 'antd/es/alert';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { may } from '../../lib/access';
import { useDomainsQuietly } from '../../lib/queries/domains';
import { useProfile } from '../../lib/queries/profile';
import { coverageOf, type AutoMethod } from './coverage';

export const DOMAINS_PATH = '/admin/domains';

function methodText(
  t: (key: string, vars?: Record<string, string>) => string,
  name: string,
  how: AutoMethod,
) {
  return how.kind === 'delegated'
    ? t('domainsUi.auto.byDelegation', { name, domain: how.domain })
    : t('domainsUi.auto.byConnector', {
        name,
        label: how.label,
        provider: t(`domainsUi.connectors.providers.${how.provider}`),
      });
}

/**
 * "Validate automatically" beside an order's validation values (purchase wizard step 2, order page): the names a
 * delegation or a DNS connector validates (GET domains) need no value published, and how; DNS names of another
 * method could; the others are published by hand, with a link to the Domains page to set it up. Loaded lazily by
 * both places; says nothing while GET domains loads or when it fails (the values below stay the way to validate).
 */
export function AutoValidationNotice({
  items,
  testId,
  onAllAutomatic,
}: {
  items: readonly { domain: string; authMethod: string }[];
  testId: string;
  /** Told whether every name validates by itself (the wizard then leaves out its "publish the values" help). */
  onAllAutomatic?: (all: boolean) => void;
}) {
  const { t } = useTranslation();
  const profile = useProfile();
  const readable = profile.data ? may('orders.read', profile.data.capabilities) : false;
  const domains = useDomainsQuietly(readable && items.length > 0);
  const coverage = domains.data ? coverageOf(items, domains.data.list) : undefined;
  const all =
    coverage !== undefined &&
    coverage.auto.length > 0 &&
    coverage.manual.length === 0 &&
    coverage.otherMethod.length === 0;
  useEffect(() => {
    onAllAutomatic?.(all);
  }, [all, onAllAutomatic]);
  if (!coverage || items.length === 0) return null;
  const { auto, otherMethod, manual } = coverage;
  const setUp = (
    <Link to={DOMAINS_PATH} data-testid={`${testId}-setup`}>
      {t('domainsUi.auto.setUp')}
    </Link>
  );
  return (
    <div data-testid={testId}>
      {auto.length > 0 && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('domainsUi.auto.title')}
          data-testid={`${testId}-auto`}
          description={
            <>
              <div>{t('domainsUi.auto.intro')}</div>
              <ul style={{ paddingLeft: 18, margin: '4px 0' }}>
                {auto.map(({ name, how }) => (
                  <li key={name} className="wrap-anywhere" data-testid={`${testId}-name-${name}`}>
                    {methodText(t, name, how)}
                  </li>
                ))}
              </ul>
              <div>{t('domainsUi.auto.next')}</div>
              {otherMethod.length > 0 && (
                <div style={{ marginTop: 4 }}>
                  {t('domainsUi.auto.otherMethod', { names: otherMethod.join(', ') })}
                </div>
              )}
            </>
          }
        />
      )}
      {auto.length === 0 && otherMethod.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('domainsUi.auto.otherMethod', { names: otherMethod.join(', ') })}
          data-testid={`${testId}-other`}
        />
      )}
      {manual.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('domainsUi.auto.manualTitle')}
          data-testid={`${testId}-manual`}
          description={
            <>
              <div className="wrap-anywhere">{t('domainsUi.auto.manual', { names: manual.join(', ') })}</div>
              {setUp}
            </>
          }
        />
      )}
    </div>
  );
}

export default AutoValidationNotice;
