import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import {
  fetchGenerationBySession,
  type GenerateRoomPayload,
  type GenerationView,
  generateRoom,
  newGenerationSessionId,
  readStoredGeneration,
  storeGeneration,
} from './generation-api';
import { type GenerationFailure, generationFailure, storedFailureMessage } from './generation-error';

export type GenerationState =
  | { status: 'idle' }
  /** `progress`: the job as the server last reported it; null until it has one. */
  | { status: 'generating'; progress: GenerationView | null }
  | { status: 'done'; view: GenerationView; paymentId: string }
  | { status: 'error'; message: string };

const POLL_MS = 1500;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Asks the server where the job stands every POLL_MS until stopped, for the progress shown while
 * POST /api/generate-room waits: that call answers only at the end.
 */
function watchProgress(sessionId: string, onView: (view: GenerationView) => void): () => void {
  let stopped = false;
  void (async () => {
    while (!stopped) {
      await wait(POLL_MS);
      if (stopped) return;
      try {
        const view = await fetchGenerationBySession(sessionId);
        if (!stopped) onView(view);
      } catch {
        // No job yet (404 while the payment is checked) or a blip: the next poll tells.
      }
    }
  })();
  return () => {
    stopped = true;
  };
}

/**
 * Image generation: idle → generating → done | error (public-flow.md §4). The job lives on the
 * server; this tab remembers its browser session id, so after a reload or a dropped connection
 * it asks the server where the job stands instead of starting (and paying) again.
 */
export function useRoomGeneration(roomId: number | null, onFailure: (failure: GenerationFailure) => void) {
  const [state, setState] = useState<GenerationState>({ status: 'idle' });
  const alive = useRef(true);
  const failureHandler = useRef(onFailure);
  failureHandler.current = onFailure;

  const showProgress = useCallback((view: GenerationView) => {
    if (alive.current)
      setState((now) => (now.status === 'generating' ? { status: 'generating', progress: view } : now));
  }, []);

  const follow = useCallback(
    async (sessionId: string, paymentId: string) => {
      setState((now) => (now.status === 'generating' ? now : { status: 'generating', progress: null }));
      for (;;) {
        let view: GenerationView;
        try {
          view = await fetchGenerationBySession(sessionId);
        } catch (err) {
          if (err instanceof ApiError && err.status === 404) {
            storeGeneration(null);
            if (alive.current) setState({ status: 'idle' });
            return;
          }
          await wait(POLL_MS);
          if (!alive.current) return;
          continue;
        }
        if (!alive.current) return;
        if (view.status === 'success') {
          setState({ status: 'done', view, paymentId });
          return;
        }
        if (view.status !== 'processing') {
          setState({ status: 'error', message: storedFailureMessage(view.errorCode, view.message) });
          return;
        }
        showProgress(view);
        await wait(POLL_MS);
        if (!alive.current) return;
      }
    },
    [showProgress],
  );

  useEffect(() => {
    alive.current = true;
    const stored = readStoredGeneration();
    if (stored && stored.roomId === roomId) void follow(stored.sessionId, stored.paymentId);
    return () => {
      alive.current = false;
    };
  }, [follow, roomId]);

  const start = useCallback(
    async (payload: Omit<GenerateRoomPayload, 'sessionId'>) => {
      // The photo the payload names: just restored from a payment session, it may be newer than `roomId`.
      const room = payload.uploadedImage?.id ?? roomId;
      if (room === null) return;
      const sessionId = newGenerationSessionId();
      storeGeneration({ sessionId, paymentId: payload.paymentId, roomId: room });
      setState({ status: 'generating', progress: null });
      const stopWatching = watchProgress(sessionId, showProgress);
      try {
        const view = await generateRoom({ ...payload, sessionId }).finally(stopWatching);
        if (!alive.current) return;
        if (view.status === 'processing') {
          await follow(sessionId, payload.paymentId);
          return;
        }
        setState({ status: 'done', view, paymentId: payload.paymentId });
      } catch (err) {
        if (!alive.current) return;
        if (!(err instanceof ApiError)) {
          // The connection dropped, not the job: find it on the server.
          await follow(sessionId, payload.paymentId);
          return;
        }
        storeGeneration(null);
        const failure = generationFailure(err);
        setState(
          failure.kind === 'payment-required'
            ? { status: 'idle' }
            : { status: 'error', message: failure.message },
        );
        failureHandler.current(failure);
      }
    },
    [follow, roomId, showProgress],
  );

  const reset = useCallback(() => {
    storeGeneration(null);
    setState({ status: 'idle' });
  }, []);

  return { state, start, reset };
}
