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
  if (!req.isMultipart()) throw new AppError(415, 'not_multipart', fr.errors.notMultipart);
  const fields: Record<string, string> = {};
  let file: { data: Buffer; filename: string } | undefined;
  const parts = req.parts(options.maxBytes ? { limits: { fileSize: options.maxBytes } } : undefined);
  const stall = watchForStall(req);
  try {
    await Promise.race([readParts(), stall.stalled]);
  } catch (err) {
    // Limits carry their status (413); a body the parser cannot frame (no boundary, cut short)
    // is the sender's fault, not the server's.
    if ((err as { statusCode?: number }).statusCode) throw err;
    throw badRequest('broken_multipart', fr.upload.brokenForm);
  } finally {
    stall.stop();
  }
  if (!file || file.data.length === 0) throw new AppError(400, 'missing_file', fr.upload.missingFile);
  return { ...file, fields };

  async function readParts() {
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
  }
}

/** How long the parser may hold the request's bytes unread before the form counts as broken. */
const STALL_MS = 2_000;

/**
 * The multipart parser (busboy) stops reading for good on a part it skips, such as one whose
 * file name holds a line break, when that part comes in a large chunk: no error, no end. Such a
 * request would wait for the server's request timeout and answer nothing useful. While the parser
 * reads, the request stream flows (or waits for the phone's next bytes); when the stream stays
 * paused by the parser for STALL_MS, the form is refused as broken.
 */
function watchForStall(req: FastifyRequest) {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    let pausedSince: number | null = null;
    timer = setInterval(() => {
      const raw = req.raw;
      const paused = raw.readableFlowing === false && !raw.readableEnded;
      if (!paused) {
        pausedSince = null;
        return;
      }
      pausedSince ??= Date.now();
      if (Date.now() - pausedSince >= STALL_MS) {
        raw.unpipe();
        reject(new Error('multipart parser stalled'));
      }
    }, STALL_MS / 4);
  });
  stalled.catch(() => undefined);
  return { stalled, stop: () => clearInterval(timer) };
}
