import type { MenuItem } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons/Icon';
import { appstoreOutlined } from '../../../components/icons/outline/appstoreOutlined';
import { downOutlined } from '../../../components/icons/outline/downOutlined';
import { MENU_ICONS, menuKey } from './menuItems';

interface SideMenuProps {
  menu: readonly MenuItem[];
  /** The key of the screen shown (menuItems' selectedKey). */
  selected: string | undefined;
  /** Icons only (the folded side panel): a group's icon unfolds the panel. */
  collapsed?: boolean;
  onUnfold?: () => void;
  /** After a link is followed (the phone's drawer closes). */
  onNavigate?: () => void;
}

/**
 * The member area's side menu from the profile's menu list, without antd (issue 31): groups with their titles
 * (open at first; a press folds one), links that navigate in the app, the screen shown highlighted. Looks like
 * antd's inline menu (global.css `.side-menu`). Labels are `web.menu.<key>` (the key itself when unknown).
 */
export function SideMenu({ menu, selected, collapsed = false, onUnfold, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setClosed((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const label = (item: MenuItem) => t(`web.menu.${item.key}`, { defaultValue: item.key });

  const entries = (items: readonly MenuItem[], depth: number) =>
    items.map((item) => {
      const key = menuKey(item);
      const icon = depth === 0 && (
        <Icon shape={MENU_ICONS[item.key] ?? appstoreOutlined} className="side-menu__icon" />
      );
      const text = (
        <span className="side-menu__label" data-testid={`menu-${item.key}`}>
          {label(item)}
        </span>
      );
      const indent = { paddingInlineStart: collapsed ? undefined : 24 * (depth + 1) };
      if (item.children?.length) {
        const open = !collapsed && !closed.has(key);
        const holdsSelected = !!selected && groupHolds(item, selected);
        return (
          <li key={key} className="side-menu__group">
            <button
              type="button"
              className={`side-menu__entry side-menu__title${holdsSelected ? ' side-menu__title--selected' : ''}`}
              style={indent}
              aria-expanded={open}
              title={collapsed ? label(item) : undefined}
              onClick={() => {
                if (collapsed) {
                  setClosed((keys) => new Set([...keys].filter((k) => k !== key)));
                  onUnfold?.();
                } else toggle(key);
              }}
            >
              {icon}
              {text}
              <Icon
                shape={downOutlined}
                className={`side-menu__arrow${open ? ' side-menu__arrow--open' : ''}`}
              />
            </button>
            {open && <ul className="side-menu__sub">{entries(item.children, depth + 1)}</ul>}
          </li>
        );
      }
      const isSelected = key === selected;
      const className = `side-menu__entry${isSelected ? ' side-menu__entry--selected' : ''}`;
      return (
        <li key={key}>
          {item.path ? (
            <Link
              to={item.path}
              className={className}
              style={indent}
              aria-current={isSelected ? 'page' : undefined}
              title={collapsed ? label(item) : undefined}
              onClick={onNavigate}
            >
              {icon}
              {text}
            </Link>
          ) : (
            <span className={className} style={indent}>
              {icon}
              {text}
            </span>
          )}
        </li>
      );
    });

  return (
    <nav className={`side-menu${collapsed ? ' side-menu--collapsed' : ''}`} data-testid="side-menu">
      <ul className="side-menu__list">{entries(menu, 0)}</ul>
    </nav>
  );
}

/** Whether the screen shown is one of the group's entries (its title is then drawn in the primary colour). */
function groupHolds(group: MenuItem, selected: string): boolean {
  return (group.children ?? []).some((child) => menuKey(child) === selected || groupHolds(child, selected));
}
