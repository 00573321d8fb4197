import { fr } from '../../../domain/messages.fr.js';
import { AppError } from '../../errors.js';
import { RendererError, type RendererErrorCode } from './room-renderer.js';

/** The room or furniture photo a job needs was deleted by the retention sweep (24 hours at most). */
export class PhotoExpired extends Error {
  readonly code = 'PHOTO_EXPIRED';
}

/** Why a job failed: stored on the generation, reported with the spec's code. */
export type GenerationFailureCode = RendererErrorCode | PhotoExpired['code'];

interface ErrorReply {
  status: number;
  message: string;
}

const FAILURES: Record<GenerationFailureCode, ErrorReply> = {
  API_KEY_INVALID: { status: 503, message: fr.generation.apiKeyInvalid },
  API_KEY_ISSUE: { status: 503, message: fr.generation.apiKeyIssue },
  RATE_LIMIT: { status: 429, message: fr.generation.rateLimit },
  SAFETY_BLOCKED: { status: 422, message: fr.generation.safetyBlocked },
  RENDER_FAILED: { status: 500, message: fr.generation.failed },
  PHOTO_EXPIRED: { status: 410, message: fr.generation.photoExpired },
};

/** Every error the module answers with: a job's failure, or a request refused before any job. */
const GENERATION_ERRORS = {
  ...FAILURES,
  payment_required: { status: 402, message: fr.payment.required },
  payment_already_used: { status: 409, message: fr.generation.alreadyUsed },
  image_not_found: { status: 400, message: fr.payment.imageMissing },
  no_products: { status: 400, message: fr.payment.noProducts },
  scene_for_other_photo: { status: 422, message: fr.generation.sceneForOtherPhoto },
  generation_not_found: { status: 404, message: fr.media.noImage },
  generation_in_progress: { status: 409, message: fr.generation.inProgress },
} satisfies Record<string, ErrorReply>;

export type GenerationErrorCode = keyof typeof GENERATION_ERRORS;

/** The error as the API reports it: the code in `error`, its French text in `message` (or the caller's). */
export function generationError(
  code: GenerationErrorCode,
  message: string = GENERATION_ERRORS[code].message,
): AppError {
  return new AppError(GENERATION_ERRORS[code].status, code, message);
}

/** A failed job's stored code as the API reports it; a code it does not know reads as RENDER_FAILED. */
export function failedGenerationError(storedCode: string | null): AppError {
  const known = storedCode !== null && Object.hasOwn(FAILURES, storedCode);
  return generationError(known ? (storedCode as GenerationFailureCode) : 'RENDER_FAILED');
}

export function errorCodeOf(err: unknown): GenerationFailureCode {
  if (err instanceof RendererError || err instanceof PhotoExpired) return err.code;
  return 'RENDER_FAILED';
}
