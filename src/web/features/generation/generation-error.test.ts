import { describe, expect, it } from 'vitest';
import { fr } from '../../../domain/messages.fr';
import { ApiError } from '../../lib/api';
import { generationFailure } from './generation-error';

const apiError = (status: number, body: object) => new ApiError(status, '', JSON.stringify(body));

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

  it('gives each special code its French explanation', () => {
    expect(generationFailure(apiError(429, { error: 'RATE_LIMIT', message: 'x' }))).toEqual({
      kind: 'error',
      message: fr.generation.rateLimit,
    });
    expect(generationFailure(apiError(503, { error: 'API_KEY_INVALID', message: 'x' })).kind).toBe('error');
    expect(generationFailure(new Error('500: API_KEY_ISSUE'))).toEqual({
      kind: 'error',
      message: fr.generation.apiKeyIssue,
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
