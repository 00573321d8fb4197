import { describe, expect, it } from 'vitest';
import { STYLES, styleLabel, UNKNOWN_STYLE_LABEL } from './styles';

describe('styleLabel', () => {
  it('gives the French label of a known style, whatever the spelling the data uses', () => {
    expect(styleLabel('Art Deco')).toBe('Art Déco');
    expect(styleLabel('art déco')).toBe('Art Déco');
    expect(styleLabel('Mid-Century')).toBe('Mid-Century');
    expect(STYLES.map((s) => styleLabel(s.id))).toEqual(STYLES.map((s) => s.label));
  });

  it('gives the generic label to a style it does not know, or to none', () => {
    expect(UNKNOWN_STYLE_LABEL).toBe('Style personnalisé');
    expect(styleLabel('Japandi')).toBe(UNKNOWN_STYLE_LABEL);
    expect(styleLabel('  ')).toBe(UNKNOWN_STYLE_LABEL);
    expect(styleLabel('')).toBe(UNKNOWN_STYLE_LABEL);
  });
});
