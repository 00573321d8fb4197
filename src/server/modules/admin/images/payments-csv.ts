import { desc, eq } from 'drizzle-orm';
import { businessDateTime } from '../../../../domain/business-periods.js';
import type { Db } from '../../../db/client.js';
import { generatedImages, paymentSessions } from '../../../db/schema.js';
import { toCsv } from '../csv.js';

const HEADER = [
  'Session de paiement',
  'Créée le',
  'Statut',
  'Fournisseur',
  'Référence fournisseur',
  'Montant',
  'Devise',
  'Téléphone',
  'Email',
  'Payée le',
  'Utilisée le',
  'Image générée',
  'Statut de l’image',
] as const;

const when = (d: Date | null) => (d ? businessDateTime(d) : null);

/** Every payment session, newest first, with the generation it paid for: the accounting trail, dates in Dakar time. */
export async function exportPaymentsCsv(db: Db): Promise<string> {
  const rows = await db
    .select({
      id: paymentSessions.id,
      createdAt: paymentSessions.createdAt,
      status: paymentSessions.status,
      provider: paymentSessions.provider,
      providerReference: paymentSessions.providerReference,
      amount: paymentSessions.amount,
      currency: paymentSessions.currency,
      phone: paymentSessions.customerPhone,
      email: paymentSessions.customerEmail,
      paidAt: paymentSessions.paidAt,
      consumedAt: paymentSessions.consumedAt,
      imageId: generatedImages.id,
      imageStatus: generatedImages.status,
    })
    .from(paymentSessions)
    .leftJoin(generatedImages, eq(generatedImages.paymentSessionId, paymentSessions.id))
    .orderBy(desc(paymentSessions.createdAt), desc(paymentSessions.id));
  return toCsv(
    HEADER,
    rows.map((r) => [
      r.id,
      businessDateTime(r.createdAt),
      r.status,
      r.provider,
      r.providerReference,
      r.amount,
      r.currency,
      r.phone,
      r.email,
      when(r.paidAt),
      when(r.consumedAt),
      r.imageId,
      r.imageStatus,
    ]),
  );
}
