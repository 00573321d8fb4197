import { describe, expect, it } from 'vitest';
import { imageHash } from './image-rights-consent';

describe('imageHash', () => {
  it('is a stable 14-digit hex fingerprint of the id and the time', () => {
    const at = '2025-03-01T10:00:00.000Z';
    expect(imageHash(42, at)).toMatch(/^[0-9a-f]{14}$/);
    expect(imageHash(42, at)).toBe(imageHash(42, at));
    expect(imageHash(42, at)).not.toBe(imageHash(43, at));
    expect(imageHash(42, at)).not.toBe(imageHash(42, '2025-03-01T10:00:00.001Z'));
    expect(imageHash(null, at)).not.toBe(imageHash(42, at));
  });
});
