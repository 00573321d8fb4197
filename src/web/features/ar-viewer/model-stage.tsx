import { useCallback, useEffect, useRef, useState } from 'react';
import { AR_AUTO_ROTATE_DELAY_MS, AR_ROTATION_SPEED_DEG_PER_S } from '../../../domain/constants';
import { fr } from '../../../domain/messages.fr';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { loadModelViewer } from './load-model-viewer';

interface ModelViewerElement extends HTMLElement {
  canActivateAR: boolean;
  activateAR(): Promise<void>;
  resetTurntableRotation(theta?: number): void;
  jumpCameraToGoal(): void;
  cameraOrbit: string;
  cameraTarget: string;
  fieldOfView: string;
  src: string;
}

/** 'missing': the server has no such model; 'error': it could not be fetched or read. */
type Status = 'loading' | 'ready' | 'error' | 'missing';

/** The 3D stage and its four buttons (public-flow.md §2, §9). */
export function ModelStage({ src, name, onBack }: { src: string; name: string; onBack: () => void }) {
  const frame = useRef<HTMLDivElement>(null);
  const viewer = useRef<ModelViewerElement>(null);
  const [defined, setDefined] = useState(false);
  const [status, setStatus] = useState<Status>('loading');
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    let alive = true;
    loadModelViewer().then(
      () => alive && setDefined(true),
      () => alive && setStatus('error'),
    );
    return () => {
      alive = false;
    };
  }, []);

  // A callback ref, not an effect: it runs in the same commit that inserts the element, before
  // the viewer can start fetching, so a fast failure (a 404 on a busy phone) is never missed.
  const attachViewer = useCallback((el: ModelViewerElement | null) => {
    viewer.current = el;
    if (!el) return;
    const onLoad = () => setStatus('ready');
    // Tell a model the server does not have from a connection that failed: only the second is
    // the visitor's to fix.
    const onError = () => {
      fetch(el.src, { method: 'HEAD' }).then(
        (res) => setStatus(res.status === 404 || res.status === 410 ? 'missing' : 'error'),
        () => setStatus('error'),
      );
    };
    el.addEventListener('load', onLoad);
    el.addEventListener('error', onError);
    return () => {
      el.removeEventListener('load', onLoad);
      el.removeEventListener('error', onError);
      viewer.current = null;
    };
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const resetRotation = () => {
    const el = viewer.current;
    if (!el) return;
    el.cameraOrbit = '0deg 75deg 105%';
    el.cameraTarget = 'auto auto auto';
    el.fieldOfView = 'auto';
    el.resetTurntableRotation(0);
    el.jumpCameraToGoal();
  };

  const toggleFullscreen = async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await frame.current?.requestFullscreen();
    } catch {
      toast({
        title: 'Plein écran indisponible',
        description: 'Votre navigateur ne permet pas le plein écran ici.',
      });
    }
  };

  const viewInAr = async () => {
    const el = viewer.current;
    if (!el?.canActivateAR) {
      toast({ title: fr.media.viewInAr, description: fr.backOffice.arUnavailable });
      return;
    }
    await el.activateAR();
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        ref={frame}
        className="relative h-[62dvh] min-h-80 overflow-hidden rounded-2xl border border-sand-200 bg-gradient-to-b from-white to-sand-100"
      >
        {defined ? (
          <model-viewer
            ref={attachViewer}
            src={src}
            alt={`Modèle 3D : ${name}`}
            ar
            ar-modes="webxr scene-viewer quick-look"
            camera-controls
            touch-action="pan-y"
            auto-rotate
            auto-rotate-delay={String(AR_AUTO_ROTATE_DELAY_MS)}
            rotation-per-second={`${AR_ROTATION_SPEED_DEG_PER_S}deg`}
            shadow-intensity="1"
            interaction-prompt="none"
            loading="eager"
            style={{ width: '100%', height: '100%', backgroundColor: 'transparent' }}
          >
            {/* Our own 'Voir en Réalité Augmentée' button replaces the built-in one. */}
            <span slot="ar-button" hidden />
          </model-viewer>
        ) : null}
        {status === 'loading' ? (
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-muted"
          >
            <span className="size-8 animate-spin rounded-full border-4 border-sand-200 border-t-terracotta-600" />
            Chargement du modèle 3D…
          </div>
        ) : null}
        {status === 'error' || status === 'missing' ? (
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center"
          >
            <p className="text-lg font-bold text-danger">{fr.media.modelLoadFailed}</p>
            <p className="text-muted">
              {status === 'missing'
                ? fr.media.modelGone
                : 'Vérifiez votre connexion internet, puis rechargez la page.'}
            </p>
          </div>
        ) : null}
        {fullscreen ? (
          <Button
            variant="secondary"
            size="sm"
            className="absolute top-3 right-3"
            onClick={() => void toggleFullscreen()}
          >
            Quitter le plein écran
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-muted">
        Faites glisser pour tourner le meuble, pincez ou utilisez la molette pour zoomer.
      </p>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
        <Button variant="secondary" onClick={onBack}>
          ← Retour
        </Button>
        <Button variant="secondary" onClick={resetRotation} disabled={status !== 'ready'}>
          Réinitialiser la rotation
        </Button>
        <Button variant="secondary" onClick={() => void toggleFullscreen()}>
          Plein écran
        </Button>
        <Button
          onClick={() => void viewInAr()}
          disabled={status !== 'ready'}
          className="col-span-2 sm:col-span-1"
        >
          {fr.media.viewInAr}
        </Button>
      </div>
    </div>
  );
}
