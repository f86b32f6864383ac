import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SwaggerUIProps } from 'swagger-ui-react';
import { allOperationsPlugin } from './allOperations';

const PLUGINS = [allOperationsPlugin];

/**
 * The API reference, rendered from the same document the download gives by swagger-ui-react. The renderer (and its
 * CSS) is imported only here, when this page shows it, so no other screen downloads it. Read-only: "Try it out"
 * is off (a browser session would need the CSRF header; integrations use their key). Every operation is drawn, not
 * only those in view (allOperations.tsx: swagger-ui virtualises a list of 150 tags and operations or more).
 */
export function ApiReference({ spec }: { spec: object }) {
  const { t } = useTranslation();
  const [Renderer, setRenderer] = useState<ComponentType<SwaggerUIProps>>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([import('swagger-ui-react'), import('swagger-ui-react/swagger-ui.css')])
      .then(([module]) => {
        if (live) setRenderer(() => module.default);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);

  if (failed) return <Alert type="error" showIcon message={t('apiKeys.referenceFailed')} />;
  if (!Renderer)
    return (
      <div className="api-keys__loading">
        <Spin /> {t('apiKeys.referenceLoading')}
      </div>
    );
  return (
    <div className="api-keys__reference" data-testid="api-reference">
      <Renderer
        spec={spec}
        docExpansion="list"
        defaultModelsExpandDepth={-1}
        supportedSubmitMethods={[]}
        displayOperationId
        plugins={PLUGINS}
      />
    </div>
  );
}
