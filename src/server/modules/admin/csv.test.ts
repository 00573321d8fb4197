import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, parseCsv, restoreCell, toCsv } from './csv.js';

describe('CSV cells', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    for (const cell of ['=1+1', '+33 1 23', '-2', '@SUM(A1)', '\t=1', '\r=1'])
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    for (const cell of ['Canapé', '125 000 FCFA', "'déjà", '']) expect(neutraliseCell(cell)).toBe(cell);
  });

  it('restores exactly what it neutralised', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(restoreCell(neutraliseCell(s))).toBe(s);
      }),
    );
    expect(neutraliseCell("'=1")).toBe("''=1");
  });

  it('parses back what it writes, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ minLength: 1 }), { minLength: 2, maxLength: 2 }), { minLength: 1 }),
        (rows) => {
          const text = toCsv(['a', 'b'], rows);
          const parsed = parseCsv(Buffer.from(text, 'utf8'));
          const cells = parsed
            .slice(1)
            .filter((r) => r.cells.some((c) => c !== ''))
            .map((r) => r.cells.map(restoreCell));
          expect(cells).toEqual(rows.filter((r) => r.some((c) => c !== '')));
        },
      ),
    );
  });

  it('numbers records by the line they start on', () => {
    const parsed = parseCsv(Buffer.from('a,b\n"x\ny",1\n\n2,3\n'));
    expect(parsed.map((r) => r.line)).toEqual([1, 2, 5]);
  });
});
