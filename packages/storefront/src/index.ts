// The public storefront's pages (issue 17): pure components (props in, no data fetching, no antd, no i18next),
// rendered to HTML by the server per request and hydrated in the browser by apps/web's storefront entry.
export { StorefrontPage } from './StorefrontPage.js';
export { coverageText } from './coverage.js';
export { buyHref, fill, formatUsd, percentOf, trialHref } from './format.js';
export {
  PROPS_ELEMENT_ID,
  ROOT_ELEMENT_ID,
  scriptDataOf,
  type StorefrontScriptData,
  type CatalogueGroup,
  type LanguageLink,
  type StorefrontExtras,
  type StorefrontPageKind,
  type StorefrontProps,
  type StorefrontView,
} from './view.js';
export { STOREFRONT_CSS } from './styles.js';
