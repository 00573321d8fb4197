import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fr } from '../../../domain/messages.fr';
import { floorPointAt, type SceneDescription, type ScenePlacement } from '../../../domain/scene';
import {
  drawnPercent,
  movedTo,
  outlineOf,
  resized,
  turned,
  withoutPiece,
  withPieceBack,
  withPlacement,
} from '../../../domain/scene-edit';
import { apiRequest } from '../../lib/api';
import { ROOM_IMAGE_SIZES, roomSrcSet } from '../../lib/sized-image';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { goToStep } from './flow-navigation';
import {
  type ArrangedScene,
  type CatalogProduct,
  layoutKey,
  storedLayout,
  updateFlow,
  useFlow,
} from './flow-state';

const TURN = Math.PI / 12;
/** A keyboard arrow moves the chosen piece this far on the floor. */
const STEP_M = 0.1;

/**
 * Step 4's preview: the chosen pieces outlined where they will stand in the visitor's photo,
 * from the same scene description the paid render draws. A piece is chosen with a tap, moved
 * with a finger (or the arrow keys on its button), turned, resized or taken out; the layout is kept in the
 * flow and sent with the generation.
 */
export function ScenePreview({ selection }: { selection: CatalogProduct[] }) {
  const flow = useFlow();
  const image = flow.image;
  const forPieces = layoutKey({ image, selectedProducts: selection });
  const stored = storedLayout({ image, selectedProducts: selection, scene: flow.scene });
  const query = useQuery<Omit<ArrangedScene, 'forPieces'>>({
    queryKey: ['/api/scene', forPieces],
    enabled: image !== null && stored === null && selection.length > 0,
    queryFn: async () => {
      const res = await apiRequest('POST', '/api/scene', {
        imageId: image?.id,
        selectedProducts: selection,
      });
      const body = (await res.json()) as {
        scene: SceneDescription;
        pieces: ArrangedScene['pieces'];
        unreadable: ArrangedScene['unreadable'];
      };
      return { description: body.scene, pieces: body.pieces, unreadable: body.unreadable };
    },
  });
  useEffect(() => {
    if (query.data && !stored) updateFlow({ scene: { forPieces, ...query.data } });
  }, [query.data, stored, forPieces]);

  if (!image) return null;
  if (!stored) {
    return (
      <section aria-labelledby="preview-title" className="grid grid-cols-1 gap-2">
        <h2 id="preview-title" className="text-xl font-bold text-indigo-900">
          {fr.scenePreview.title}
        </h2>
        {query.isError ? (
          <p role="alert" className="text-danger">
            {fr.scenePreview.failed}
          </p>
        ) : (
          <div
            role="status"
            className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-sand-100 p-4 text-center font-semibold text-indigo-900"
          >
            {fr.scenePreview.loading}
          </div>
        )}
      </section>
    );
  }
  return <Arranger arranged={stored} imageUrl={image.url} />;
}

/** What keeps the pieces out of the photo, with the way back to take it again. */
function PhotoProblem({ title, message }: { title: string; message: string }) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-2xl bg-orange-50 p-4 ring-1 ring-orange-300"
    >
      <div>
        <h3 className="font-bold text-orange-900">{title}</h3>
        <p className="mt-1">{message}</p>
      </div>
      <Button variant="secondary" onClick={() => goToStep('upload')}>
        {fr.scenePreview.retake}
      </Button>
    </div>
  );
}

/** A piece on the floor or the ceiling kept in front of the back wall and inside the seen floor. */
function inRoom(scene: SceneDescription, p: ScenePlacement): ScenePlacement {
  if (p.mount === 'wall') return p;
  const { floor } = scene;
  const back = scene.walls.find((w) => w.side === 'back')?.distanceM ?? -floor.originZ;
  const half = Math.max(p.widthM, p.depthM) / 2;
  const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));
  return {
    ...p,
    x: clamp(p.x, floor.originX + half, floor.originX + floor.cols * floor.cellM - half),
    z: clamp(p.z, -back + p.depthM / 2, floor.originZ + floor.rows * floor.cellM - half),
  };
}

