import { useQuery } from '@tanstack/react-query';
import { fr } from '../../../domain/messages.fr';
import { Button } from '../../ui/button';

interface ArButtonProps {
  productName: string;
  /** A confirmed payment opens the viewer; without one the premium dialog opens instead. */
  paid: boolean;
  onPremiumRequired: () => void;
}

interface ModelAnswer {
  model: { arViewerUrl: string };
}

/** Shown only when the product has a 3D model (a 404 hides it). */
export function ArButton({ productName, paid, onPremiumRequired }: ArButtonProps) {
  const { data } = useQuery<ModelAnswer>({ queryKey: ['/api/3d-models/product', productName] });
  if (!data) return null;
  const open = () => {
    if (!paid) {
      onPremiumRequired();
      return;
    }
    window.open(data.model.arViewerUrl, '_blank', 'noopener');
  };
  return (
    <Button variant="secondary" size="sm" onClick={open} className="w-full">
      <span aria-hidden="true">🪄</span> {fr.media.viewInAr}
    </Button>
  );
}
