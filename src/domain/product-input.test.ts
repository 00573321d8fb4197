import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './constants.js';
import { fr } from './messages.fr.js';
import { findCountry, isSafeLink, productInputSchema } from './product-input.js';
import { STYLES } from './styles.js';

describe('product input', () => {
  it('defaults the style to Modern and the status to active; blanks become null', () => {
    expect(
      productInputSchema.parse({ name: ' Lit ', category: 'Lit', price: '90 000 FCFA', store: '  ' }),
    ).toEqual({
      name: 'Lit',
      category: 'Lit',
      price: '90 000 FCFA',
      imageUrl: null,
      productUrl: null,
      store: null,
      interiorStyle: 'Modern',
      country: null,
      isActive: true,
      widthCm: null,
      depthCm: null,
      heightCm: null,
    });
  });

  it('accepts the 20 styles and the 8 countries under any usual spelling', () => {
    for (const s of STYLES) {
      expect(
        productInputSchema.parse({ name: 'x', category: 'y', price: '1', interiorStyle: s.label })
          .interiorStyle,
      ).toBe(s.id);
    }
    for (const c of COUNTRIES) expect(findCountry(c.toUpperCase())).toBe(c);
    expect(findCountry('Sénégal')).toBe('Senegal');
    expect(findCountry('Japon')).toBeUndefined();
  });

  it('stores a product named under an alias in its category', () => {
    for (const category of ['Rideau', ' rideau ', 'RIDEAU'])
      expect(productInputSchema.parse({ name: 'Voilage', category, price: '9 000' }).category).toBe(
        'Rideaux',
      );
    expect(productInputSchema.parse({ name: 'Voilage', category: 'Rideaux', price: '9 000' }).category).toBe(
      'Rideaux',
    );
  });

  it('requires name, category and a price with digits', () => {
    const result = productInputSchema.safeParse({ name: '', category: '', price: 'gratuit' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual([
      fr.backOffice.nameRequired,
      fr.backOffice.categoryRequired,
      fr.backOffice.priceWithoutDigits,
    ]);
  });

  it('lets only web addresses and site paths through as links', () => {
    for (const ok of ['https://a.sn/x', 'http://a.sn', '/catalog-images/a.png'])
      expect(isSafeLink(ok)).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil',
      'vbscript:x',
      'ftp://a',
    ]) {
      expect(isSafeLink(bad), bad).toBe(false);
    }
  });
});
