import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Steps from 'antd/es/steps';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { checkDelegation, createDelegation, type Delegation, type DelegationCheck } from '../api/domains';
import { isDelegationOff, stateColor } from '../logic/domainRows';

const BREAK = { wordBreak: 'break-all' } as const;

/**
 * "Validate automatically" (docs/domain/dcv-delegation.md): step 1 asks for the delegation (idempotent) and shows
 * the one CNAME to create, step 2 ("Check now") looks for it and shows what was found versus expected.
 */
export function DelegationDialog({
  domain,
  onClose,
  onOff,
}: {
  /** The domain to delegate (no wildcard label). */
  domain: string;
  /** Closed: the page reloads the list (the state may have changed). */
  onClose: () => void;
  /** The server answered that delegation is off (1060): the page shows its notice instead. */
  onOff: () => void;
}) {
  const { t } = useTranslation();
  const [delegation, setDelegation] = useState<Delegation>();
  const [check, setCheck] = useState<DelegationCheck>();
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string>();

  const refuse = (error: unknown) => {
    if (isDelegationOff(error)) onOff();
    else setProblem(isApiError(error) ? error.msg : t('unknownError'));
  };

  useEffect(() => {
    let live = true;
    createDelegation(domain).then(
      (answer) => live && setDelegation(answer),
      (error: unknown) => live && refuse(error),
    );
    return () => {
      live = false;
    };
    // Asked once per domain the dialog opens for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [domain]);

  const checkNow = () => {
    setChecking(true);
    setProblem(undefined);
    checkDelegation(domain).then(
      (answer) => {
        setChecking(false);
        setCheck(answer);
      },
      (error: unknown) => {
        setChecking(false);
        refuse(error);
      },
    );
  };

  const state = check?.state ?? delegation?.state;
  return (
    <Modal
      open
      title={t('domains.page.dialog.title', { domain })}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose} data-testid="delegation-close">
          {t('domains.page.dialog.close')}
        </Button>,
        <Button
          key="check"
          type="primary"
          loading={checking}
          disabled={!delegation}
          onClick={checkNow}
          data-testid="delegation-check"
        >
          {t('domains.page.dialog.check')}
        </Button>,
      ]}
      data-testid="delegation-dialog"
    >
      <Steps
        size="small"
        current={check ? 1 : 0}
        items={[{ title: t('domains.page.dialog.step1') }, { title: t('domains.page.dialog.step2') }]}
      />
      {problem && (
        <Alert
          className="domains-dialog__problem"
          type="error"
          showIcon
          title={problem}
          data-testid="delegation-problem"
        />
      )}
      {!delegation && !problem && <Skeleton active paragraph={{ rows: 3 }} />}
      {delegation && (
        <div className="domains-cname" data-testid="delegation-cname">
          <p>{t('domains.page.dialog.intro')}</p>
          <CnameRecord name={delegation.name} target={delegation.target} testId="delegation" />
          <p>{t('domainsUi.acme.intro')}</p>
          <CnameRecord name={delegation.acmeName} target={delegation.target} testId="delegation-acme" />
          <p className="domains-cname__hint">{t('domains.page.dialog.once')}</p>
        </div>
      )}
      {state && (
        <p>
          {t('web.common.label', { label: t('domains.page.columns.delegation') })}{' '}
          <Tag color={stateColor(state)} data-testid="delegation-state">
            {t(`domains.page.states.${state}`)}
          </Tag>
        </p>
      )}
      {check && (
        <div data-testid="delegation-result">
          <dl className="domains-cname__record">
            <dt>{t('domains.page.dialog.expected')}</dt>
            <dd style={BREAK} data-testid="delegation-expected">
              {check.expected}
            </dd>
            <dt>{t('domains.page.dialog.found')}</dt>
            <dd style={BREAK} data-testid="delegation-found">
              {check.found.length > 0 ? check.found.join(', ') : t('domains.page.dialog.nothing')}
            </dd>
          </dl>
          {check.state === 'active' ? (
            <Alert type="success" showIcon title={t('domains.page.dialog.active', { domain })} />
          ) : (
            <Alert
              type="warning"
              showIcon
              title={check.problem ?? t('domains.page.dialog.pending')}
              data-testid="delegation-pending"
            />
          )}
        </div>
      )}
    </Modal>
  );
}

/** One CNAME record to create (name, type, target), each part copyable; test ids `{testId}-name`, `{testId}-target`. */
function CnameRecord({ name, target, testId }: { name: string; target: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <dl className="domains-cname__record">
      <dt>{t('domains.page.dialog.name')}</dt>
      <dd>
        <Typography.Text code copyable style={BREAK} data-testid={`${testId}-name`}>
          {name}
        </Typography.Text>
      </dd>
      <dt>{t('domains.page.dialog.type')}</dt>
      <dd>CNAME</dd>
      <dt>{t('domains.page.dialog.target')}</dt>
      <dd>
        <Typography.Text code copyable style={BREAK} data-testid={`${testId}-target`}>
          {target}
        </Typography.Text>
      </dd>
    </dl>
  );
}
