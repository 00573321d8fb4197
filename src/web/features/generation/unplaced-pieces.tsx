import type { GenerationView } from './generation-api';

/** The pieces the room had no place for, named with the reason, so nothing disappears silently. */
export function UnplacedPieces({ generation }: { generation: Pick<GenerationView, 'unplaced'> }) {
  if (generation.unplaced.length === 0) return null;
  return (
    <section
      aria-labelledby="unplaced-title"
      className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <h2 id="unplaced-title" className="font-bold">
        {generation.unplaced.length === 1
          ? 'Un meuble n’a pas trouvé sa place dans votre pièce'
          : `${generation.unplaced.length} meubles n’ont pas trouvé leur place dans votre pièce`}
      </h2>
      <ul className="mt-2 grid gap-1">
        {generation.unplaced.map((piece) => (
          <li key={`${piece.category}-${piece.productName}`}>{piece.reason}</li>
        ))}
      </ul>
    </section>
  );
}
