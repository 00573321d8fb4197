import { fr } from '../../../domain/messages.fr';
import { ApiError } from '../../lib/api';

export type GenerationFailure =
  | { kind: 'payment-required' }
  | { kind: 'payment-used'; message: string }
  /** The layout sent was made for another photo: refused before the payment was used; a retry goes without it. */
  | { kind: 'layout-for-other-photo'; message: string }
  | { kind: 'error'; message: string };

const SPECIAL_CODES: ReadonlyArray<[code: string, message: string]> = [
  ['API_KEY_INVALID', fr.generation.apiKeyInvalid],
  ['API_KEY_ISSUE', fr.generation.apiKeyIssue],
  ['RATE_LIMIT', fr.generation.rateLimit],
  ['SAFETY_BLOCKED', fr.generation.safetyBlocked],
];

/** public-flow.md §8: 402 reopens the payment, 409 asks for a new one, the special codes get their French text. */
export function generationFailure(err: unknown): GenerationFailure {
  if (err instanceof ApiError) {
    if (err.status === 402) return { kind: 'payment-required' };
    if (
      err.status === 409 ||
      err.code === 'payment_already_used' ||
      err.message.includes('payment_already_used')
    ) {
      return { kind: 'payment-used', message: fr.generation.alreadyUsed };
    }
    if (err.code === 'scene_for_other_photo') {
      return {
        kind: 'layout-for-other-photo',
        message: err.serverMessage ?? fr.generation.sceneForOtherPhoto,
      };
    }
  }
  const text = err instanceof Error ? err.message : '';
  const special = SPECIAL_CODES.find(([code]) => text.includes(code));
  if (special) return { kind: 'error', message: special[1] };
  if (err instanceof ApiError && err.serverMessage) return { kind: 'error', message: err.serverMessage };
  return { kind: 'error', message: fr.generation.failed };
}

/** The same texts for a generation the server reports as failed (found again after a reload). */
export function storedFailureMessage(errorCode: string | null, message: string | null): string {
  return SPECIAL_CODES.find(([code]) => code === errorCode)?.[1] ?? message ?? fr.generation.failed;
}
