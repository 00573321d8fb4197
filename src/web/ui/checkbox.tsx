import { Checkbox as RadixCheckbox } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cx } from './cx';

interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  required?: boolean;
  /** Error text shown under the label and announced with it. */
  error?: string;
  className?: string;
}

/**
 * Box and text are one label, at least 44 × 44 px: a tap anywhere on it, the gap between box and
 * text included, toggles the box, which on its own is too small a target for a finger.
 */
export function Checkbox({
  label,
  checked,
  onCheckedChange,
  disabled,
  name,
  required,
  error,
  className,
}: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={cx(
          'flex min-h-11 min-w-11 items-start gap-3',
          disabled ? 'cursor-not-allowed' : 'cursor-pointer',
        )}
      >
        <RadixCheckbox.Root
          id={id}
          name={name}
          checked={checked}
          onCheckedChange={(value) => onCheckedChange?.(value === true)}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx(
            'mt-2.5 flex size-6 shrink-0 items-center justify-center rounded-md border-2 bg-white',
            'data-[state=checked]:border-terracotta-600 data-[state=checked]:bg-terracotta-600',
            'disabled:cursor-not-allowed disabled:opacity-70',
            error ? 'border-danger' : 'border-indigo-900',
          )}
        >
          <RadixCheckbox.Indicator className="text-white">
            <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
              <path
                d="m3 8.5 3 3 7-7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <span className="py-2.5 text-sm leading-snug">{label}</span>
      </label>
      {error ? (
        <p id={errorId} className="ml-9 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
