import { Component, type ReactNode } from 'react';
import { Button } from '../ui/button';

interface State {
  failed: boolean;
}

/**
 * A route's code can fail to download (mobile data dropping, or a deployment replacing the files
 * between two clicks): offer a reload rather than a blank page. React only catches render errors
 * in class components.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Route failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-indigo-900">Impossible d'afficher cette page</h1>
        <p className="text-muted">Vérifiez votre connexion internet, puis rechargez la page.</p>
        <Button onClick={() => window.location.reload()}>Recharger la page</Button>
      </div>
    );
  }
}
