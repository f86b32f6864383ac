import type { ReactNode } from 'react';
import { Icon } from '../../../components/icons/Icon';
import { downOutlined } from '../../../components/icons/outline/downOutlined';
import type { StandInHandlers } from '../../../components/LoadOnPress';

/** The header's light select (currency, language) until the first press mounts antd's: its value and an arrow. */
export function SelectStandIn({
  handlers,
  testId,
  label,
  title,
  children,
}: {
  handlers: StandInHandlers;
  testId: string;
  /** Its accessible name (the value alone does not say what it selects). */
  label: string;
  title?: string;
  /** The value shown. */
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="hdr-select"
      data-testid={testId}
      aria-label={label}
      title={title}
      {...handlers}
    >
      {children}
      <Icon shape={downOutlined} className="hdr-select__arrow" />
    </button>
  );
}
