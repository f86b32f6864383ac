import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Delegate a domain" above the list: a domain typed before its first order opens the CNAME dialog (the server
 * checks the name: its refusal shows in the dialog). A wildcard is delegated at its base.
 */
export function DelegateDomainForm({ onDelegate }: { onDelegate: (domain: string) => void }) {
  const { t } = useTranslation();
  const [domain, setDomain] = useState('');
  const typed = domain.trim().toLowerCase().replace(/^\*\./, '').replace(/\.$/, '');
  const submit = () => {
    if (typed) onDelegate(typed);
  };
  return (
    <div className="domains-delegate" data-testid="domains-delegate">
      <label htmlFor="domains-delegate-input" className="domains-delegate__label">
        {t('domainsUi.delegate.label')}
      </label>
      <Space.Compact className="domains-delegate__row">
        <Input
          id="domains-delegate-input"
          value={domain}
          placeholder="example.com"
          maxLength={253}
          spellCheck={false}
          autoCapitalize="none"
          onChange={(event) => setDomain(event.target.value)}
          onPressEnter={submit}
          data-testid="domains-delegate-input"
        />
        <Button type="primary" disabled={!typed} onClick={submit} data-testid="domains-delegate-submit">
          {t('domains.page.validate')}
        </Button>
      </Space.Compact>
      <div className="domains-muted">{t('domainsUi.delegate.hint')}</div>
    </div>
  );
}
