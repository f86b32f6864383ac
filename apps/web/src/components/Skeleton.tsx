import { useTranslation } from 'react-i18next';

/**
 * Placeholders that show where the rows will be while they load (issue 31: the frame at once, the rows when they
 * come; never a blank page or a lone spinner). Plain elements and global.css, no antd: they show before any chunk
 * of the member area or the console has arrived.
 */

/** Grey rows in a list's place while its first answer is pending. */
export function TableSkeleton({ rows = 6, testId = 'table-skeleton' }: { rows?: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="skeleton"
      role="status"
      aria-busy="true"
      aria-label={t('web.app.loading')}
      data-testid={testId}
    >
      {Array.from({ length: rows }, (_, index) => (
        <div className="skeleton__row" key={index}>
          <span className="skeleton__bar skeleton__bar--short" />
          <span className="skeleton__bar" />
          <span className="skeleton__bar skeleton__bar--wide" />
          <span className="skeleton__bar skeleton__bar--short" />
        </div>
      ))}
    </div>
  );
}

/** A page's frame while its screen loads: the title's place, then a card of skeleton rows. */
export function PageSkeleton() {
  return (
    <div className="page" data-testid="page-skeleton">
      <div className="page__header">
        <span className="skeleton__bar skeleton__bar--title" />
      </div>
      <div className="page__card">
        <TableSkeleton />
      </div>
    </div>
  );
}

/**
 * The member area's or the console's frame before its shell has loaded (the first chunks, the profile): the side
 * panel (from 992 px), the header bar and the page's skeleton, where the real ones will be.
 */
export function ShellSkeleton() {
  return (
    <div className="shell-skeleton" data-testid="shell-skeleton">
      <div className="shell-skeleton__sider" />
      <div className="shell-skeleton__main">
        <div className="shell-skeleton__header" />
        <div className="shell__content">
          <PageSkeleton />
        </div>
      </div>
    </div>
  );
}
