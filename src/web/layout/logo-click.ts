import { useEffect, useRef } from 'react';

/**
 * The header's logo goes home and, by the spec, resets the whole flow. The flow lives in a lazy
 * route the header does not know, so it subscribes here instead of the header importing it.
 */
const listeners = new Set<() => void>();

export function emitLogoClick(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to logo clicks; returns the unsubscribe function. */
export function onLogoClick(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Calls `handler` on every logo click while the calling component is mounted (e.g. to reset the flow). */
export function useLogoClick(handler: () => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onLogoClick(() => latest.current()), []);
}
