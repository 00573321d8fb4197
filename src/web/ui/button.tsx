import type { ComponentProps } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold text-center transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-terracotta-600 text-white shadow-sm hover:bg-terracotta-700 active:bg-terracotta-700',
  secondary: 'border-2 border-indigo-900 bg-white text-indigo-900 hover:bg-indigo-100',
  ghost: 'text-indigo-900 hover:bg-sand-100',
  destructive: 'bg-danger text-white shadow-sm hover:bg-red-800',
};

/** 44 px minimum height on every size: the smallest comfortable touch target. */
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3 py-2 text-sm',
  md: 'min-h-11 px-4 py-2 text-base',
  lg: 'min-h-13 px-6 py-3 text-lg',
};

/** Classes of a button, for links that must look like one (wouter's `<Link>`, `<a download>`). */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return cx(base, variants[variant], sizes[size]);
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cx(buttonClasses(variant, size), className)} {...props} />;
}
