import { useSyncExternalStore } from 'react';

const query = '(pointer: coarse)';

function subscribe(listener: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/** A finger rather than a mouse: phones and tablets, where offering the camera makes sense. */
export function useTouchScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
