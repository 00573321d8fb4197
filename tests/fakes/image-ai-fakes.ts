import sharp from 'sharp';
import { type FakeServer, type RecordedRequest, startFakeServer } from './fake-server.js';

export type AiMode =
  | 'ok'
  | 'invalid-key'
  | 'rate-limit'
  | 'rate-limit-per-minute'
  | 'quota'
  | 'billing-limit'
  | 'forbidden'
  | 'blocked'
  | 'no-image'
  | 'user-error';

export interface AiFake extends FakeServer {
  mode: AiMode;
  /** The candidate's finishReason in Gemini's 'no-image' mode. */
  finishReason: string;
  contractErrors: string[];
  /** While set, every reply waits for it: an image service that takes its time. */
  hold: Promise<void> | null;
}

/** Google's wording for every 429 of the Gemini API, per-minute limit or exhausted daily quota alike. */
const GEMINI_QUOTA_MESSAGE =
  'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.';

function geminiQuotaFailure(quotaId: string, retryDelay: string) {
  return {
    status: 429,
    json: {
      error: {
        code: 429,
        message: GEMINI_QUOTA_MESSAGE,
        status: 'RESOURCE_EXHAUSTED',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
            violations: [
              {
                quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests',
                quotaId,
                quotaDimensions: { location: 'global', model: 'gemini-2.5-flash-image' },
                quotaValue: '10',
              },
            ],
          },
          {
            '@type': 'type.googleapis.com/google.rpc.Help',
            links: [
              {
                description: 'Learn more about Gemini API quotas',
                url: 'https://ai.google.dev/gemini-api/docs/rate-limits',
              },
            ],
          },
          { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay },
        ],
      },
    },
  };
}

/** The image the fake 'paints': the room's size, all magenta, so a test sees where it was kept. */
async function painted(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ff00ff' } })
    .png()
    .toBuffer();
}

export const GEMINI_KEY = 'gemini-test-key';

/** Plays Gemini's generateContent for image editing, with its error and block replies. */
export async function startGeminiFake(): Promise<AiFake> {
  const state = {
    mode: 'ok' as AiMode,
    finishReason: 'IMAGE_SAFETY',
    contractErrors: [] as string[],
    hold: null as Promise<void> | null,
  };
  const fake = await startFakeServer(async (r: RecordedRequest) => {
    await state.hold;
    if (!/^\/v1beta\/models\/[^/:]+:generateContent$/.test(r.path))
      return { status: 404, json: { error: { code: 404 } } };
    if (r.headers['x-goog-api-key'] !== GEMINI_KEY || state.mode === 'invalid-key') {
      return {
        status: 400,
        json: {
          error: {
            code: 400,
            message: 'API key not valid. Please pass a valid API key.',
            status: 'INVALID_ARGUMENT',
            details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' }],
          },
        },
      };
    }
    const body = JSON.parse(r.body.toString());
    const parts = body.contents?.[0]?.parts ?? [];
    if (body.contents?.[0]?.role !== 'user') state.contractErrors.push('role');
    if (parts[0]?.inlineData?.mimeType !== 'image/jpeg') state.contractErrors.push('room first, as JPEG');
    if (typeof parts.at(-1)?.text !== 'string') state.contractErrors.push('prompt last');
    if (parts.length > 4) state.contractErrors.push('flash-image takes at most 3 images');
    if (JSON.stringify(body.generationConfig?.responseModalities) !== '["IMAGE"]')
      state.contractErrors.push('modalities');
    if (!/^\d+:\d+$/.test(body.generationConfig?.imageConfig?.aspectRatio ?? ''))
      state.contractErrors.push('aspectRatio');
    switch (state.mode) {
      case 'rate-limit':
        return {
          status: 429,
          json: {
            error: {
              code: 429,
              message: 'Resource has been exhausted (e.g. check quota).',
              status: 'RESOURCE_EXHAUSTED',
            },
          },
        };
      case 'rate-limit-per-minute':
        return geminiQuotaFailure('GenerateRequestsPerMinutePerProjectPerModel-FreeTier', '27s');
      case 'quota':
        return geminiQuotaFailure('GenerateRequestsPerDayPerProjectPerModel-FreeTier', '27s');
      case 'forbidden':
        return {
          status: 403,
          json: { error: { code: 403, message: 'Permission denied', status: 'PERMISSION_DENIED' } },
        };
      case 'blocked':
        return { json: { promptFeedback: { blockReason: 'SAFETY' } } };
      case 'no-image':
        return {
          json: {
            candidates: [{ finishReason: state.finishReason, content: { parts: [{ text: 'I cannot.' }] } }],
          },
        };
      default: {
        const room = await sharp(Buffer.from(parts[0].inlineData.data, 'base64')).metadata();
        const data = (await painted(room.width ?? 64, room.height ?? 64)).toString('base64');
        return {
          json: {
            candidates: [
              { finishReason: 'STOP', content: { parts: [{ inlineData: { mimeType: 'image/png', data } }] } },
            ],
          },
        };
      }
    }
  });
  return Object.assign(state, fake);
}

