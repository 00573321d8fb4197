import { useQueries } from '@tanstack/react-query';
import { ArButton } from './ar-button';

interface ArProductListProps {
  productNames: string[];
  paid: boolean;
  onPremiumRequired: () => void;
}

/** The products that have a 3D model, each with its AR button; nothing at all when none has one. */
export function ArProductList({ productNames, paid, onPremiumRequired }: ArProductListProps) {
  const results = useQueries({
    queries: productNames.map((name) => ({ queryKey: ['/api/3d-models/product', name] })),
  });
  const withModel = productNames.filter((_, i) => results[i]?.data);
  if (withModel.length === 0) return null;
  return (
    <details className="rounded-2xl bg-indigo-800 p-3">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">
        Voir en 3D et en réalité augmentée ({withModel.length})
      </summary>
      <ul className="mt-2 grid gap-3">
        {withModel.map((name) => (
          <li key={name} className="grid gap-1">
            <span className="text-sm text-indigo-100">{name}</span>
            <ArButton productName={name} paid={paid} onPremiumRequired={onPremiumRequired} />
          </li>
        ))}
      </ul>
    </details>
  );
}
