import { useTranslation } from 'react-i18next';
import { antdIsland } from '../../../app/antdRoute';
import { LoadOnPress } from '../../../components/LoadOnPress';
import { usePreferences } from '../../../lib/preferences';
import { SelectStandIn } from './SelectStandIn';
import { SHORT_NAMES } from '../languageNames';

/** antd's select, loaded on the first press (or hover). */
const LanguagePicker = antdIsland(async () => (await import('./LanguagePicker')).LanguagePicker);

/**
 * Header language selector: a light button with the language (its short name below 992 px); the first press
 * mounts antd's select in its place, open (LanguagePicker).
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  return (
    <LoadOnPress
      preload={LanguagePicker.preload}
      standIn={(handlers) => (
        <SelectStandIn handlers={handlers} testId="language-select" label={t('web.shell.language')}>
          {compact ? SHORT_NAMES[lang] : t(`web.languages.${lang}`)}
        </SelectStandIn>
      )}
    >
      {() => <LanguagePicker compact={compact} />}
    </LoadOnPress>
  );
}
