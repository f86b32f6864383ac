import DownOutlined from '@ant-design/icons/DownOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import type { Profile } from '@portal/contract';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { may } from '../../../lib/access';
import { formatMoney } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';

export const ADD_FUNDS_PATH = '/admin/invoice/add-funds';
export const BILLING_PATH = '/admin/invoice/billing';

/** Header balance: the USD balance in the display currency, with Add funds and Invoicing. Hidden for role sale (no books.read). */
export function BalanceDropdown({ profile }: { profile: Pick<Profile, 'capabilities' | 'funds'> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { currency } = usePreferences();
  if (!may('books.read', profile.capabilities)) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'add-funds', label: <span data-testid="balance-add-funds">{t('web.shell.addFunds')}</span> },
          {
            key: 'invoicing',
            label: <span data-testid="balance-invoicing">{t('web.shell.invoicing')}</span>,
          },
        ],
        onClick: ({ key }) => navigate(key === 'add-funds' ? ADD_FUNDS_PATH : BILLING_PATH),
      }}
    >
      <Button type="text" data-testid="balance-dropdown" icon={<WalletOutlined />}>
        <span className="shell__balance-label">
          {t('web.common.label', { label: t('web.shell.balance') })}
        </span>
        <strong data-testid="balance-amount">{formatMoney(profile.funds, currency)}</strong>
        <DownOutlined className="shell__caret" style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
