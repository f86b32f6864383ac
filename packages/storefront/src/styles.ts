// The public storefront's stylesheet: plain CSS, kept as text so the server inlines it into every page (no
// render-blocking request; the compiled package carries it without a bundler). The browser bundle never imports it.
export const STOREFRONT_CSS = `
*,
*::before,
*::after {
  box-sizing: border-box;
}
html {
  -webkit-text-size-adjust: 100%;
}
body {
  margin: 0;
  background: #f5f7fb;
  color: #1d2433;
  font:
    16px/1.55 -apple-system,
    BlinkMacSystemFont,
    'Segoe UI',
    Roboto,
    'Helvetica Neue',
    Arial,
    'Noto Sans',
    'PingFang SC',
    'Microsoft YaHei',
    sans-serif;
}
a {
  color: #1a44b8;
}
a:focus-visible,
.sf-button:focus-visible,
pre:focus-visible {
  outline: 3px solid #f0b400;
  outline-offset: 2px;
}
h1 {
  font-size: 1.9rem;
  line-height: 1.25;
  margin: 0 0 12px;
}
h2 {
  font-size: 1.35rem;
  margin: 32px 0 12px;
}
h3 {
  font-size: 1.1rem;
  margin: 0 0 8px;
}
code,
pre {
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.9rem;
}
.sf {
  display: flex;
  flex-direction: column;
  min-height: 100vh;
}
.sf-skip {
  position: absolute;
  left: -9999px;
  top: 0;
  padding: 12px 16px;
  background: #fff;
  z-index: 10;
}
.sf-skip:focus {
  left: 8px;
}
.sf-header {
  background: #fff;
  border-bottom: 1px solid #dfe4ee;
}
.sf-header__inner,
.sf-main,
.sf-footer {
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding-left: 16px;
  padding-right: 16px;
}
.sf-header__inner {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 64px;
  padding-top: 8px;
  padding-bottom: 8px;
}
.sf-brand {
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 48px;
  color: #1d2433;
  font-weight: 700;
  font-size: 1.1rem;
  text-decoration: none;
}
.sf-brand__logo {
  display: block;
  width: 32px;
  height: 32px;
  object-fit: contain;
}
.sf-nav {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
}
.sf-nav a:not(.sf-button) {
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 10px;
  text-decoration: none;
}
.sf-main {
  flex: 1;
  padding-top: 24px;
  padding-bottom: 48px;
}
.sf-footer {
  padding-top: 16px;
  padding-bottom: 24px;
  border-top: 1px solid #dfe4ee;
  color: #4a5263;
}
.sf-languages {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
}
.sf-languages a {
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 12px;
}
.sf-languages a[aria-current='true'] {
  font-weight: 700;
  text-decoration: none;
}
.sf-lead {
  color: #3c4455;
  font-size: 1.05rem;
  max-width: 72ch;
}
.sf-muted {
  display: block;
  color: #4a5263;
  font-size: 0.875rem;
}
.sf-note {
  color: #3c4455;
  font-size: 0.95rem;
}
.sf-label {
  font-weight: 600;
  margin: 16px 0 6px;
}
.sf-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  min-width: 48px;
  padding: 0 18px;
  border: 1px solid #1a44b8;
  border-radius: 6px;
  background: #1a44b8;
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
}
.sf-button:hover {
  background: #14368f;
}
.sf-button--ghost {
  background: #fff;
  color: #1a44b8;
}
.sf-button--ghost:hover {
  background: #eef2fc;
}
.sf-button--small {
  min-height: 40px;
}
.sf-button--large {
  min-height: 50px;
  padding: 0 24px;
  font-size: 1.05rem;
}
.sf-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
}
.sf-badge {
  display: inline-block;
  margin: 0 6px;
  padding: 1px 8px;
  border-radius: 10px;
  background: #b42318;
  color: #fff;
  font-size: 0.8rem;
  font-weight: 600;
  vertical-align: middle;
}
.sf-hero {
  padding: 32px 0 8px;
}
.sf-hero h1 {
  font-size: 2.2rem;
}
.sf-cards {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 16px;
  padding: 0;
  margin: 0;
  list-style: none;
}
.sf-card {
  padding: 18px;
  border: 1px solid #dfe4ee;
  border-radius: 8px;
  background: #fff;
}
.sf-card p {
  margin: 0 0 8px;
}
.sf-card dl {
  margin: 0;
}
.sf-card dt {
  font-weight: 600;
  margin-top: 8px;
}
.sf-card dd {
  margin: 0;
}
.sf-group {
  margin-top: 24px;
}
.sf-group__head {
  display: flex;
  align-items: center;
  gap: 12px;
}
.sf-group__head img {
  display: block;
  width: 120px;
  height: 40px;
  object-fit: contain;
}
.sf-group__head h2 {
  margin: 0;
}
.sf-group__intro {
  color: #3c4455;
  font-size: 0.95rem;
}
.sf-table {
  width: 100%;
  border-collapse: collapse;
  background: #fff;
  border: 1px solid #dfe4ee;
}
.sf-table th,
.sf-table td {
  padding: 12px;
  border-bottom: 1px solid #e8ecf3;
  text-align: left;
  vertical-align: top;
}
.sf-table thead th {
  background: #eef2f8;
  font-size: 0.875rem;
}
.sf-table tbody th {
  font-weight: 600;
}
.sf-table tbody th a {
  display: inline-block;
  padding: 4px 0;
}
.sf-price__amount {
  display: block;
  font-size: 1.15rem;
  font-weight: 700;
  color: #1d2433;
}
.sf-price__original {
  color: #4a5263;
  font-size: 0.875rem;
}
.sf-price__save {
  display: block;
  color: #1e6b2f;
  font-size: 0.875rem;
  font-weight: 600;
}
.sf-product__head {
  display: flex;
  align-items: flex-start;
  gap: 20px;
}
.sf-product__seal {
  flex: none;
  width: 96px;
  height: 96px;
  object-fit: contain;
  background: #fff;
  border: 1px solid #dfe4ee;
  border-radius: 8px;
  padding: 8px;
}
.sf-facts {
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;
}
.sf-facts dt {
  color: #4a5263;
}
.sf-facts dd {
  margin: 0;
}
.sf-facts--inline {
  margin: 16px 0;
  max-width: 640px;
}
.sf-offers {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 16px;
  margin: 16px 0 24px;
}
.sf-offer {
  padding: 18px;
  border: 1px solid #dfe4ee;
  border-radius: 8px;
  background: #fff;
}
.sf-offer > .sf-button {
  margin-top: 14px;
}
.sf-offer__title {
  margin: 0 0 12px;
  font-size: 1.15rem;
}
.sf-help__head {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
}
.sf-code {
  margin: 0;
  padding: 12px;
  overflow-x: auto;
  background: #1d2433;
  color: #f1f4fa;
  border-radius: 6px;
}
.sf-not-found {
  padding: 48px 0;
  text-align: center;
}
.sf-not-found__code {
  margin: 0;
  font-size: 4rem;
  font-weight: 700;
  color: #1a44b8;
}
.sf-ad {
  width: min(528px, calc(100vw - 32px));
  padding: 24px;
  border: none;
  border-radius: 8px;
}
.sf-ad::backdrop {
  background: rgba(0, 0, 0, 0.45);
}
.sf-ad__head {
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 12px;
}
.sf-ad__head h2 {
  margin: 0;
  font-size: 1.1rem;
}
.sf-ad__close {
  min-width: 44px;
  min-height: 44px;
  border: none;
  background: transparent;
  font-size: 1.5rem;
  cursor: pointer;
}
.sf-ad img {
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: contain;
  background: #f5f5f5;
  border-radius: 6px;
}
.sf-ad p {
  margin: 12px 0 0;
  overflow-wrap: anywhere;
}

/* Phones: each table row becomes a card, the column names come from data-label. */
@media (max-width: 760px) {
  h1,
  .sf-hero h1 {
    font-size: 1.6rem;
  }
  .sf-table,
  .sf-table tbody,
  .sf-table tr,
  .sf-table th,
  .sf-table td {
    display: block;
    width: 100%;
  }
  .sf-table {
    border: none;
    background: transparent;
  }
  .sf-table thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  .sf-table tr {
    margin-bottom: 12px;
    border: 1px solid #dfe4ee;
    border-radius: 8px;
    background: #fff;
  }
  .sf-table tbody th,
  .sf-table td {
    border-bottom: none;
    padding: 8px 12px;
  }
  .sf-table td::before {
    content: attr(data-label);
    display: block;
    color: #4a5263;
    font-size: 0.8rem;
    font-weight: 600;
  }
  .sf-product__head {
    flex-direction: column;
  }
}
`;
