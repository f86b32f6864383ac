import { CURRENCIES } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { antdIsland } from '../../../app/antdRoute';
import { LoadOnPress } from '../../../components/LoadOnPress';
import { usePreferences } from '../../../lib/preferences';
import { SelectStandIn } from './SelectStandIn';

/** antd's select, loaded on the first press (or hover). */
const CurrencyPicker = antdIsland(async () => (await import('./CurrencyPicker')).CurrencyPicker);

/**
 * Header currency selector (display only; settlement stays USD): a light button with the currency ("USD $", the
 * code alone below 992 px); the first press mounts antd's select in its place, open (CurrencyPicker).
 */
export function CurrencySelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { currency } = usePreferences();
  const symbol = CURRENCIES.find((c) => c.code === currency.code)?.symbol;
  return (
    <LoadOnPress
      preload={CurrencyPicker.preload}
      standIn={(handlers) => (
        <SelectStandIn
          handlers={handlers}
          testId="currency-select"
          label={t('web.shell.currency')}
          title={t('web.shell.currencyTip')}
        >
          {compact || !symbol ? currency.code : `${currency.code} ${symbol}`}
        </SelectStandIn>
      )}
    >
      {() => <CurrencyPicker compact={compact} />}
    </LoadOnPress>
  );
}
