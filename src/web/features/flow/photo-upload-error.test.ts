import { describe, expect, it } from 'vitest';
import { fr } from '../../../domain/messages.fr';
import { ApiError } from '../../lib/api';
import { photoUploadProblem, scannerAddProblem } from './photo-upload-error';

const apiError = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, '', JSON.stringify(body));

const unsupported = apiError(415, { error: 'unsupported_format', message: fr.upload.unsupportedBody });
const tooLarge = apiError(413, { error: 'file_too_large', message: fr.upload.tooLargeBody });

describe('photoUploadProblem', () => {
  it('gives the spec’s format toast for the server’s 415 and its size toast for the 413', () => {
    expect(photoUploadProblem(unsupported)).toEqual({
      title: fr.upload.unsupportedTitle,
      description: fr.upload.unsupportedBody,
    });
    expect(photoUploadProblem(tooLarge)).toEqual({
      title: fr.upload.tooLargeTitle,
      description: fr.upload.tooLargeBody,
    });
  });

  it('keeps the spec’s format title with the server’s sentence naming a format it cannot read', () => {
    const heic = apiError(415, {
      error: 'unsupported_format',
      message: fr.upload.formatNotSupported('HEIC'),
    });
    expect(photoUploadProblem(heic)).toEqual({
      title: 'Format non supporté',
      description:
        "Le format HEIC n'est pas pris en charge. Veuillez sélectionner un fichier image (JPG, PNG, WEBP).",
    });
  });

  it('gives the spec’s upload-failure toast word for word for any other failure', () => {
    const failed = {
      title: 'Erreur lors du téléchargement',
      description: 'Veuillez réessayer avec une autre image.',
    };
    expect(photoUploadProblem(new TypeError('Network request failed'))).toEqual(failed);
    expect(photoUploadProblem(new ApiError(500, 'Internal Server Error', ''))).toEqual(failed);
    const rateLimited = apiError(429, { error: 'too_many_requests', message: fr.errors.tooManyRequests });
    expect(photoUploadProblem(rateLimited)).toEqual(failed);
  });

  it('says first what is wrong with the image when the server knows, then the spec’s advice verbatim', () => {
    const pixels = apiError(413, { error: 'too_many_pixels', message: fr.upload.tooManyPixels });
    expect(photoUploadProblem(pixels)).toEqual({
      title: fr.upload.failedTitle,
      description: `${fr.upload.tooManyPixels} ${fr.upload.failedBody}`,
    });
    const unreadable = apiError(422, { error: 'unreadable_image', message: fr.upload.undecodable });
    expect(photoUploadProblem(unreadable).description).toBe(
      `${fr.upload.undecodable} ${fr.upload.failedBody}`,
    );
  });
});

describe('scannerAddProblem', () => {
  it('titles every server refusal with the spec’s add-failure message, keeping the server’s reason', () => {
    expect(scannerAddProblem(unsupported)).toEqual({
      title: "Erreur lors de l'ajout du meuble",
      description: fr.upload.unsupportedBody,
    });
    expect(scannerAddProblem(tooLarge).title).toBe(fr.scanner.addFailed);
    const full = apiError(409, { error: 'snapped_limit_reached', message: fr.scanner.limitReached });
    expect(scannerAddProblem(full)).toEqual({
      title: fr.scanner.addFailed,
      description: fr.scanner.limitReached,
    });
  });

  it('falls back to the upload advice when the server said nothing (network failure)', () => {
    expect(scannerAddProblem(new TypeError('Failed to fetch'))).toEqual({
      title: fr.scanner.addFailed,
      description: fr.upload.failedBody,
    });
  });
});
