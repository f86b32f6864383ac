import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '../../../components/icons/Icon';
import { closeOutlined } from '../../../components/icons/outline/closeOutlined';

/**
 * The phone's menu panel from the left (under 992 px), light (issue 31): a mask and the panel, closed by the mask,
 * Escape or its close button. Mounted by the shell on first open; closed, it stays mounted but hidden and inert.
 */
export function OpsMenuDrawer({
  open,
  onClose,
  title,
  closeLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <div className={open ? 'ops-drawer ops-drawer--open' : 'ops-drawer'} inert={!open}>
      <div className="ops-drawer__mask" onClick={onClose} />
      <div className="ops-drawer__panel" role="dialog" aria-modal="true" tabIndex={-1} ref={panel}>
        <div className="ops-drawer__header">
          <button type="button" className="ops-shell__icon-button" aria-label={closeLabel} onClick={onClose}>
            <Icon shape={closeOutlined} />
          </button>
          {title}
        </div>
        <div className="ops-drawer__body">{children}</div>
      </div>
    </div>
  );
}
