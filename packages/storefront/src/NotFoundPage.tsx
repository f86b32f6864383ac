import type { StorefrontTexts } from '@portal/i18n';

/** The 404 page of every unknown public path: "Back Home" goes to `/`. */
export function NotFoundPage({ texts }: { texts: StorefrontTexts }) {
  const t = texts.notFound;
  return (
    <div className="sf-page sf-not-found" data-testid="not-found">
      <p className="sf-not-found__code" aria-hidden="true">
        {t.code}
      </p>
      <h1>{t.title}</h1>
      <p>{t.text}</p>
      <a className="sf-button sf-button--large" href="/" data-testid="back-home">
        {t.backHome}
      </a>
    </div>
  );
}