function Arranger({ arranged, imageUrl }: { arranged: ArrangedScene; imageUrl: string }) {
  const scene = arranged.description;
  const { camera } = scene;
  const [chosen, setChosen] = useState<string | null>(null);
  const [draft, setDraft] = useState<ScenePlacement | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const grab = useRef<{ dx: number; dz: number; pointer: number } | null>(null);
  const nameOf = (key: string) => arranged.pieces.find((p) => p.key === key)?.name ?? key;
  // A piece not drawn at its real size (a rug made smaller to fit, a piece resized) is said so.
  const sizeNote = (p: ScenePlacement) => {
    const real = arranged.pieces.find((piece) => piece.key === p.key)?.real;
    const percent = real ? drawnPercent(p, real) : null;
    return real && percent
      ? fr.scenePreview.drawnAtSize(percent, Math.round(real.widthM * 100), Math.round(real.depthM * 100))
      : null;
  };
  const placements = scene.placements.map((p) => (draft && p.key === draft.key ? draft : p));
  const selected = placements.find((p) => p.key === chosen) ?? null;
  // The pieces left out that the visitor may place all the same, where the layout proposes.
  const proposed = scene.unplaced.filter((u) => u.proposal);

  const save = (next: SceneDescription) => updateFlow({ scene: { ...arranged, description: next } });
  const edit = (placement: ScenePlacement) => save(withPlacement(scene, placement));

  const imagePoint = (event: { clientX: number; clientY: number }) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box) return null;
    return {
      u: ((event.clientX - box.left) / box.width) * camera.imageWidth,
      v: ((event.clientY - box.top) / box.height) * camera.imageHeight,
    };
  };

  const startDrag = (event: React.PointerEvent, p: ScenePlacement) => {
    setChosen(p.key);
    const at = imagePoint(event);
    const floor = at ? floorPointAt(camera, at.u, at.v) : null;
    if (!floor) return;
    grab.current = { dx: p.x - floor.x, dz: p.z - floor.z, pointer: event.pointerId };
    svg.current?.setPointerCapture(event.pointerId);
    setDraft(p);
  };
  const drag = (event: React.PointerEvent) => {
    if (!grab.current || !draft || event.pointerId !== grab.current.pointer) return;
    const at = imagePoint(event);
    const floor = at ? floorPointAt(camera, at.u, at.v) : null;
    if (floor)
      setDraft(inRoom(scene, movedTo(scene, draft, floor.x + grab.current.dx, floor.z + grab.current.dz)));
  };
  const endDrag = () => {
    if (draft) edit(draft);
    grab.current = null;
    setDraft(null);
  };

  const onKey = (event: React.KeyboardEvent) => {
    if (!selected) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP_M, 0],
      ArrowRight: [STEP_M, 0],
      ArrowUp: [0, -STEP_M],
      ArrowDown: [0, STEP_M],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    edit(inRoom(scene, movedTo(scene, selected, selected.x + move[0], selected.z + move[1])));
  };

  return (
    <section aria-labelledby="preview-title" className="grid grid-cols-1 gap-3">
      <div>
        <h2 id="preview-title" className="text-xl font-bold text-indigo-900">
          {fr.scenePreview.title}
        </h2>
        <p className="text-sm text-muted">{fr.scenePreview.hint}</p>
      </div>
      {arranged.unreadable ? (
        <PhotoProblem title={fr.room.unreadableTitle} message={arranged.unreadable.message} />
      ) : placements.length === 0 ? (
        // Paying for the photo given back unchanged is worth knowing before paying.
        <PhotoProblem title={fr.scenePreview.nothingPlacedTitle} message={fr.scenePreview.nothingPlaced} />
      ) : null}
      <div className="relative overflow-hidden rounded-2xl bg-sand-100">
        <img
          src={imageUrl}
          srcSet={roomSrcSet(imageUrl)}
          sizes={ROOM_IMAGE_SIZES}
          alt="Votre pièce, avec l’emplacement de chaque meuble"
          width={camera.imageWidth}
          height={camera.imageHeight}
          className="block h-auto w-full"
        />
        <svg
          ref={svg}
          viewBox={`0 0 ${camera.imageWidth} ${camera.imageHeight}`}
          preserveAspectRatio="none"
          className="absolute inset-0 size-full touch-none"
          role="img"
          aria-label={fr.scenePreview.imageLabel(placements.length)}
          onPointerMove={drag}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          {/* Rugs first: the pieces standing on them stay within a finger's reach. */}
          {[...placements.entries()]
            .sort(([, a], [, b]) => Number(b.mount === 'rug') - Number(a.mount === 'rug'))
            .map(([i, p]) => {
              const outline = outlineOf(camera, p);
              if (!outline) return null;
              const active = p.key === chosen;
              const stroke = camera.imageWidth / 300;
              return (
                <g
                  key={p.key}
                  data-piece={p.key}
                  className="cursor-grab"
                  onPointerDown={(event) => startDrag(event, p)}
                >
                  <polygon
                    points={outline.base.map((c) => c.join(',')).join(' ')}
                    fill={active ? 'rgba(196, 85, 43, 0.35)' : 'rgba(255, 255, 255, 0.25)'}
                  />
                  {outline.edges.map(([a, b]) => (
                    <line
                      key={`${a.join()}-${b.join()}`}
                      x1={a[0]}
                      y1={a[1]}
                      x2={b[0]}
                      y2={b[1]}
                      stroke={active ? '#c4552b' : '#ffffff'}
                      strokeWidth={stroke}
                      strokeLinecap="round"
                    />
                  ))}
                  <circle
                    cx={outline.label[0]}
                    cy={outline.label[1] - stroke * 8}
                    r={stroke * 7}
                    fill={active ? '#c4552b' : '#1e1b4b'}
                  />
                  <text
                    x={outline.label[0]}
                    y={outline.label[1] - stroke * 8}
                    fill="#ffffff"
                    fontSize={stroke * 9}
                    fontWeight="700"
                    textAnchor="middle"
                    dominantBaseline="central"
                  >
                    {i + 1}
                  </text>
                </g>
              );
            })}
        </svg>
      </div>
      {/* The arrow keys move the piece whose button has the focus. */}
      <ol
        aria-label={fr.scenePreview.listLabel}
        className="grid grid-cols-1 gap-2 sm:grid-cols-2"
        onKeyDown={onKey}
      >
        {placements.map((p, i) => (
          <li key={p.key}>
            <button
              type="button"
              aria-pressed={p.key === chosen}
              onClick={() => setChosen(p.key === chosen ? null : p.key)}
              className={cx(
                'flex min-h-11 w-full items-center gap-2 rounded-xl border-2 bg-white px-3 text-left',
                p.key === chosen ? 'border-terracotta-600' : 'border-sand-200',
              )}
            >
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-900 text-sm font-bold text-white">
                {i + 1}
              </span>
              <span className="min-w-0 py-1">
                {nameOf(p.key)}
                {sizeNote(p) ? <span className="block text-xs text-muted">{sizeNote(p)}</span> : null}
              </span>
            </button>
          </li>
        ))}
      </ol>
      {selected ? (
        <fieldset className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <legend className="mb-1 font-semibold text-indigo-900">{nameOf(selected.key)}</legend>
          <Button variant="secondary" onClick={() => edit(turned(selected, TURN))}>
            {fr.scenePreview.turnLeft}
          </Button>
          <Button variant="secondary" onClick={() => edit(turned(selected, -TURN))}>
            {fr.scenePreview.turnRight}
          </Button>
          <Button variant="secondary" onClick={() => edit(resized(selected, 0.9))}>
            {fr.scenePreview.smaller}
          </Button>
          <Button variant="secondary" onClick={() => edit(resized(selected, 1.1))}>
            {fr.scenePreview.larger}
          </Button>
          <Button
            variant="secondary"
            className="col-span-2"
            onClick={() => {
              save(withoutPiece(scene, selected.key, fr.scenePreview.removedReason(nameOf(selected.key))));
              setChosen(null);
            }}
          >
            {fr.scenePreview.remove}
          </Button>
        </fieldset>
      ) : null}
      {scene.unplaced.length > 0 ? (
        <div className="rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-200">
          <h3 className="font-bold text-indigo-900">{fr.scenePreview.notShown}</h3>
          <ul className="mt-1 grid gap-2 text-sm">
            {scene.unplaced.map((u) => (
              <li key={u.key} className="grid gap-1">
                <span>{u.reason}</span>
                {u.proposal ? (
                  <Button
                    variant="secondary"
                    className="justify-self-start"
                    onClick={() => {
                      save(withPieceBack(scene, u.key));
                      setChosen(u.key);
                    }}
                  >
                    {fr.scenePreview.placeAnyway(nameOf(u.key))}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {proposed.length ? (
            <p className="mt-2 text-sm text-indigo-900/80">
              {proposed.every((u) => u.cause === 'rugThere')
                ? fr.scenePreview.placeRugHint
                : fr.scenePreview.placeAnywayHint}
            </p>
          ) : null}
        </div>
      ) : null}
      <Button
        variant="ghost"
        onClick={() => {
          updateFlow({ scene: null });
          setChosen(null);
        }}
      >
        {fr.scenePreview.reset}
      </Button>
    </section>
  );
}
