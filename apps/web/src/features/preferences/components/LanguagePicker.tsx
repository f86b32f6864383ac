import { LANGUAGES, type Language } from '@portal/contract';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { useSetLanguage } from '../api/setLanguage';
import { SHORT_NAMES } from '../languageNames';

/**
 * antd's language selector, mounted open by the header's light LanguageSelect on its first press: PUT
 * i18n/language, then the page reloads in the new language. `compact` (below 992 px) shows the short name in
 * the header; the open list keeps the full names.
 */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const setLanguage = useSetLanguage();
  return (
    <Select<Language>
      data-testid="language-select"
      aria-label={t('web.shell.language')}
      value={lang}
      defaultOpen
      autoFocus
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
