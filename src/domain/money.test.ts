import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFcfa, formatFcfaAmount, parsePriceFcfa, quoteTotal } from './money.js';

const NNBSP = '\u202f';

describe('parsePriceFcfa', () => {
  it.each([
    ['125000 FCFA', 125_000],
    ['125 000 FCFA', 125_000],
    ['125\u00a0000\u00a0FCFA', 125_000],
    [`576${NNBSP}000 FCFA`, 576_000],
    ['125.000', 125_000],
    ['1,500', 1_500],
    ['1.250.000', 1_250_000],
    ['1,250,000', 1_250_000],
    ['1.250.000,50', 1_250_001],
    ['1,250,000.50', 1_250_001],
    ['12 500,50 FCFA', 12_501],
    ['12 500,49 FCFA', 12_500],
    ['1,5', 2],
    ['1.4', 1],
    ['99.9', 100],
    ['125000.', 125_000],
    ['Prix : 45 000 F CFA', 45_000],
    ['-5000', 5_000],
    ['0', 0],
  ])('reads %j as %d FCFA', (text, expected) => {
    expect(parsePriceFcfa(text)).toBe(expected);
  });

  it.each(['', '   ', 'FCFA', 'prix sur demande', ',', '.', '99999999999999999999'])(
    'gives NaN for %j, which is no price',
    (text) => {
      expect(parsePriceFcfa(text)).toBeNaN();
    },
  );

  it('rounds numbers and refuses negative or infinite ones', () => {
    expect(parsePriceFcfa(125_000)).toBe(125_000);
    expect(parsePriceFcfa(12_500.5)).toBe(12_501);
    expect(parsePriceFcfa(-1)).toBeNaN();
    expect(parsePriceFcfa(Number.POSITIVE_INFINITY)).toBeNaN();
    expect(parsePriceFcfa(Number.NaN)).toBeNaN();
  });

  it('reads back every amount it formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (amount) => {
        expect(parsePriceFcfa(formatFcfa(amount))).toBe(amount);
        expect(parsePriceFcfa(String(amount))).toBe(amount);
      }),
    );
  });
});

describe('formatFcfa', () => {
  it('groups the fr-FR way with a narrow no-break space and appends FCFA', () => {
    expect(formatFcfa(576_000)).toBe(`576${NNBSP}000 FCFA`);
    expect(formatFcfa(1_250_000)).toBe(`1${NNBSP}250${NNBSP}000 FCFA`);
    expect(formatFcfa(600)).toBe('600 FCFA');
    expect(formatFcfa(0)).toBe('0 FCFA');
  });

  it('shows whole FCFA only', () => {
    expect(formatFcfaAmount(12_500.4)).toBe(`12${NNBSP}500`);
  });
});

describe('quoteTotal', () => {
  it('sums the digits of every price, selected and snapped', () => {
    const total = quoteTotal([{ price: '125 000 FCFA' }, { price: '451000' }, { price: 5_000 }], [{}]);
    expect(total).toEqual({ totalFcfa: 581_000, totalText: `581${NNBSP}000 FCFA` });
  });

  it('strips separators as the spec says, unlike parsePriceFcfa', () => {
    expect(quoteTotal([{ price: '12 500,50 FCFA' }], []).totalFcfa).toBe(1_250_050);
    expect(parsePriceFcfa('12 500,50 FCFA')).toBe(12_501);
  });

  it('counts a price without digits, or none, as 0', () => {
    expect(quoteTotal([{ price: 'sur demande' }, { price: null }], [{ price: undefined }])).toEqual({
      totalFcfa: 0,
      totalText: '0 FCFA',
    });
  });

  it('agrees with parsePriceFcfa on whole-FCFA prices', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000_000 }), { maxLength: 20 }), (amounts) => {
        const priced = amounts.map((a) => ({ price: formatFcfa(a) }));
        const expected = amounts.reduce((sum, a) => sum + a, 0);
        expect(quoteTotal(priced, []).totalFcfa).toBe(expected);
        expect(priced.reduce((sum, p) => sum + parsePriceFcfa(p.price), 0)).toBe(expected);
      }),
    );
  });
});
