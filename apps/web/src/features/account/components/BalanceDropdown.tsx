import type { Profile } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { antdIsland } from '../../../app/antdRoute';
import { LoadOnPress } from '../../../components/LoadOnPress';
import { Icon } from '../../../components/icons/Icon';
import { downOutlined } from '../../../components/icons/outline/downOutlined';
import { walletOutlined } from '../../../components/icons/outline/walletOutlined';
import { may } from '../../../lib/access';
import { formatMoney } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';

/** antd's dropdown menu, loaded on the first press (or hover) of the balance. */
const BalanceMenu = antdIsland(async () => (await import('./BalanceMenu')).BalanceMenu);

/**
 * Header balance: the USD balance in the display currency, with Add funds and Invoicing in its menu. Hidden for
 * role sale (no books.read). A light button; the menu is an antd island mounted on the first press.
 */
export function BalanceDropdown({ profile }: { profile: Pick<Profile, 'capabilities' | 'funds'> }) {
  const { t } = useTranslation();
  const { currency } = usePreferences();
  if (!may('books.read', profile.capabilities)) return null;
  return (
    <LoadOnPress
      preload={BalanceMenu.preload}
      standIn={(handlers) => (
        <button type="button" className="hdr-btn" data-testid="balance-dropdown" {...handlers}>
          <Icon shape={walletOutlined} />
          <span className="shell__balance-label">
            {t('web.common.label', { label: t('web.shell.balance') })}
          </span>
          <strong data-testid="balance-amount">{formatMoney(profile.funds, currency)}</strong>
          <Icon shape={downOutlined} className="shell__caret hdr-caret" />
        </button>
      )}
    >
      {(button) => <BalanceMenu>{button}</BalanceMenu>}
    </LoadOnPress>
  );
}
