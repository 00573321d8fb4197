import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT } from '../../domain/constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

/** Module state so `toast()` works from anywhere (mutation callbacks, plain functions), not only inside components. */
let toasts: ToastItem[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts of the moment, newest first (at most TOAST_LIMIT). */
export function getToasts(): readonly ToastItem[] {
  return toasts;
}

/** Shows a toast; with one visible at a time (spec), it replaces the one on screen. */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  lastId += 1;
  const id = lastId;
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: number): void {
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, getToasts, getToasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