export const OPENAI_KEY = 'sk-test-openai';

/** Plays OpenAI's /v1/images/edits (multipart in, b64_json out) with its error replies. */
/** The models of PROVIDERS.md that take input_fidelity (gpt-image-1-mini refuses it). */
const TAKE_INPUT_FIDELITY = ['gpt-image-1', 'gpt-image-1.5'];

export async function startOpenAiFake(): Promise<AiFake> {
  const state = {
    mode: 'ok' as AiMode,
    finishReason: '',
    contractErrors: [] as string[],
    hold: null as Promise<void> | null,
  };
  const fake = await startFakeServer(async (r: RecordedRequest) => {
    await state.hold;
    if (r.path !== '/v1/images/edits' || r.method !== 'POST')
      return { status: 404, json: { error: { message: 'nope' } } };
    if (r.headers.authorization !== `Bearer ${OPENAI_KEY}` || state.mode === 'invalid-key') {
      return {
        status: 401,
        json: {
          error: {
            message: 'Incorrect API key provided',
            type: 'invalid_request_error',
            param: null,
            code: 'invalid_api_key',
          },
        },
      };
    }
    const form = await new Request('http://fake', {
      method: 'POST',
      headers: { 'content-type': String(r.headers['content-type']) },
      body: new Uint8Array(r.body),
    }).formData();
    const images = form.getAll('image[]') as File[];
    const mask = form.get('mask') as File | null;
    const size = String(form.get('size'));
    if (!form.get('model') || !form.get('prompt')) state.contractErrors.push('model and prompt');
    if (images.length < 1 || images.length > 16) state.contractErrors.push(`image[] count ${images.length}`);
    if (!['1024x1024', '1536x1024', '1024x1536', 'auto'].includes(size))
      state.contractErrors.push(`size ${size}`);
    if (mask && images[0]) {
      const [m, first] = await Promise.all([
        sharp(Buffer.from(await mask.arrayBuffer())).metadata(),
        sharp(Buffer.from(await images[0].arrayBuffer())).metadata(),
      ]);
      if (m.format !== 'png' || !m.hasAlpha) state.contractErrors.push('mask must be a PNG with alpha');
      if (m.width !== first.width || m.height !== first.height)
        state.contractErrors.push('mask size differs from the first image');
    }
    const model = String(form.get('model'));
    if (form.has('input_fidelity') && !TAKE_INPUT_FIDELITY.includes(model)) {
      state.contractErrors.push(`input_fidelity sent to ${model}`);
      return {
        status: 400,
        json: {
          error: {
            message: "Unknown parameter: 'input_fidelity'.",
            type: 'invalid_request_error',
            param: 'input_fidelity',
            code: 'unknown_parameter',
          },
        },
      };
    }
    switch (state.mode) {
      case 'rate-limit':
        return {
          status: 429,
          json: { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } },
        };
      case 'billing-limit':
        return {
          status: 400,
          json: {
            error: {
              message: 'Billing hard limit has been reached',
              type: 'invalid_request_error',
              param: null,
              code: 'billing_hard_limit_reached',
            },
          },
        };
      case 'user-error':
        return {
          status: 400,
          json: {
            error: {
              message: 'Invalid image file or mode for image 1, please check your image file.',
              type: 'image_generation_user_error',
              param: 'image',
              code: 'invalid_image_file',
            },
          },
        };
      case 'quota':
        return {
          status: 429,
          json: {
            error: {
              message: 'You exceeded your current quota',
              type: 'insufficient_quota',
              code: 'insufficient_quota',
            },
          },
        };
      case 'blocked':
        return {
          status: 400,
          json: {
            error: {
              message: 'Your request was rejected by the safety system.',
              type: 'image_generation_user_error',
              code: 'moderation_blocked',
            },
          },
        };
      default: {
        const [w, h] = size.split('x').map(Number);
        const data = (await painted(w ?? 1024, h ?? 1024)).toString('base64');
        return { json: { created: 1, data: [{ b64_json: data }], usage: { total_tokens: 1 } } };
      }
    }
  });
  return Object.assign(state, fake);
}
