import { describe, expect, it } from 'vitest';
import {
  completedSteps,
  GENERATION_STAGE_LABELS,
  GENERATION_STAGES,
  generationSteps,
} from './generation-stages.js';

describe('generationSteps', () => {
  it('the offline renderer places the pieces itself; an AI one sends them and waits for the picture', () => {
    expect(generationSteps('compose')).toEqual(['queued', 'preparing', 'placing', 'finishing']);
    for (const ai of ['gemini', 'openai']) {
      expect(generationSteps(ai)).toEqual(['queued', 'preparing', 'sending', 'waiting', 'finishing']);
    }
  });

  it('every stage has a French label', () => {
    for (const stage of GENERATION_STAGES) expect(GENERATION_STAGE_LABELS[stage]).toMatch(/\S/);
  });
});

describe('completedSteps', () => {
  const steps = generationSteps('gemini');
  it('counts the steps before the current one', () => {
    expect(completedSteps(steps, 'queued', false)).toBe(0);
    expect(completedSteps(steps, 'waiting', false)).toBe(3);
    expect(completedSteps(steps, 'finishing', false)).toBe(4);
  });
  it('a finished job has every step behind it', () => {
    expect(completedSteps(steps, 'finishing', true)).toBe(5);
  });
  it('a missing stage, or one this renderer does not have, counts as the first', () => {
    expect(completedSteps(steps, null, false)).toBe(0);
    expect(completedSteps(steps, 'placing', false)).toBe(0);
  });
});
