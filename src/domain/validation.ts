import { z } from 'zod';
import { canonicalCategory } from './categories.js';
import { MAX_UPLOAD_BYTES } from './constants.js';
import { fr } from './messages.fr.js';

/** +221 then 8 or 9 digits (public-flow.md §9), once spaces are removed. */
export const PHONE_PATTERN = /^\+221\d{8,9}$/;

/** The spec's simple e-mail check: something, an @, something, a dot, something; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The contact dialog's auto-prefix: spaces go, a number starting with 221 gets its '+', and one
 * starting with any other digit gets '+221' ('77 123 45 67' → '+221771234567'). Anything else is
 * left for the pattern to reject.
 */
export function normalisePhone(raw: string): string {
  const compact = raw.replace(/\s/g, '');
  if (compact.startsWith('221')) return `+${compact}`;
  if (/^\d/.test(compact)) return `+221${compact}`;
  return compact;
}

export function isValidPhone(raw: string): boolean {
  return PHONE_PATTERN.test(normalisePhone(raw));
}

export function isValidEmail(raw: string): boolean {
  return EMAIL_PATTERN.test(raw.trim());
}

const optionalText = z
  .string()
  .optional()
  .transform((text) => text?.trim() || undefined);

/**
 * Contact dialog before payment: a WhatsApp number or an e-mail address, and consent. The fields
 * never fail on their own, so that every message shows at once (zod skips an object's refinement
 * once a field has failed).
 */
export const contactInfoSchema = z
  .object({
    phone: optionalText.transform((phone) => (phone ? normalisePhone(phone) : undefined)),
    email: optionalText,
    consent: z.boolean().optional(),
  })
  .superRefine(({ phone, email, consent }, ctx) => {
    if (consent !== true)
      ctx.addIssue({ code: 'custom', path: ['consent'], message: fr.contact.consentRequired });
    if (!phone && !email)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: fr.contact.phoneOrEmailRequired });
    if (phone && !PHONE_PATTERN.test(phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: fr.contact.phoneInvalid });
    }
    if (email && !EMAIL_PATTERN.test(email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: fr.contact.emailInvalid });
    }
  })
  .transform(({ phone, email }) => ({ phone, email, consent: true as const }));
export type ContactInfoInput = z.input<typeof contactInfoSchema>;
export type ContactInfo = z.output<typeof contactInfoSchema>;

const requiredText = z
  .string({ error: fr.checkout.requiredFields })
  .trim()
  .min(1, { error: fr.checkout.requiredFields, abort: true });

/** Order finalisation form (public-flow.md §5 Checkout). */
export const checkoutFormSchema = z.object({
  name: requiredText,
  email: requiredText.regex(EMAIL_PATTERN, { error: fr.checkout.emailInvalid }),
  // The contact dialog's rule: +221 then 8 or 9 digits, '77 123 45 67' read as a Senegalese number.
  phone: requiredText
    .transform(normalisePhone)
    .refine((phone) => PHONE_PATTERN.test(phone), { error: fr.contact.phoneInvalid }),
  address: requiredText,
  notes: optionalText,
  consent: z.literal(true, { error: fr.checkout.consentRequired }),
});
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutForm = z.output<typeof checkoutFormSchema>;

/**
 * A budget typed in or edited inline: a number of FCFA greater than 0. Text is accepted with its
 * spaces ('500 000'); anything that is not a number gets the same message.
 */
export const budgetFcfaSchema = z.preprocess(
  (value) => (typeof value === 'string' ? Number(value.replace(/\s/g, '') || Number.NaN) : value),
  z.number({ error: fr.selection.budgetMustBePositive }).gt(0, { error: fr.selection.budgetMustBePositive }),
);

/** The upload step's optional budget: an empty field means no budget. */
export const optionalBudgetFcfaSchema = z.preprocess(
  (value) =>
    value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
  budgetFcfaSchema.optional(),
);

export interface PhotoProblem {
  title: string;
  description: string;
}

/** The spec's photo checks, as the toast to show; null when the file is acceptable. */
export function photoFileProblem(file: { type: string; size: number }): PhotoProblem | null {
  if (!file.type.startsWith('image/')) {
    return { title: fr.upload.unsupportedTitle, description: fr.upload.unsupportedBody };
  }
  if (file.size > MAX_UPLOAD_BYTES)
    return { title: fr.upload.tooLargeTitle, description: fr.upload.tooLargeBody };
  return null;
}

/** A category a visitor or the back office names: trimmed, an alias read as its category. */
export const categoryNameSchema = z.string().trim().min(1).max(100).transform(canonicalCategory);

/** A point on a photo, in fractions of its width and height (0 at the left and top). */
const framePoint = z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]);
/** A finger stroke: the points it went through, in order. */
const frameStroke = z.array(framePoint).min(1).max(400);

/**
 * How the visitor framed their own furniture item when the automatic cut-out could not tell it
 * from the room: a box around it, then strokes over what to keep and what to remove. Sent with
 * the photo as JSON text; the server refines the cut-out from it (GrabCut).
 */
export const cutoutFrameSchema = z
  .object({
    box: z.object({
      x: z.number().min(0).max(1),
      y: z.number().min(0).max(1),
      width: z.number().min(0.02).max(1),
      height: z.number().min(0.02).max(1),
    }),
    keep: z.array(frameStroke).max(30).default([]),
    remove: z.array(frameStroke).max(30).default([]),
  })
  .refine(({ box }) => box.x + box.width <= 1.001 && box.y + box.height <= 1.001, {
    message: fr.scanner.frameInvalid,
  });
export type CutoutFrame = z.output<typeof cutoutFrameSchema>;
export type CutoutFrameInput = z.input<typeof cutoutFrameSchema>;

/** A furniture item of the manual scanner: its photo, its category, and the image-rights confirmation. */
export const scannerItemSchema = z
  .object({
    photo: z.instanceof(Blob, { error: fr.scanner.photoAndCategoryRequired }).nullish(),
    category: optionalText,
    rightsConfirmed: z.boolean().optional(),
  })
  .superRefine(({ photo, category, rightsConfirmed }, ctx) => {
    if (!photo || !category) {
      ctx.addIssue({
        code: 'custom',
        path: [photo ? 'category' : 'photo'],
        message: fr.scanner.photoAndCategoryRequired,
      });
    } else {
      const problem = photoFileProblem(photo);
      if (problem) ctx.addIssue({ code: 'custom', path: ['photo'], message: problem.description });
    }
    if (rightsConfirmed !== true) {
      ctx.addIssue({ code: 'custom', path: ['rightsConfirmed'], message: fr.scanner.rightsRequired });
    }
  })
  .transform(({ photo, category }) => ({
    photo: photo as Blob,
    category: category ?? '',
    rightsConfirmed: true as const,
  }));
export type ScannerItemInput = z.input<typeof scannerItemSchema>;
export type ScannerItem = z.output<typeof scannerItemSchema>;
