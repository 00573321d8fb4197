import { describe, expect, it } from 'vitest';
import { fr } from '../../../domain/messages.fr';
import { ApiError } from '../../lib/api';
import { photoUploadProblem } from './photo-upload-error';

const fallback = { title: fr.upload.failedTitle, description: fr.upload.failedBody };
const apiError = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, '', JSON.stringify(body));

describe('photoUploadProblem', () => {
  it('gives the spec’s format toast for the server’s 415', () => {
    const err = apiError(415, { error: 'unsupported_format', message: fr.upload.unsupportedBody });
    expect(photoUploadProblem(err, fallback)).toEqual({
      title: fr.upload.unsupportedTitle,
      description: fr.upload.unsupportedBody,
    });
  });

  it('gives the spec’s size toast for the server’s 413', () => {
    const err = apiError(413, { error: 'file_too_large', message: fr.upload.tooLargeBody });
    expect(photoUploadProblem(err, fallback)).toEqual({
      title: fr.upload.tooLargeTitle,
      description: fr.upload.tooLargeBody,
    });
  });

  it('keeps the caller’s title with the server’s own sentence, or the fallback for network failures', () => {
    const err = apiError(409, { error: 'snapped_limit_reached', message: fr.scanner.limitReached });
    expect(photoUploadProblem(err, fallback)).toEqual({
      title: fallback.title,
      description: fr.scanner.limitReached,
    });
    expect(photoUploadProblem(new TypeError('Failed to fetch'), fallback)).toEqual(fallback);
  });
});
