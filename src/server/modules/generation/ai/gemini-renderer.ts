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

interface GeminiErrorDetail {
  '@type'?: string;
  reason?: string;
  violations?: Array<{ quotaId?: string; quotaMetric?: string }>;
  retryDelay?: string;
}

interface GeminiError {
  error?: { code?: number; status?: string; message?: string; details?: GeminiErrorDetail[] };
}

/** RATE_LIMIT tells the visitor to wait a few minutes; a longer wait is an access problem. */
const RATE_LIMIT_MAX_WAIT_SECONDS = 600;

/**
 * A 429 RESOURCE_EXHAUSTED is a per-minute rate limit or an exhausted quota, and Google words both
 * "You exceeded your current quota, please check your plan and billing details": only the details
 * tell them apart. A daily quota (QuotaFailure quotaId …PerDay…, which is also what a free tier
 * without image quota trips) or a RetryInfo delay beyond a few minutes will not pass by waiting.
 */
function quotaExhausted(details: GeminiErrorDetail[]): boolean {
  const daily = details.some((d) =>
    (d.violations ?? []).some((v) => /PerDay|per_day/i.test(`${v.quotaId ?? ''} ${v.quotaMetric ?? ''}`)),
  );
  const delay = details
    .map((d) => /^(\d+(?:\.\d+)?)s$/.exec(d.retryDelay ?? '')?.[1])
    .find((seconds) => seconds !== undefined);
  return daily || Number(delay ?? 0) > RATE_LIMIT_MAX_WAIT_SECONDS;
}

/** Gemini's error replies in the spec's codes (PROVIDERS.md, "Mapping to the spec's codes"). */
export function geminiErrorCode(status: number, body: GeminiError): RendererErrorCode {
  const details = body.error?.details ?? [];
  if (details.some((d) => d.reason === 'API_KEY_INVALID') || status === 401) return 'API_KEY_INVALID';
  if (status === 403) return 'API_KEY_ISSUE';
  if (status === 429) return quotaExhausted(details) ? 'API_KEY_ISSUE' : 'RATE_LIMIT';
  return 'RENDER_FAILED';
}

/** promptFeedback.blockReason values of a prompt refused before any candidate (PROVIDERS.md). */
const PROMPT_BLOCKS = new Set(['SAFETY', 'OTHER', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'IMAGE_SAFETY']);
/**
 * finishReason values of a candidate stopped by a filter: the image ones PROVIDERS.md lists
 * (NO_IMAGE included), and the text filters that can stop an image reply as well.
 */
const FINISH_BLOCKS = new Set([
  'IMAGE_SAFETY',
  'IMAGE_PROHIBITED_CONTENT',
  'IMAGE_OTHER',
  'NO_IMAGE',
  'SAFETY',
  'PROHIBITED_CONTENT',
  'BLOCKLIST',
  'SPII',
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
    await request.onSent();
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
    if (candidates.length === 0 && blockReason && PROMPT_BLOCKS.has(blockReason)) {
      throw new RendererError('SAFETY_BLOCKED', `gemini blocked the prompt: ${blockReason}`);
    }
    const first = candidates[0];
    const image = first?.content?.parts?.find((p) => p.inlineData?.data ?? p.inline_data?.data);
    const data = image?.inlineData?.data ?? image?.inline_data?.data;
    if (data) return Buffer.from(data, 'base64');
    if (first?.finishReason && FINISH_BLOCKS.has(first.finishReason)) {
      throw new RendererError('SAFETY_BLOCKED', `gemini finished with ${first.finishReason}`);
    }
    throw new RendererError(
      'RENDER_FAILED',
      `gemini returned no image (${first?.finishReason ?? 'no candidate'})`,
    );
  }
  return createAiRenderer('gemini', edit, referenceLimit(options.model));
}
