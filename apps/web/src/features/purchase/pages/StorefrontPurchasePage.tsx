import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { EmailStep } from '../components/storefront/EmailStep';
import { InvalidLink } from '../components/storefront/InvalidLink';
import { StorefrontFlow } from '../components/storefront/StorefrontFlow';
import { StorefrontProgress } from '../components/storefront/StorefrontProgress';
import { PurchaseCodeContext } from '../logic/purchaseCode';
import { pageStepOf, storefrontTermOf } from '../logic/storefrontSteps';
import '../purchase.css';

/**
 * The storefront purchase (spec 001 section 4): /contact-details (e-mail, then contact person), /csr-generation,
 * /private-key-download and /validation-method, in the bare layout. `?product=` (and `trial=1`) starts it; `?code=`
 * names a visitor's purchase on every later page; a member's pages carry neither (the session's purchase).
 */
export function StorefrontPurchasePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const page = pageStepOf(pathname);
  const code = search.get('code') ?? undefined;
  const product = search.get('product') ?? undefined;
  const trial = search.get('trial') === '1';
  const term = storefrontTermOf(search);

  useEffect(() => {
    document.title = `${t('purchase.visitor.title')} · ${t('web.app.title')}`;
  }, [t]);

  if (!page) return <NotFound />;
  let content;
  if (code !== undefined) {
    content = code ? <StorefrontFlow key={pathname} page={page} /> : <InvalidLink reason="invalid" />;
  } else if (page === 'contact' && product) {
    content = (
      <>
        <StorefrontProgress
          current="email"
          shortName={product}
          validity={term.validity}
          intent={trial ? 'trial' : 'buy'}
        />
        <div className="purchase-section" data-testid="storefront-step-email">
          <EmailStep
            key={`${product}-${trial}-${term.validity}`}
            product={product}
            trial={trial}
            validity={term.chosen ? term.validity : undefined}
          />
        </div>
      </>
    );
  } else {
    // A member's storefront purchase (started with event/create): the session names it.
    content = <StorefrontFlow key={pathname} page={page} />;
  }

  return (
    <div className="storefront" data-testid="storefront-page">
      <h1 className="page__title">{t('purchase.visitor.title')}</h1>
      <div className="page__card storefront__card">
        <PurchaseCodeContext.Provider value={code || undefined}>{content}</PurchaseCodeContext.Provider>
      </div>
    </div>
  );
}

export default StorefrontPurchasePage;
