import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { drawQuotePdf, type QuotePdfData } from './quote-pdf.js';

async function pages(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text;
}

describe('drawQuotePdf', () => {
  it('never leaves the total alone on a page: the table’s last line goes with it', async () => {
    const roomImage = await sharp({
      create: { width: 1400, height: 1050, channels: 3, background: '#c9b79c' },
    })
      .jpeg()
      .toBuffer();
    for (let count = 1; count <= 14; count++) {
      const data: QuotePdfData = {
        number: 'KD-20261124-ABCDEF',
        createdAt: new Date('2026-11-24T10:00:00Z'),
        validUntil: new Date('2026-12-24T10:00:00Z'),
        selectedProducts: Array.from({ length: count }, (_, i) => ({
          name: `Produit numéro ${i + 1}`,
          category: 'Canapé',
          price: '100 000 FCFA',
          store: 'Maison Teranga',
        })),
        snappedProducts: [],
        totalText: `${count}00 000 FCFA`,
        roomImage,
        snappedImages: [],
        stores: [
          { name: 'Maison Teranga', address: 'Dakar', phone: '+221338000000', email: null, city: 'Dakar' },
        ],
        contact: {},
      };
      const text = await pages(await drawQuotePdf(data));
      const totalPage = text.findIndex((page) => /Total\s/.test(page));
      expect(totalPage, `${count} products`).toBeGreaterThanOrEqual(0);
      expect(text[totalPage], `${count} products`).toContain(`Produit numéro ${count}`);
    }
  });
});
