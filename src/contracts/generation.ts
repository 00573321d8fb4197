import { z } from 'zod';
import { GENERATION_STAGES } from '../domain/generation-stages.js';
import { productSnapshotOutput, snappedSnapshotOutput } from './product-snapshot.js';

/** A room generation as the API reports it, while it runs and once it is done. */
export const generationViewSchema = z.object({
  imageId: z.number(),
  sessionId: z.string().nullable(),
  status: z.enum(['processing', 'success', 'failed', 'error']),
  imageUrl: z.string().nullable(),
  placements: z.array(
    z.object({
      productName: z.string(),
      category: z.string(),
      x: z.number(),
      y: z.number(),
      width: z.number(),
      height: z.number(),
      television: z
        .boolean()
        .optional()
        .describe(
          'Un téléviseur de mise en scène est posé sur ce meuble TV : il n’est pas compris dans le devis',
        ),
      drawnPercent: z
        .number()
        .optional()
        .describe(
          'Dessiné à cette part de sa taille réelle, en % (un tapis réduit pour tenir sur le sol libre, un meuble redimensionné par le visiteur) ; absent à sa taille',
        ),
    }),
  ),
  unplaced: z
    .array(z.object({ productName: z.string(), category: z.string(), reason: z.string() }))
    .describe('Les meubles laissés hors de l’image faute de sol libre, de mur ou de plafond, et pourquoi'),
  linkedProducts: z.array(productSnapshotOutput),
  snappedProducts: z.array(snappedSnapshotOutput),
  errorCode: z.string().nullable(),
  message: z.string().nullable(),
  stage: z
    .enum(GENERATION_STAGES)
    .nullable()
    .describe(
      "Étape en cours : queued (enregistrée), preparing (photo et meubles), placing (placement, rendu local), sending (envoi au service d'images), waiting (attente de son image), finishing (finitions et enregistrement). Une génération terminée garde sa dernière étape ; null pour les plus anciennes.",
    ),
  stageStartedAt: z.string().nullable().describe("Début de l'étape en cours (ISO 8601)"),
  steps: z
    .array(z.enum(GENERATION_STAGES))
    .describe('Les étapes de cette génération, dans l’ordre (selon le générateur)'),
  createdAt: z.string(),
});
export type GenerationView = z.infer<typeof generationViewSchema>;
