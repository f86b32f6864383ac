import { CURRENCIES, type CurrencyCode } from '@portal/contract';
import Select from 'antd/es/select';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { useSetCurrency } from '../api/setCurrency';

/**
 * antd's currency selector, mounted open by the header's light CurrencySelect on its first press (display only;
 * settlement stays USD): PUT i18n/currency, then reload. `compact` (below 992 px) shows only the code.
 */
export function CurrencyPicker({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { currency } = usePreferences();
  const setCurrency = useSetCurrency();
  return (
    <Tooltip title={t('web.shell.currencyTip')} placement="bottom">
      <Select<CurrencyCode>
        data-testid="currency-select"
        aria-label={t('web.shell.currency')}
        value={currency.code as CurrencyCode}
        defaultOpen
        autoFocus
        size="small"
        variant="borderless"
        popupMatchSelectWidth={false}
        {...(compact ? { labelRender: ({ value }) => String(value) } : {})}
        showSearch={{ optionFilterProp: 'label' }}
        loading={setCurrency.isPending}
        disabled={setCurrency.isPending}
        onChange={(value) => {
          if (value !== currency.code) setCurrency.mutate(value);
        }}
        options={CURRENCIES.map((c) => ({
          value: c.code,
          label: `${c.code} ${c.symbol}`,
          'data-testid': `currency-option-${c.code}`,
        }))}
      />
    </Tooltip>
  );
}
