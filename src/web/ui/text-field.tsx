import { type ComponentProps, useId } from 'react';
import { cx } from './cx';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Help text under the field, e.g. the expected format. */
  hint?: string;
  error?: string;
}

/** Label, input, hint and error wired together; works with react-hook-form's `register` (ref is a prop in React 19). */
export function TextField({ label, hint, error, id, className, ...inputProps }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {label}
        {inputProps.required ? (
          <span className="text-terracotta-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          'min-h-11 w-full rounded-xl border-2 bg-white px-3 py-2 text-base text-ink placeholder:text-muted',
          'disabled:cursor-not-allowed disabled:bg-sand-100',
          error ? 'border-danger' : 'border-sand-300 focus-visible:border-indigo-800',
        )}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
