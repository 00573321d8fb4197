import { fr } from '../domain/messages.fr.js';

/**
 * The one error type services throw. `code` is stable for clients and tests;
 * `message` is the French text a visitor may see.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: string, message: string = fr.errors.invalidRequest, details?: unknown) =>
  new AppError(400, code, message, details);
export const notFound = (code = 'not_found', message: string = fr.errors.notFound) =>
  new AppError(404, code, message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
