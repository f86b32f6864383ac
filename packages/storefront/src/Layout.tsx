import type { ReactNode } from 'react';
import type { StorefrontProps } from './view.js';

/** Each language named in its own script in the switch (the same in every page language). */
const LANGUAGE_NAMES = { en: 'English', 'zh-cn': '简体中文', 'zh-tw': '繁體中文' } as const;

export const LOGIN_PATH = '/admin/manage-login';
export const REGISTER_PATH = '/admin/manage-register';

/** The host's brand mark: the skin's logo, else the built-in shield. */
function BrandMark({ skin }: Pick<StorefrontProps, 'skin'>) {
  if (skin.logo) return <img className="sf-brand__logo" src={skin.logo} alt="" height={32} width={32} />;
  return (
    <svg className="sf-brand__logo" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
      <path fill="#1f4fd1" d="M16 2 4 6.5v8.6c0 7.3 5.1 13.6 12 14.9 6.9-1.3 12-7.6 12-14.9V6.5z" />
      <path
        fill="#fff"
        d="M11 14.5h1.2v-2a3.8 3.8 0 0 1 7.6 0v2H21a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H11a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1zm3.2 0h3.6v-2a1.8 1.8 0 0 0-3.6 0z"
      />
    </svg>
  );
}

/** Header (brand, navigation, language switch), the page, footer (copyright). */
export function Layout({
  skin,
  texts,
  lang,
  languages,
  children,
}: Pick<StorefrontProps, 'skin' | 'texts' | 'lang' | 'languages'> & { children: ReactNode }) {
  const nav = texts.nav;
  return (
    <div className="sf">
      <a className="sf-skip" href="#main">
        {texts.skipToContent}
      </a>
      <header className="sf-header">
        <div className="sf-header__inner">
          <a className="sf-brand" href="/" data-testid="storefront-home-link">
            <BrandMark skin={skin} />
            <span className="sf-brand__name">{skin.title}</span>
          </a>
          <nav className="sf-nav" aria-label={nav.label}>
            <a href="/ssl-product">{nav.products}</a>
            <a href="/ssl-download">{nav.help}</a>
            <a href={LOGIN_PATH}>{nav.login}</a>
            <a className="sf-button sf-button--small" href={REGISTER_PATH}>
              {nav.register}
            </a>
          </nav>
        </div>
      </header>
      <main id="main" className="sf-main">
        {children}
      </main>
      <footer className="sf-footer">
        <nav className="sf-languages" aria-label={nav.language}>
          {languages.map((link) => (
            <a
              key={link.lang}
              href={link.href}
              hrefLang={link.tag}
              lang={link.tag}
              aria-current={link.lang === lang ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[link.lang]}
            </a>
          ))}
        </nav>
        <p className="sf-footer__copyright">{skin.copyright}</p>
      </footer>
    </div>
  );
}
