import { RendererError, type RendererErrorCode, type RoomRenderer } from '../room-renderer.js';
import { createAiRenderer, type ImageEditRequest } from './ai-renderer.js';

export interface GeminiOptions {
  apiKey?: string;
  model: string;
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const ASPECTS = ['1:1', '2:3', '3:2', '3:4', '4:3', '4:5', '5:4', '9:16', '16:9', '21:9'];

export function closestAspectRatio(width: number, height: number): string {
  const target = Math.log(width / height);
  const value = (a: string) => {
    const [w = 1, h = 1] = a.split(':').map(Number);
    return Math.abs(Math.log(w / h) - target);
  };
  return [...ASPECTS].sort((a, b) => value(a) - value(b))[0] as string;
}

interface GeminiError {
  error?: { code?: number; status?: string; message?: string; details?: Array<{ reason?: string }> };
}

/** Gemini's error replies in the spec's codes (PROVIDERS.md, "Mapping to the spec's codes"). */
export function geminiErrorCode(status: number, body: GeminiError): RendererErrorCode {
  const reasons = (body.error?.details ?? []).map((d) => d.reason);
  if (reasons.includes('API_KEY_INVALID')) return 'API_KEY_INVALID';
  if (status === 401) return 'API_KEY_INVALID';
  if (status === 403) return 'API_KEY_ISSUE';
  if (status === 429) {
    // A daily or billing quota will not come back in a few minutes: that is an access problem.
    return /quota/i.test(body.error?.message ?? '') && /billing|plan|per day/i.test(body.error?.message ?? '')
      ? 'API_KEY_ISSUE'
      : 'RATE_LIMIT';
  }
  return 'RENDER_FAILED';
}

const BLOCKS = new Set(['SAFETY', 'OTHER', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'IMAGE_SAFETY']);
const IMAGE_BLOCKS = new Set([
  'IMAGE_SAFETY',
  'IMAGE_PROHIBITED_CONTENT',
  'IMAGE_OTHER',
  'SAFETY',
  'PROHIBITED_CONTENT',
]);

/** gemini-2.5-flash-image reads at most 3 images (the room and two products); the 3 Pro preview 14. */
function referenceLimit(model: string): number {
  return model.includes('flash') ? 2 : 13;
}

export function createGeminiRenderer(options: GeminiOptions): RoomRenderer {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  async function edit(request: ImageEditRequest): Promise<Buffer> {
    if (!options.apiKey) throw new RendererError('API_KEY_ISSUE', 'GEMINI_API_KEY is not set');
    const parts = [
      { inlineData: { mimeType: 'image/jpeg', data: request.room.toString('base64') } },
      ...request.references.map((png) => ({
        inlineData: { mimeType: 'image/png', data: png.toString('base64') },
      })),
      { text: request.prompt },
    ];
    let res: Response;
    try {
      res = await doFetch(`${base}/v1beta/models/${encodeURIComponent(options.model)}:generateContent`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-goog-api-key': options.apiKey },
        body: JSON.stringify({
          contents: [{ role: 'user', parts }],
          generationConfig: {
            responseModalities: ['IMAGE'],
            imageConfig: { aspectRatio: closestAspectRatio(request.roomWidth, request.roomHeight) },
          },
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 180_000),
      });
    } catch (err) {
      throw new RendererError('RENDER_FAILED', `gemini unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text);
    } catch {
      throw new RendererError('RENDER_FAILED', `gemini ${res.status}: ${text.slice(0, 200)}`);
    }
    if (!res.ok) {
      throw new RendererError(
        geminiErrorCode(res.status, body as GeminiError),
        `gemini ${res.status}: ${text.slice(0, 300)}`,
      );
    }
    const candidates = (body.candidates ?? []) as Array<{
      finishReason?: string;
      content?: { parts?: Array<{ inlineData?: { data?: string }; inline_data?: { data?: string } }> };
    }>;
    const blockReason = (body.promptFeedback as { blockReason?: string } | undefined)?.blockReason;
    if (candidates.length === 0 && blockReason && BLOCKS.has(blockReason)) {
      throw new RendererError('SAFETY_BLOCKED', `gemini blocked the prompt: ${blockReason}`);
    }
    const first = candidates[0];
    const image = first?.content?.parts?.find((p) => p.inlineData?.data ?? p.inline_data?.data);
    const data = image?.inlineData?.data ?? image?.inline_data?.data;
    if (data) return Buffer.from(data, 'base64');
    if (first?.finishReason && IMAGE_BLOCKS.has(first.finishReason)) {
      throw new RendererError('SAFETY_BLOCKED', `gemini finished with ${first.finishReason}`);
    }
    throw new RendererError(
      'RENDER_FAILED',
      `gemini returned no image (${first?.finishReason ?? 'no candidate'})`,
    );
  }
  return createAiRenderer('gemini', edit, referenceLimit(options.model));
}
