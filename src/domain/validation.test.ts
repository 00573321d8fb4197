import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  budgetFcfaSchema,
  checkoutFormSchema,
  contactInfoSchema,
  isValidEmail,
  isValidPhone,
  normalisePhone,
  optionalBudgetFcfaSchema,
  photoFileProblem,
  scannerItemSchema,
} from './validation.js';

/** Each failing field with its messages, as a form shows them. */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.') || '(form)';
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

describe('phone', () => {
  it.each([
    ['771234567', '+221771234567'],
    ['77 123 45 67', '+221771234567'],
    ['221771234567', '+221771234567'],
    ['221 77 123 45 67', '+221771234567'],
    ['+221 77 123 45 67', '+221771234567'],
    ['+33612345678', '+33612345678'],
    ['', ''],
  ])('normalises %j to %j', (raw, normalised) => {
    expect(normalisePhone(raw)).toBe(normalised);
  });

  it('accepts +221 followed by 8 or 9 digits, spaces ignored', () => {
    expect(['+221 77 123 45 67', '+22133123456', '77 123 45 67', '33 812 34 56'].map(isValidPhone)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['+2217712345', '+2217712345678', '+33612345678', 'abc', '', '77-123-45-67'].map(isValidPhone),
    ).toEqual([false, false, false, false, false, false]);
    // The number is the whole text: nothing may come before the +221.
    expect(['0+221771234567', 'abc+221771234567', '+221+221771234567'].map(isValidPhone)).toEqual([
      false,
      false,
      false,
    ]);
  });

  // Senegalese numbers start with 3 (landlines) or 7 (mobiles); one starting with 221 is read as
  // already carrying the country code, as the spec's auto-prefix rule says.
  it('accepts every Senegalese number however it is spaced', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[37]\d{7,8}$/),
        fc.boolean(),
        fc.boolean(),
        (digits, withCode, spaced) => {
          const written = `${withCode ? '+221' : ''}${digits}`;
          expect(isValidPhone(spaced ? written.split('').join(' ') : written)).toBe(true);
        },
      ),
    );
  });
});

describe('email', () => {
  it('checks the simple pattern', () => {
    expect(['awa@kerdeco.sn', ' awa.diop@mail.example.com ', 'a@b.c'].map(isValidEmail)).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['awa', 'awa@kerdeco', '@kerdeco.sn', 'awa diop@kerdeco.sn', 'awa@@kerdeco.sn'].map(isValidEmail),
    ).toEqual([false, false, false, false, false]);
  });
});

describe('contactInfoSchema', () => {
  it('requires consent and a phone or an e-mail, all messages at once', () => {
    expect(messages(contactInfoSchema, { phone: ' ', email: '', consent: false })).toEqual({
      consent: ['Vous devez accepter le traitement de vos données personnelles pour continuer'],
      phone: ['Veuillez fournir un numéro WhatsApp ou une adresse email'],
    });
  });

  it('rejects a malformed phone or e-mail with the spec wording', () => {
    expect(messages(contactInfoSchema, { phone: '77 12', email: 'awa@', consent: true })).toEqual({
      phone: ['Format invalide. Utilisez +221XXXXXXXXX'],
      email: ['Adresse email invalide'],
    });
  });

  it('returns the normalised phone and the trimmed e-mail', () => {
    expect(
      contactInfoSchema.parse({ phone: '77 123 45 67', email: ' awa@kerdeco.sn ', consent: true }),
    ).toEqual({
      phone: '+221771234567',
      email: 'awa@kerdeco.sn',
      consent: true,
    });
    expect(contactInfoSchema.parse({ email: 'awa@kerdeco.sn', consent: true })).toEqual({
      phone: undefined,
      email: 'awa@kerdeco.sn',
      consent: true,
    });
  });
});

