import sharp from 'sharp';
import { RendererError, type RendererErrorCode, type RoomRenderer } from '../room-renderer.js';
import { createAiRenderer, type ImageEditRequest } from './ai-renderer.js';

export interface OpenAiOptions {
  apiKey?: string;
  model: string;
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const SIZES = [
  { size: '1536x1024', width: 1536, height: 1024 },
  { size: '1024x1536', width: 1024, height: 1536 },
  { size: '1024x1024', width: 1024, height: 1024 },
];

export function closestOpenAiSize(width: number, height: number) {
  const ratio = Math.log(width / height);
  return [...SIZES].sort(
    (a, b) => Math.abs(Math.log(a.width / a.height) - ratio) - Math.abs(Math.log(b.width / b.height) - ratio),
  )[0] as (typeof SIZES)[number];
}

interface OpenAiError {
  error?: { message?: string; type?: string; code?: string | null };
}

/**
 * OpenAI's error replies in the spec's codes (PROVIDERS.md). Only moderation_blocked is a safety
 * block: image_generation_user_error also covers requests the API finds wrong (an image it cannot
 * read, a parameter the model does not take), which are our failures, not the visitor's photo.
 */
export function openAiErrorCode(status: number, body: OpenAiError): RendererErrorCode {
  const code = body.error?.code ?? '';
  if (code === 'moderation_blocked') return 'SAFETY_BLOCKED';
  if (status === 401 || code === 'invalid_api_key') return 'API_KEY_INVALID';
  if (
    code === 'insufficient_quota' ||
    body.error?.type === 'insufficient_quota' ||
    code === 'billing_hard_limit_reached' ||
    status === 403
  )
    return 'API_KEY_ISSUE';
  if (status === 429) return 'RATE_LIMIT';
  return 'RENDER_FAILED';
}

/** input_fidelity is taken by gpt-image-1 and gpt-image-1.5 (and their dated snapshots), refused by gpt-image-1-mini. */
function takesInputFidelity(model: string): boolean {
  return /^gpt-image-1(\.5)?(-\d{4}-\d{2}-\d{2})?$/.test(model);
}

/**
 * OpenAI image edits: the room goes first, at one of the sizes the API takes (stretched to it and
 * back, so the framing is kept), with a mask whose transparent pixels are where it may paint.
 */
export function createOpenAiRenderer(options: OpenAiOptions): RoomRenderer {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  async function edit(request: ImageEditRequest): Promise<Buffer> {
    if (!options.apiKey) throw new RendererError('API_KEY_ISSUE', 'OPENAI_API_KEY is not set');
    const target = closestOpenAiSize(request.roomWidth, request.roomHeight);
    const room = await sharp(request.room)
      .resize(target.width, target.height, { fit: 'fill' })
      .png()
      .toBuffer();
    const paintable = await sharp(request.mask)
      .resize(target.width, target.height, { fit: 'fill' })
      .negate()
      .extractChannel(0)
      .raw()
      .toBuffer();
    const mask = await sharp({
      create: { width: target.width, height: target.height, channels: 3, background: '#000' },
    })
      .joinChannel(paintable, { raw: { width: target.width, height: target.height, channels: 1 } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('model', options.model);
    form.append('prompt', request.prompt);
    form.append('image[]', new Blob([new Uint8Array(room)], { type: 'image/png' }), 'room.png');
    request.references.forEach((png, i) => {
      form.append('image[]', new Blob([new Uint8Array(png)], { type: 'image/png' }), `product-${i + 1}.png`);
    });
    form.append('mask', new Blob([new Uint8Array(mask)], { type: 'image/png' }), 'mask.png');
    form.append('size', target.size);
    form.append('quality', 'high');
    if (takesInputFidelity(options.model)) form.append('input_fidelity', 'high');
    form.append('output_format', 'png');
    await request.onSent();
    let res: Response;
    try {
      res = await doFetch(`${base}/v1/images/edits`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.apiKey}` },
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs ?? 180_000),
      });
    } catch (err) {
      throw new RendererError('RENDER_FAILED', `openai unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text);
    } catch {
      throw new RendererError('RENDER_FAILED', `openai ${res.status}: ${text.slice(0, 200)}`);
    }
    if (!res.ok) {
      throw new RendererError(
        openAiErrorCode(res.status, body as OpenAiError),
        `openai ${res.status}: ${text.slice(0, 300)}`,
      );
    }
    const data = (body.data as Array<{ b64_json?: string }> | undefined)?.[0]?.b64_json;
    if (!data) throw new RendererError('RENDER_FAILED', 'openai returned no image');
    return Buffer.from(data, 'base64');
  }
  return createAiRenderer('openai', edit, 15);
}
