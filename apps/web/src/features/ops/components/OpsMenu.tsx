import { Link } from 'react-router';
import { Icon, type IconShape } from '../../../components/icons/Icon';

export interface OpsMenuEntry {
  /** Its address, also the key the shell selects (paths.ts opsMenuKey). */
  to: string;
  icon: IconShape;
  /** `ops-menu-<testId>` on its label, as the e2e stories find it. */
  testId: string;
  label: string;
}

/**
 * The console's side menu as plain links (issue 31: no antd Menu on the first screen), styled like antd's light
 * inline menu (ops-shell.css): icon and label, the selected entry tinted, a long label wrapping onto a second line.
 */
export function OpsMenu({
  entries,
  selected,
  onNavigate,
}: {
  entries: readonly OpsMenuEntry[];
  selected: string;
  onNavigate?: () => void;
}) {
  return (
    <nav className="ops-menu" data-testid="ops-menu">
      <ul className="ops-menu__list">
        {entries.map((entry) => {
          const current = entry.to === selected;
          return (
            <li key={entry.to}>
              <Link
                to={entry.to}
                className={current ? 'ops-menu__item ops-menu__item--selected' : 'ops-menu__item'}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
              >
                <Icon shape={entry.icon} className="ops-menu__icon" />
                <span className="ops-menu__label" data-testid={`ops-menu-${entry.testId}`}>
                  {entry.label}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
