import { type ComponentProps, useId } from 'react';
import { cx } from '../../../ui/cx';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** First entry, e.g. 'Toutes' with the value 'all' the spec's filters ignore. */
  placeholder?: SelectOption;
}

/** A labelled native select: on Android it opens the system picker, the easiest there is to use. */
export function SelectField({ label, options, placeholder, className, id, ...props }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={selectId}
        className="min-h-11 w-full rounded-xl border-2 border-sand-300 bg-white px-3 py-2 text-base text-ink focus-visible:border-indigo-800"
        {...props}
      >
        {placeholder ? <option value={placeholder.value}>{placeholder.label}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
