import { describe, expect, it } from 'vitest';
import { fr } from '../../../domain/messages.fr';
import { ApiError } from '../../lib/api';
import { generationFailure, storedFailureMessage } from './generation-error';

const STATUS_TEXT: Record<number, string> = {
  402: 'Payment Required',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
const apiError = (status: number, body: object) =>
  new ApiError(status, STATUS_TEXT[status] ?? '', JSON.stringify(body));

describe('generationFailure', () => {
  it('maps 402 to the payment dialog and 409 to a new payment', () => {
    expect(generationFailure(apiError(402, { error: 'payment_required', message: 'x' }))).toEqual({
      kind: 'payment-required',
    });
    expect(generationFailure(apiError(409, { error: 'payment_already_used', message: 'x' }))).toEqual({
      kind: 'payment-used',
      message: fr.generation.alreadyUsed,
    });
  });

  it('gives each special code its French explanation, from the error bodies the server sends', () => {
    // As the server's error handler answers a failed generation (generation/service.ts generationError).
    const invalidKey = apiError(503, { error: 'API_KEY_INVALID', message: fr.generation.apiKeyInvalid });
    const keyIssue = apiError(503, { error: 'API_KEY_ISSUE', message: fr.generation.apiKeyIssue });
    const rateLimit = apiError(429, { error: 'RATE_LIMIT', message: fr.generation.rateLimit });
    expect(invalidKey.message).toBe(
      `503: {"error":"API_KEY_INVALID","message":${JSON.stringify(fr.generation.apiKeyInvalid)}}`,
    );
    expect(generationFailure(invalidKey)).toEqual({
      kind: 'error',
      message:
        "Le service de génération d'images est mal configuré (clé d'accès invalide). Notre équipe a été prévenue.",
    });
    expect(generationFailure(keyIssue)).toEqual({
      kind: 'error',
      message:
        "Le service de génération d'images est momentanément indisponible (quota ou accès du fournisseur). Réessayez plus tard.",
    });
    expect(generationFailure(rateLimit)).toEqual({
      kind: 'error',
      message: 'Limite de taux atteinte. Attendez quelques minutes avant de réessayer.',
    });
  });

  it('gives the same texts to a failed generation found again by its session', () => {
    expect(storedFailureMessage('API_KEY_INVALID', fr.generation.apiKeyInvalid)).toBe(
      "Le service de génération d'images est mal configuré (clé d'accès invalide). Notre équipe a été prévenue.",
    );
    expect(storedFailureMessage('API_KEY_ISSUE', null)).toBe(
      "Le service de génération d'images est momentanément indisponible (quota ou accès du fournisseur). Réessayez plus tard.",
    );
  });

  it('tells a layout made for another photo apart: the payment is kept, a retry goes without it', () => {
    const otherPhoto = apiError(422, {
      error: 'scene_for_other_photo',
      message: fr.generation.sceneForOtherPhoto,
    });
    expect(generationFailure(otherPhoto)).toEqual({
      kind: 'layout-for-other-photo',
      message: fr.generation.sceneForOtherPhoto,
    });
  });

  it('falls back to the server message, then to the generic one', () => {
    expect(generationFailure(apiError(500, { error: 'x', message: 'Le serveur dit non.' }))).toEqual({
      kind: 'error',
      message: 'Le serveur dit non.',
    });
    expect(generationFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'error',
      message: fr.generation.failed,
    });
  });
});