describe('checkoutFormSchema', () => {
  const valid = {
    name: 'Awa Diop',
    email: 'awa@kerdeco.sn',
    phone: '+221 77 123 45 67',
    address: 'Sacré-Cœur 3, Dakar',
    consent: true,
  };

  it('requires name, email, phone and address', () => {
    const required = ['Veuillez remplir tous les champs obligatoires.'];
    expect(
      messages(checkoutFormSchema, { ...valid, name: ' ', email: '', phone: undefined, address: '' }),
    ).toEqual({
      name: required,
      email: required,
      phone: required,
      address: required,
    });
  });

  it('checks the e-mail format and the consent', () => {
    expect(messages(checkoutFormSchema, { ...valid, email: 'awa.kerdeco.sn', consent: false })).toEqual({
      email: ['Veuillez saisir une adresse email valide.'],
      consent: [
        'Vous devez accepter le traitement de vos données personnelles pour finaliser votre commande.',
      ],
    });
  });

  it('applies the contact dialog’s +221 rule to the phone', () => {
    expect(messages(checkoutFormSchema, { ...valid, phone: 'abc' })).toEqual({
      phone: ['Format invalide. Utilisez +221XXXXXXXXX'],
    });
    expect(checkoutFormSchema.parse({ ...valid, phone: '77 123 45 67' }).phone).toBe('+221771234567');
  });

  it('keeps notes optional', () => {
    expect(checkoutFormSchema.parse({ ...valid, notes: '  ' }).notes).toBeUndefined();
    expect(checkoutFormSchema.parse({ ...valid, notes: 'Livrer après 18 h' }).notes).toBe(
      'Livrer après 18 h',
    );
  });
});

describe('budget', () => {
  const mustBePositive = ['Le budget doit être un nombre supérieur à 0.'];

  it('accepts a positive number, typed with or without spaces', () => {
    expect(budgetFcfaSchema.parse(576_000)).toBe(576_000);
    expect(budgetFcfaSchema.parse('500 000')).toBe(500_000);
  });

  it.each([0, -1, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY, null])(
    'refuses %j when edited',
    (value) => {
      expect(messages(budgetFcfaSchema, value)).toEqual({ '(form)': mustBePositive });
    },
  );

  it('is optional on the upload step', () => {
    expect(optionalBudgetFcfaSchema.parse('')).toBeUndefined();
    expect(optionalBudgetFcfaSchema.parse(undefined)).toBeUndefined();
    expect(optionalBudgetFcfaSchema.parse('500000')).toBe(500_000);
    expect(messages(optionalBudgetFcfaSchema, '0')).toEqual({ '(form)': mustBePositive });
  });
});

describe('photo and scanner item', () => {
  const photo = new File([new Uint8Array(10)], 'fauteuil.jpg', { type: 'image/jpeg' });

  it('names the problem of a photo as the toast shows it', () => {
    expect(photoFileProblem({ type: 'image/webp', size: 10 * 1024 * 1024 })).toBeNull();
    expect(photoFileProblem({ type: 'application/pdf', size: 10 })).toEqual({
      title: 'Format non supporté',
      description: 'Veuillez sélectionner un fichier image (JPG, PNG, WEBP).',
    });
    expect(photoFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toEqual({
      title: 'Fichier trop volumineux',
      description: 'La taille du fichier ne doit pas dépasser 10MB.',
    });
  });

  it('requires a photo, a category and the rights confirmation', () => {
    expect(messages(scannerItemSchema, { photo: null, category: '', rightsConfirmed: false })).toEqual({
      photo: ['Veuillez ajouter une photo et choisir une catégorie'],
      rightsConfirmed: ["Veuillez confirmer les droits d'utilisation de l'image"],
    });
    expect(messages(scannerItemSchema, { photo, category: ' ', rightsConfirmed: true })).toEqual({
      category: ['Veuillez ajouter une photo et choisir une catégorie'],
    });
  });

  it('accepts image files only', () => {
    const pdf = new File([new Uint8Array(10)], 'notice.pdf', { type: 'application/pdf' });
    expect(messages(scannerItemSchema, { photo: pdf, category: 'Fauteuil', rightsConfirmed: true })).toEqual({
      photo: ['Veuillez sélectionner un fichier image (JPG, PNG, WEBP).'],
    });
    expect(scannerItemSchema.parse({ photo, category: 'Fauteuil', rightsConfirmed: true })).toEqual({
      photo,
      category: 'Fauteuil',
      rightsConfirmed: true,
    });
  });
});
