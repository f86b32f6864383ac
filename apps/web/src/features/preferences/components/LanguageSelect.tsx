import { LANGUAGES, type Language } from '@portal/contract';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { useSetLanguage } from '../api/setLanguage';

/** Header language selector: PUT i18n/language, then the page reloads in the new language. */
export function LanguageSelect() {
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
