import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { form, type FormIconName } from '../icons/form';
import { Icon } from '../icons/Icon';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'ref' | 'prefix'> & {
  label: string;
  error?: string;
  icon?: FormIconName;
  ref?: Ref<HTMLInputElement>;
  testId?: string;
  /** Rendered at the end of the input box (the password toggle). */
  suffix?: ReactNode;
};

/** A labelled input with its error text, styled like antd's large input (see .field in global.css). */
export function TextField({ label, error, icon, ref, testId, className, suffix, ...input }: InputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        {icon && (
          <span className="field__icon">
            <Icon shape={form[icon]} size={16} />
          </span>
        )}
        <input
          {...input}
          id={id}
          ref={ref}
          className={`field__input${className ? ` ${className}` : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={testId}
        />
        {suffix}
      </div>
      <div className="field__error" id={errorId} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  showLabel,
  hideLabel,
  ...props
}: InputProps & { showLabel: string; hideLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      className="field__input--password"
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className="field__toggle"
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          <Icon shape={form[visible ? 'eye' : 'eyeOff']} size={16} />
        </button>
      }
    />
  );
}

/** The primary submit button with a loading state. */
export function SubmitButton({
  loading,
  children,
  testId,
}: {
  loading: boolean;
  children: string;
  testId?: string;
}) {
  return (
    <button
      type="submit"
      className={`btn btn--primary btn--lg btn--block${loading ? ' btn--loading' : ''}`}
      disabled={loading}
      aria-busy={loading || undefined}
      data-testid={testId}
    >
      {loading && <span className="btn__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
