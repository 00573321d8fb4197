import { describe, expect, it } from 'vitest';
import { fr } from './messages.fr.js';
import { readQuoteProduct } from './quote-products.js';

describe('quote product lines', () => {
  it('reads JSON strings (the /quotes page) and objects (the admin tab) alike', () => {
    const fromString = readQuoteProduct('{"name":"Canapé Teranga","category":"Canapé","price":"250000"}');
    const fromObject = readQuoteProduct({
      category: 'Canapé',
      style: 'Modern',
      price: '250 000 FCFA',
      name: 'Canapé Teranga',
    });
    expect(fromString).toEqual({
      name: 'Canapé Teranga',
      category: 'Canapé',
      style: null,
      priceText: '250\u202f000 FCFA',
      valid: true,
    });
    expect(fromObject).toMatchObject({
      name: 'Canapé Teranga',
      style: 'Modern',
      priceText: '250\u202f000 FCFA',
    });
  });

  it("shows an unreadable entry as 'Produit invalide' at '0 FCFA'", () => {
    for (const entry of ['pas du json', '42', 'null', null, [], '{}', { price: '1000' }, 12]) {
      expect(readQuoteProduct(entry), JSON.stringify(entry)).toEqual({
        name: fr.admin.invalidQuoteProduct,
        category: '',
        style: null,
        priceText: '0 FCFA',
        valid: false,
      });
    }
  });

  it('keeps a readable product whose price is missing, at 0 FCFA', () => {
    expect(readQuoteProduct({ category: 'Miroir' })).toMatchObject({
      name: 'Miroir',
      priceText: '0 FCFA',
      valid: true,
    });
  });
});
