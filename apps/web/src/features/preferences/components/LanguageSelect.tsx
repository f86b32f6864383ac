import { LANGUAGES, type Language } from '@portal/contract';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { useSetLanguage } from '../api/setLanguage';

/** Short names for the narrow header: each language names itself, the same in every catalog. */
const SHORT_NAMES: Record<Language, string> = { en: 'EN', 'zh-cn': '简', 'zh-tw': '繁' };

/**
 * Header language selector: PUT i18n/language, then the page reloads in the new language. `compact` (below
 * 992 px) shows the short name in the header; the open list keeps the full names.
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const setLanguage = useSetLanguage();
  return (
    <Select<Language>
      data-testid="language-select"
      aria-label={t('web.shell.language')}
      value={lang}
      size="small"
      variant="borderless"
      popupMatchSelectWidth={false}
      {...(compact ? { labelRender: ({ value }) => SHORT_NAMES[value as Language] } : {})}
      loading={setLanguage.isPending}
      disabled={setLanguage.isPending}
      onChange={(value) => {
        if (value !== lang) setLanguage.mutate(value);
      }}
      options={LANGUAGES.map((key) => ({
        value: key,
        label: t(`web.languages.${key}`),
        'data-testid': `language-option-${key}`,
      }))}
    />
  );
}
