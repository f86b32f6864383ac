import MailOutlined from '@ant-design/icons/MailOutlined';
import Button from 'antd/es/button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminSetting } from '../../../lib/queries/adminSetting';

/** The offer of spec 001 section 1, in its order. */
const OFFER_ITEMS = [
  'logo',
  'domain',
  'payment',
  'prices',
  'customersPayYou',
  'support',
  'modules',
  'library',
  'advertising',
] as const;

/**
 * The white-label storefront offer (/admin/manage-introduce, spec 001 section 2 "White-branded storefront"): what a
 * reseller gets, and the sales address (SALES_EMAIL, from admin-setting) to write to.
 */
export function StorefrontOfferPage() {
  const { t } = useTranslation();
  const setting = useAdminSetting();
  const salesEmail = setting.data?.salesEmail;

  useEffect(() => {
    document.title = `${t('whiteLabel.offer.title')} · ${t('web.app.title')}`;
  }, [t]);

  const mailto = salesEmail
    ? `mailto:${salesEmail}?subject=${encodeURIComponent(t('whiteLabel.offer.subject'))}`
    : undefined;

  return (
    <section className="offer" data-testid="storefront-offer">
      <h1 className="page__title" data-testid="storefront-offer-title">
        {t('whiteLabel.offer.title')}
      </h1>
      <p className="offer__intro">{t('whiteLabel.offer.intro')}</p>
      <ul className="offer__items">
        {OFFER_ITEMS.map((key) => (
          <li key={key} className="offer__item" data-testid={`offer-item-${key}`}>
            <strong>{t(`whiteLabel.offer.items.${key}.title`)}</strong>
            <span>{t(`whiteLabel.offer.items.${key}.text`)}</span>
          </li>
        ))}
      </ul>
      <div className="offer__contact">
        <p data-testid="offer-sales-text">
          {salesEmail ? t('whiteLabel.offer.contact', { email: salesEmail }) : '\u00a0'}
        </p>
        <div className="offer__actions">
          <Button
            type="primary"
            icon={<MailOutlined />}
            href={mailto}
            disabled={!mailto}
            data-testid="offer-mailto"
          >
            {t('whiteLabel.offer.mail')}
          </Button>
          <Link to="/admin/price/bulkbuys" data-testid="offer-pricing">
            {t('whiteLabel.offer.pricing')}
          </Link>
        </div>
      </div>
    </section>
  );
}
