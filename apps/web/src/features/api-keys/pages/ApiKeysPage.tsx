import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { KeyScope } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useProfile } from '../../../lib/queries/profile';
import { saveBlob } from '../../../lib/saveFile';
import { toast } from '../../../lib/toast';
import { useAccessKey, useAccessKeyInfo, useResetKey, useSetScope } from '../api/accessKey';
import { fetchOpenApiDocument, type OpenApiFile } from '../api/openApiDocument';
import { ApiReference } from '../components/ApiReference';
import { KeyPanel } from '../components/KeyPanel';
import { NewKeyModal } from '../components/NewKeyModal';
import { ScopeChoice } from '../components/ScopeChoice';
import { keyPageAccess } from '../logic/access';
import '../api-keys.css';

/**
 * API tokens (/admin/integration/api, main account only): the key (masked; whole once after a reset), its scope,
 * the OpenAPI document to download and the API reference rendered from it (docs/domain/api-keys.md).
 */
export function ApiKeysPage() {
  const { t, i18n } = useTranslation();
  const profile = useProfile();
  // The key's calls are made only for whom the matrix lets manage it (a sub-user's would answer 403).
  const access = profile.data ? keyPageAccess(profile.data) : undefined;
  const allowed = access?.allowed === true;
  const current = useAccessKey(allowed);
  const info = useAccessKeyInfo(allowed);
  const reset = useResetKey();
  const setScope = useSetScope();
  const [fresh, setFresh] = useState<string>();
  const [showNew, setShowNew] = useState(false);
  const [scope, setScopeChoice] = useState<KeyScope>();
  const [document, setDocument] = useState<{ file: OpenApiFile; spec: object }>();

  useEffect(() => {
    window.document.title = `${t('apiKeys.title')} · ${t('web.app.title')}`;
  }, [t]);

  // The document's texts are in the session's language: read again when it changes.
  const language = i18n.language;
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    fetchOpenApiDocument()
      .then((file) => {
        if (live) setDocument({ file, spec: JSON.parse(file.text) as object });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [allowed, language]);

  if (access && !access.allowed)
    return (
      <div className="page api-keys" data-testid="api-keys-page">
        <div className="page__header">
          <h1 className="page__title">{t('apiKeys.title')}</h1>
        </div>
        <Alert
          type="info"
          showIcon
          title={t('apiKeys.denied.title')}
          description={t(access.denial.key, { role: t(access.denial.vars.roleKey) })}
          data-testid="api-keys-not-allowed"
        />
      </div>
    );
  const failed = profile.error ?? current.error ?? info.error;
  if (failed)
    return (
      <div className="page api-keys" data-testid="api-keys-page">
        <Alert
          type="error"
          showIcon
          title={isApiError(failed) ? failed.msg : t('apiKeys.loadFailed')}
          data-testid="api-keys-load-error"
        />
      </div>
    );
  if (current.data === undefined || !info.data) return <Spin />;
  const saved = info.data.scope;
  const hasKey = current.data !== '';
  const chosen = scope ?? saved;

  const doReset = () =>
    reset.mutateAsync(hasKey ? undefined : chosen).then((key) => {
      setFresh(key);
      setShowNew(true);
      setScopeChoice(undefined);
    });

  const saveScope = () =>
    setScope.mutate(chosen, {
      onSuccess: () => {
        setScopeChoice(undefined);
        toast.success(t('apiKeys.scopeSaved'));
      },
    });

  const download = async () => {
    const file = document?.file ?? (await fetchOpenApiDocument());
    saveBlob(new Blob([file.text], { type: 'application/json' }), file.fileName);
  };

  return (
    <div className="page api-keys" data-testid="api-keys-page">
      <div className="page__header">
        <h1 className="page__title">{t('apiKeys.title')}</h1>
      </div>
      <div className="page__card">
        <p className="api-keys__help">{t('apiKeys.intro')}</p>
        <KeyPanel
          masked={current.data}
          info={info.data}
          fresh={fresh}
          resetting={reset.isPending}
          onReset={doReset}
        />
        <ScopeChoice
          value={chosen}
          saved={saved}
          hasKey={hasKey}
          saving={setScope.isPending}
          onChange={setScopeChoice}
          onSave={saveScope}
        />
      </div>
      <div className="page__card">
        <h2>{t('apiKeys.openApi')}</h2>
        <p className="api-keys__help">{t('apiKeys.openApiHelp')}</p>
        <Button icon={<DownloadOutlined />} onClick={() => void download()} data-testid="openapi-download">
          {t('apiKeys.download')}
        </Button>
      </div>
      <div className="page__card">
        <h2>{t('apiKeys.reference')}</h2>
        {document ? <ApiReference spec={document.spec} /> : <Spin />}
      </div>
      <NewKeyModal value={showNew ? fresh : undefined} onClose={() => setShowNew(false)} />
    </div>
  );
}
