import { type PointerEvent, useRef, useState } from 'react';
import type { CutoutFrameInput } from '../../../domain/validation';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';

type Point = [number, number];
type Tool = 'box' | 'keep' | 'remove';
type Box = CutoutFrameInput['box'];

interface CutoutFramerProps {
  /** The furniture photo, as the browser shows it. */
  photoUrl: string;
  /** The frame last applied, to start from. */
  initial?: CutoutFrameInput | null;
  busy: boolean;
  onApply: (frame: CutoutFrameInput) => void;
  onCancel: () => void;
}

const TOOLS: Array<{ tool: Tool; label: string; hint: string }> = [
  { tool: 'box', label: 'Cadre', hint: 'Faites glisser le doigt d’un coin à l’autre du meuble.' },
  { tool: 'keep', label: 'Garder', hint: 'Passez le doigt sur les parties du meuble qui manquent.' },
  { tool: 'remove', label: 'Retirer', hint: 'Passez le doigt sur ce qui n’est pas le meuble.' },
];

/** Points closer than this (share of the photo) are one: a stroke stays short to send. */
const MIN_STEP = 0.008;
/** A box smaller than this on a side is a tap, not a box. */
const MIN_BOX_SIDE = 0.04;

/** A stroke as wide on screen as the server's brush is on a phone's photo (about 4 % of its long side). */
const STROKE = {
  fill: 'none',
  strokeWidth: 14,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  strokeOpacity: 0.75,
  vectorEffect: 'non-scaling-stroke',
} as const;

const clamp = (v: number) => Math.min(1, Math.max(0, v));

function boxOf(a: Point, b: Point): Box {
  return {
    x: Math.min(a[0], b[0]),
    y: Math.min(a[1], b[1]),
    width: Math.abs(a[0] - b[0]),
    height: Math.abs(a[1] - b[1]),
  };
}

/**
 * Lets the visitor show which piece of their photo is the furniture: a box drawn with a finger
 * around it, then strokes over what to keep and what to remove. Drawn over the photo in shares of
 * its size, which is what the server's GrabCut takes.
 */
export function CutoutFramer({ photoUrl, initial, busy, onApply, onCancel }: CutoutFramerProps) {
  const surface = useRef<HTMLDivElement>(null);
  const [tool, setTool] = useState<Tool>(initial?.box ? 'keep' : 'box');
  const [box, setBox] = useState<Box | null>(initial?.box ?? null);
  const [keep, setKeep] = useState<Point[][]>((initial?.keep as Point[][] | undefined) ?? []);
  const [remove, setRemove] = useState<Point[][]>((initial?.remove as Point[][] | undefined) ?? []);
  const drawing = useRef<{ start: Point; stroke: Point[] } | null>(null);
  const [current, setCurrent] = useState<Point[] | null>(null);

  const pointOf = (event: PointerEvent): Point => {
    const rect = (surface.current as HTMLDivElement).getBoundingClientRect();
    return [clamp((event.clientX - rect.left) / rect.width), clamp((event.clientY - rect.top) / rect.height)];
  };

  const down = (event: PointerEvent) => {
    if (busy) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = pointOf(event);
    drawing.current = { start: point, stroke: [point] };
    if (tool === 'box') setBox(boxOf(point, point));
    else setCurrent([point]);
  };

  const move = (event: PointerEvent) => {
    const now = drawing.current;
    if (!now) return;
    const point = pointOf(event);
    if (tool === 'box') {
      setBox(boxOf(now.start, point));
      return;
    }
    const last = now.stroke[now.stroke.length - 1] as Point;
    if (Math.hypot(point[0] - last[0], point[1] - last[1]) < MIN_STEP) return;
    now.stroke.push(point);
    setCurrent([...now.stroke]);
  };

  const up = () => {
    const now = drawing.current;
    drawing.current = null;
    setCurrent(null);
    if (!now) return;
    if (tool === 'box') {
      // A tap leaves the box as it was before; a real box moves on to the strokes.
      setBox((b) => (b && b.width >= MIN_BOX_SIDE && b.height >= MIN_BOX_SIDE ? b : (initial?.box ?? null)));
      return;
    }
    if (tool === 'keep') setKeep((s) => [...s, now.stroke]);
    else setRemove((s) => [...s, now.stroke]);
  };

  const ready = !!box && box.width >= MIN_BOX_SIDE && box.height >= MIN_BOX_SIDE;
  const hint = TOOLS.find((t) => t.tool === tool)?.hint;
  const line = (points: Point[]) => points.map(([x, y]) => `${x * 100},${y * 100}`).join(' ');

  return (
    <div className="grid gap-3" data-testid="cutout-framer">
      <fieldset className="grid grid-cols-3 gap-1 rounded-xl bg-sand-100 p-1">
        <legend className="sr-only">Outil</legend>
        {TOOLS.map((t) => (
          <button
            key={t.tool}
            type="button"
            aria-pressed={tool === t.tool}
            disabled={busy || (t.tool !== 'box' && !ready)}
            onClick={() => setTool(t.tool)}
            className={cx(
              'min-h-11 rounded-lg text-sm font-semibold disabled:opacity-50',
              tool === t.tool ? 'bg-white text-indigo-900 shadow-sm' : 'text-ink',
            )}
          >
            {t.label}
          </button>
        ))}
      </fieldset>
      <p className="text-sm text-ink" aria-live="polite">
        {hint}
      </p>
      <div
        ref={surface}
        className="relative mx-auto w-full max-w-md touch-none select-none overflow-hidden rounded-xl"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        aria-label="Photo du meuble à encadrer"
        role="application"
      >
        <img src={photoUrl} alt="" draggable={false} className="block w-full" />
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="pointer-events-none absolute inset-0 h-full w-full"
          aria-hidden="true"
        >
          {box ? (
            <>
              <path
                d={`M0,0H100V100H0Z M${box.x * 100},${box.y * 100}v${box.height * 100}h${box.width * 100}v${-box.height * 100}Z`}
                fill="rgba(20,20,40,0.45)"
                fillRule="evenodd"
              />
              <rect
                x={box.x * 100}
                y={box.y * 100}
                width={box.width * 100}
                height={box.height * 100}
                fill="none"
                stroke="#fff"
                strokeWidth="0.6"
                strokeDasharray="2 1.2"
                vectorEffect="non-scaling-stroke"
              />
            </>
          ) : null}
          {keep.map((s) => (
            <polyline key={`k${line(s)}`} points={line(s)} {...STROKE} stroke="#22c55e" />
          ))}
          {remove.map((s) => (
            <polyline key={`r${line(s)}`} points={line(s)} {...STROKE} stroke="#ef4444" />
          ))}
          {current ? (
            <polyline points={line(current)} {...STROKE} stroke={tool === 'keep' ? '#22c55e' : '#ef4444'} />
          ) : null}
        </svg>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => box && onApply({ box, keep, remove })}
          disabled={busy || !ready}
          className="flex-1"
        >
          {busy ? 'Détourage…' : 'Détourer'}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setKeep([]);
            setRemove([]);
          }}
          disabled={busy || keep.length + remove.length === 0}
        >
          Effacer les traits
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Annuler
        </Button>
      </div>
    </div>
  );
}
