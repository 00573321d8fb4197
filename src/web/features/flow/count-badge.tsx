import { cx } from '../../ui/cx';

/** 'n / max', turning orange at the limit (categories, own furniture items). */
export function CountBadge({ count, max }: { count: number; max: number }) {
  return (
    <p
      aria-live="polite"
      className={cx(
        'rounded-full px-3 py-1 text-sm font-bold',
        count >= max ? 'bg-orange-100 text-orange-800' : 'bg-sand-100 text-muted',
      )}
    >
      {count} / {max}
    </p>
  );
}
