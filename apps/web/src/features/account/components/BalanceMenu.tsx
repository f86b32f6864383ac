import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DropdownMenu } from '../../../components/DropdownMenu';
import { ADD_FUNDS_PATH, BILLING_PATH } from '../paths';

/** The balance's menu (Add funds, Invoicing) around the header's light balance button; open when mounted. */
export function BalanceMenu({ children }: { children: ReactElement }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DropdownMenu
      menu={{
        items: [
          { key: 'add-funds', label: <span data-testid="balance-add-funds">{t('web.shell.addFunds')}</span> },
          {
            key: 'invoicing',
            label: <span data-testid="balance-invoicing">{t('web.shell.invoicing')}</span>,
          },
        ],
        onClick: ({ key }) => {
          void navigate(key === 'add-funds' ? ADD_FUNDS_PATH : BILLING_PATH);
        },
      }}
    >
      {children}
    </DropdownMenu>
  );
}
