import { fr } from '../../../domain/messages.fr';
import type { PhotoProblem } from '../../../domain/validation';
import { ApiError } from '../../lib/api';

/**
 * The toast for a refused photo. The server's verdict comes first: a file that passed the
 * browser's checks but is not an image gets the same 'Format non supporté' toast as one the
 * browser refused, and a too-large one the same 'Fichier trop volumineux'.
 */
export function photoUploadProblem(err: unknown, fallback: PhotoProblem): PhotoProblem {
  if (!(err instanceof ApiError)) return fallback;
  if (err.code === 'unsupported_format') {
    return { title: fr.upload.unsupportedTitle, description: fr.upload.unsupportedBody };
  }
  if (err.code === 'file_too_large')
    return { title: fr.upload.tooLargeTitle, description: fr.upload.tooLargeBody };
  return { title: fallback.title, description: err.serverMessage ?? fallback.description };
}
