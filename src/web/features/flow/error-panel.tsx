import { Button } from '../../ui/button';

interface ErrorPanelProps {
  message: string;
  actionLabel: string;
  onAction: () => void;
}

/** A step's own failure (a list that did not load, a photo gone): what happened and the way out. */
export function ErrorPanel({ message, actionLabel, onAction }: ErrorPanelProps) {
  return (
    <div role="alert" className="grid grid-cols-1 gap-2 rounded-2xl border-2 border-danger bg-white p-4">
      <p className="font-semibold text-danger">{message}</p>
      <Button variant="secondary" size="sm" className="justify-self-start" onClick={onAction}>
        {actionLabel}
      </Button>
    </div>
  );
}
