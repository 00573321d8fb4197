import { expect, it } from 'vitest';
import { filenameFromDisposition } from './download-file';

it("reads the server's file name, UTF-8 form first", () => {
  expect(filenameFromDisposition(null, 'x.csv')).toBe('x.csv');
  expect(filenameFromDisposition('attachment; filename="produits-2025-03-14.csv"', 'x')).toBe(
    'produits-2025-03-14.csv',
  );
  expect(
    filenameFromDisposition(`attachment; filename="devis-KD.pdf"; filename*=UTF-8''devis-K%C3%ABr.pdf`, 'x'),
  ).toBe('devis-Kër.pdf');
  expect(filenameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, 'repli.pdf')).toBe('repli.pdf');
});
