import type { DcvMethod } from '@portal/contract';
import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';

/**
 * The one notice of a validation that has not passed yet (purchase wizard, order detail, reissue detail): the
 * portal re-checks every minute, and what to do for the methods in use. `summary`: the server's first problem,
 * shown when no row carries its own.
 */
export function DcvRecheckNotice({
  methods,
  problems,
  summary,
  testId,
}: {
  methods: ReadonlySet<DcvMethod>;
  problems: Record<string, string>;
  summary?: string | undefined;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  // Sentences follow each other without a space in Chinese.
  const gap = i18n.language.startsWith('zh') ? '' : ' ';
  const withProblems = Object.keys(problems).length;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ margin: '12px 0 16px' }}
      title={t('certs.validation.recheckTitle')}
      description={
        <>
          {withProblems === 0 && summary && <p style={{ margin: '0 0 6px' }}>{summary}</p>}
          <span>{t('certs.validation.recheckText')}</span>
          {methods.has('dns') && <span>{gap + t('certs.validation.recheckDns')}</span>}
          {methods.has('http') && <span>{gap + t('certs.validation.recheckHttp')}</span>}
        </>
      }
      data-testid={testId}
    />
  );
}
