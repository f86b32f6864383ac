import Tabs from 'antd/es/tabs';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactTab } from '../components/ContactTab';
import { EnterpriseTab } from '../components/EnterpriseTab';
import { ExpiryNoticesTab } from '../components/ExpiryNoticesTab';
import { PasswordTab } from '../components/PasswordTab';

const TABS = ['enterprise', 'contact', 'password', 'notices'] as const;
type TabKey = (typeof TABS)[number];
const TAB_CONTENT: Record<TabKey, () => ReactNode> = {
  enterprise: () => <EnterpriseTab />,
  contact: () => <ContactTab />,
  password: () => <PasswordTab />,
  notices: () => <ExpiryNoticesTab />,
};

/** My Account: business information, contact information, reset password, expiry notices. */
export function ProfilePage() {
  const { t } = useTranslation();
  const [active, setActive] = useState<TabKey>('enterprise');

  useEffect(() => {
    document.title = `${t('web.profile.title')} · ${t('web.app.title')}`;
  }, [t]);

  return (
    <div className="page" data-testid="profile-page">
      <h1 className="page__title">{t('web.profile.title')}</h1>
      <div className="page__card">
        <Tabs
          activeKey={active}
          onChange={(key) => setActive(key as TabKey)}
          destroyOnHidden
          items={TABS.map((key) => ({
            key,
            label: (
              <span data-testid={`profile-tab-${key}`}>
                {key === 'notices' ? t('expiryNotices.tab') : t(`web.profile.tabs.${key}`)}
              </span>
            ),
            children: TAB_CONTENT[key](),
          }))}
        />
      </div>
    </div>
  );
}

export default ProfilePage;
