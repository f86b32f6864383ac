import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { controls, type ControlIconName } from './icons/controls';
import { Icon } from './icons/Icon';
import './light-controls.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** `link`: a text button (antd's type="link"); `small`: 24 px high (antd's size="small"). */
  kind?: 'default' | 'link';
  small?: boolean;
  icon?: ControlIconName;
  /** Busy: a spinner in the icon's place, and presses are ignored (antd's `loading`). */
  loading?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * antd's Button look with a plain <button> (global.css .btn): for the first screens that draw without antd
 * (issue 31). It passes its ref on, so an antd Dropdown island can use it as its trigger.
 */
export function LightButton({
  kind = 'default',
  small = false,
  icon,
  loading = false,
  className,
  children,
  onClick,
  ref,
  ...rest
}: Props) {
  const classes = ['btn', kind === 'link' && 'btn--link', small && 'btn--sm', className].filter(Boolean);
  return (
    <button
      ref={ref}
      type="button"
      className={classes.join(' ')}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {loading ? (
        <span className="btn__spinner btn__spinner--dark" />
      ) : (
        icon && <Icon shape={controls[icon]} />
      )}
      {children}
    </button>
  );
}
