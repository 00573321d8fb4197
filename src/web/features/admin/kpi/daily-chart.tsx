import type { Kpi } from './kpi-types';

const H = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 32 };

const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/**
 * Generations and orders per day: two bars a day, drawn in SVG (no chart library to download).
 * `width` is the drawing's own width; text keeps a readable size as long as it is about the
 * width the chart is shown at.
 */
function Bars({ days, width: W, every }: { days: Kpi['daily']; width: number; every: number }) {
  const max = Math.max(1, ...days.flatMap((d) => [d.images, d.orders]));
  const step = (W - PAD.left - PAD.right) / Math.max(1, days.length);
  const bar = Math.max(2, step / 2 - 1.5);
  const y = (v: number) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - v / max);
  const totals = days.reduce((t, d) => ({ images: t.images + d.images, orders: t.orders + d.orders }), {
    images: 0,
    orders: 0,
  });
  // With a maximum of 1 the middle tick would repeat the top one.
  const ticks = [...new Set([0, Math.ceil(max / 2), max])];
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`Sur ${days.length} jours : ${totals.images} image(s) générée(s) et ${totals.orders} commande(s).`}
      className="h-auto w-full"
    >
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#e9d6b9" strokeDasharray="3 3" />
          <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#5e5148">
            {t}
          </text>
        </g>
      ))}
      {days.map((d, i) => {
        const x = PAD.left + i * step + 1;
        return (
          <g key={d.date}>
            <title>{`${dayLabel(d.date)} : ${d.images} image(s), ${d.orders} commande(s)`}</title>
            <rect x={x} y={y(d.images)} width={bar} height={y(0) - y(d.images)} fill="#b3471f" rx="1.5" />
            <rect
              x={x + bar + 1}
              y={y(d.orders)}
              width={bar}
              height={y(0) - y(d.orders)}
              fill="#2b3270"
              rx="1.5"
            />
            {(days.length - 1 - i) % every === 0 ? (
              <text x={x + bar} y={H - 8} textAnchor="middle" fontSize="11" fill="#5e5148">
                {dayLabel(d.date)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/** 30 days on screens from sm up; the last 14 on a phone, where 30 pairs of bars would be too thin to read. */
export function DailyChart({ days }: { days: Kpi['daily'] }) {
  const totals = days.reduce((t, d) => ({ images: t.images + d.images, orders: t.orders + d.orders }), {
    images: 0,
    orders: 0,
  });
  return (
    <figure>
      <div className="hidden sm:block">
        <Bars days={days} width={720} every={5} />
      </div>
      <div className="sm:hidden">
        <Bars days={days.slice(-14)} width={340} every={3} />
        <p className="text-xs text-muted">14 derniers jours</p>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-muted">
        <span>Sur 30 jours :</span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-terracotta-600" /> Images
          générées ({totals.images})
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-indigo-800" /> Commandes (
          {totals.orders})
        </span>
      </figcaption>
    </figure>
  );
}
