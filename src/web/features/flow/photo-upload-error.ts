import { fr } from '../../../domain/messages.fr';
import type { PhotoProblem } from '../../../domain/validation';
import { ApiError } from '../../lib/api';

/** Server refusals that say what is wrong with the image itself: worth telling before the spec's advice. */
const IMAGE_REASONS = new Set(['too_many_pixels', 'unreadable_image']);

/**
 * The toast for a room photo the upload refused (public-flow.md §5, §8). A file that passed the
 * browser's checks but that the server finds is not an image gets the same 'Format non supporté'
 * toast as one the browser refused, and a too-large one the same 'Fichier trop volumineux'. Any
 * other failure is the spec's 'Erreur lors du téléchargement' / 'Veuillez réessayer avec une autre
 * image.', preceded by the server's reason when that reason is about the image.
 */
export function photoUploadProblem(err: unknown): PhotoProblem {
  if (err instanceof ApiError) {
    if (err.code === 'unsupported_format') {
      // The server names the format when it recognised an image it cannot read (an iPhone's HEIC).
      return {
        title: fr.upload.unsupportedTitle,
        description: err.serverMessage ?? fr.upload.unsupportedBody,
      };
    }
    if (err.code === 'file_too_large') {
      return { title: fr.upload.tooLargeTitle, description: fr.upload.tooLargeBody };
    }
    if (err.code && IMAGE_REASONS.has(err.code) && err.serverMessage) {
      return { title: fr.upload.failedTitle, description: `${err.serverMessage} ${fr.upload.failedBody}` };
    }
  }
  return { title: fr.upload.failedTitle, description: fr.upload.failedBody };
}

/**
 * The toast for an own furniture item the server did not add: always the spec's 'Erreur lors de
 * l'ajout du meuble' (§8), with the server's French reason (format, size, the 9-item limit) or the
 * upload's advice when there is none (a network failure).
 */
export function scannerAddProblem(err: unknown): PhotoProblem {
  return {
    title: fr.scanner.addFailed,
    description: (err instanceof ApiError && err.serverMessage) || fr.upload.failedBody,
  };
}
