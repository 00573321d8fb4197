import { describe, expect, it } from 'vitest';
import { formatElapsed } from './format-elapsed';

describe('formatElapsed', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [60, '1:00'],
    [102, '1:42'],
    [725, '12:05'],
    [-3, '0:00'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatElapsed(seconds)).toBe(text);
  });
});
