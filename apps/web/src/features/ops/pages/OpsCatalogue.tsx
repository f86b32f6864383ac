import { Navigate, Route, Routes } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { OpsCouponsPage } from './OpsCouponsPage';
import { OpsProductsPage } from './OpsProductsPage';
import { OpsRatesPage } from './OpsRatesPage';
import { OpsTabsPage } from './OpsTabsPage';

/**
 * /ops/catalogue/*: products, product tabs, currency rates, coupons and promo codes. The app's router names this
 * one route (the login page's entry carries one loader, not four); the pages are routed here.
 */
export function OpsCatalogue() {
  return (
    <Routes>
      <Route index element={<Navigate to="products" replace />} />
      <Route path="products" element={<OpsProductsPage />} />
      <Route path="tabs" element={<OpsTabsPage />} />
      <Route path="rates" element={<OpsRatesPage />} />
      <Route path="coupons" element={<OpsCouponsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
