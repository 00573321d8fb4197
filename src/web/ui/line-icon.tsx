import { cx } from './cx';

interface LineIconProps {
  /** Path data on a 24 × 24 grid, drawn as a rounded stroke. */
  d: string;
  className?: string;
  strokeWidth?: number;
}

/** A decorative line icon in the text colour; screen readers skip it (the control names the action). */
export function LineIcon({ d, className, strokeWidth = 2 }: LineIconProps) {
  return (
    <svg viewBox="0 0 24 24" className={cx('size-5', className)} aria-hidden="true">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
