import { KEY_SCOPES, type KeyScope } from '@portal/contract';
import Button from 'antd/es/button';
import Radio from 'antd/es/radio';
import { useTranslation } from 'react-i18next';

/**
 * The key's scope with what each allows. With a key, "Save scope" changes it at once (PUT access_key/scope);
 * before the first key, the choice is the scope the new key is made with.
 */
export function ScopeChoice({
  value,
  saved,
  hasKey,
  saving,
  onChange,
  onSave,
}: {
  value: KeyScope;
  saved: KeyScope;
  hasKey: boolean;
  saving: boolean;
  onChange: (scope: KeyScope) => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="api-keys__scope">
      <h3>{t('apiKeys.scope')}</h3>
      <Radio.Group
        value={value}
        onChange={(event) => onChange(event.target.value as KeyScope)}
        data-testid="key-scope"
      >
        {KEY_SCOPES.map((scope) => (
          <Radio
            key={scope}
            value={scope}
            className="api-keys__scope-option"
            data-testid={`key-scope-${scope}`}
          >
            <strong>{t(`apiKeys.scopes.${scope}`)}</strong>
            <div className="api-keys__help">{t(`apiKeys.scopeHelp.${scope}`)}</div>
          </Radio>
        ))}
      </Radio.Group>
      {hasKey ? (
        <Button onClick={onSave} disabled={value === saved} loading={saving} data-testid="key-scope-save">
          {t('apiKeys.scopeSave')}
        </Button>
      ) : (
        <div className="api-keys__help">{t('apiKeys.scopeNeedsKey')}</div>
      )}
    </div>
  );
}
