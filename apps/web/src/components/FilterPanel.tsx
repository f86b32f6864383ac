import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../lib/useIsMobile';
import { LightButton } from './LightButton';
import { controls } from './icons/controls';
import { Icon } from './icons/Icon';
import './filter-panel.css';

/**
 * The search form of a list page. From 992 px on it is shown as it is; below, it folds behind a "Filters"
 * button that shows how many filters are in use, so a phone's first screen shows the list, not the form.
 * The form is mounted when first unfolded (a phone's first screen neither loads nor styles its fields) and then stays
 * mounted while folded (its fields keep what was typed). The toggle is a light button (no antd on a first screen,
 * issue 31). Test ids: `<testId>-toggle` (with
 * `data-active`, the count, and `aria-expanded`) and `<testId>` on the panel (with `data-collapsed`).
 */
export function FilterPanel({
  active,
  testId,
  children,
}: {
  /** Filters of the current search that are in use. */
  active: number;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const bodyId = useId();
  if (!mobile) {
    return (
      <div className="filter-panel" data-testid={testId} data-collapsed="false">
        {children}
      </div>
    );
  }
  return (
    <div className="filter-panel filter-panel--folding" data-testid={testId} data-collapsed={String(!open)}>
      <LightButton
        className="btn--block filter-panel__toggle"
        icon="filter"
        aria-expanded={open}
        aria-controls={bodyId}
        title={t(open ? 'web.common.filtersHide' : 'web.common.filtersShow')}
        onClick={() => {
          setOpened(true);
          setOpen((was) => !was);
        }}
        data-testid={`${testId}-toggle`}
        data-active={active}
      >
        <span className="filter-panel__label">{t('web.common.filters')}</span>
        {active > 0 && <span className="filter-panel__count">{active}</span>}
        <span className="filter-panel__caret">
          <Icon shape={controls[open ? 'up' : 'down']} />
        </span>
      </LightButton>
      <div id={bodyId} className="filter-panel__body" hidden={!open}>
        {opened && children}
      </div>
    </div>
  );
}
