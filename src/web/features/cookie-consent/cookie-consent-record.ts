import { useSyncExternalStore } from 'react';
import { COOKIE_CONSENT_STORAGE_KEY, COOKIE_CONSENT_VERSION } from '../../../domain/constants';

export interface CookieConsentRecord {
  essential: true;
  analytics: boolean;
  timestamp: string;
  version: string;
}

const listeners = new Set<() => void>();
/** Remembers a choice for this visit when the browser refuses storage (some private modes). */
let chosenThisVisit = false;

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function hasCookieConsent(): boolean {
  if (chosenThisVisit) return true;
  try {
    return localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether the visitor has made a cookie choice; re-renders when it is made or withdrawn. The page
 * built ahead of time has no banner (no storage there): it comes once the page runs.
 */
export function useHasCookieConsent(): boolean {
  return useSyncExternalStore(subscribe, hasCookieConsent, () => true);
}

/** Stores the choice and returns the record. */
export function saveCookieConsent(analytics: boolean): CookieConsentRecord {
  const record: CookieConsentRecord = {
    essential: true,
    analytics,
    timestamp: new Date().toISOString(),
    version: COOKIE_CONSENT_VERSION,
  };
  chosenThisVisit = true;
  try {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch (err) {
    console.error('Cookie consent not stored', err);
  }
  notify();
  return record;
}

/** Forgets the choice so the banner asks again: withdrawing consent must be as easy as giving it. */
export function clearCookieConsent(): void {
  chosenThisVisit = false;
  try {
    localStorage.removeItem(COOKIE_CONSENT_STORAGE_KEY);
  } catch (err) {
    console.error('Cookie consent not cleared', err);
  }
  notify();
}
