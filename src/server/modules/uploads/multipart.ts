import type { FastifyRequest } from 'fastify';
import { fr } from '../../../domain/messages.fr.js';
import { AppError, badRequest } from '../../errors.js';

export interface MultipartFile {
  data: Buffer;
  filename: string;
  fields: Record<string, string>;
}

/**
 * Reads a multipart body holding one file under `fileField` plus text fields, in any order.
 * The file is buffered within the multipart size limit, or `maxBytes` when given (413 beyond it).
 */
export async function readMultipartFile(
  req: FastifyRequest,
  fileField: string,
  options: { maxBytes?: number } = {},
): Promise<MultipartFile> {
  if (!req.isMultipart()) throw badRequest('not_multipart', fr.upload.missingFile);
  const fields: Record<string, string> = {};
  let file: { data: Buffer; filename: string } | undefined;
  const parts = req.parts(options.maxBytes ? { limits: { fileSize: options.maxBytes } } : undefined);
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField || file) {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        file = { data: await part.toBuffer(), filename: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // Limits carry their status (413); a body the parser cannot frame (no boundary, cut short)
    // is the sender's fault, not the server's.
    if ((err as { statusCode?: number }).statusCode) throw err;
    throw badRequest('broken_multipart', fr.upload.brokenForm);
  }
  if (!file || file.data.length === 0) throw new AppError(400, 'missing_file', fr.upload.missingFile);
  return { ...file, fields };
}
