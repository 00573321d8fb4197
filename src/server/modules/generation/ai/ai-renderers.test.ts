import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AiFake,
  GEMINI_KEY,
  OPENAI_KEY,
  startGeminiFake,
  startOpenAiFake,
} from '../../../../../tests/fakes/image-ai-fakes.js';
import { emptyRoomPhoto } from '../../../../../tests/support/empty-room.js';
import { renderProductArt } from '../../../demo/art/product-art.js';
import { designGeometry, designKind } from '../../catalog/service.js';
import type { RenderRequest, RoomRenderer } from '../room-renderer.js';
import { createGeminiRenderer, geminiErrorCode } from './gemini-renderer.js';
import { createOpenAiRenderer } from './openai-renderer.js';
import { categoryInEnglish } from './prompt.js';

let gemini: AiFake;
let openai: AiFake;
let request: RenderRequest;

beforeAll(async () => {
  [gemini, openai] = await Promise.all([startGeminiFake(), startOpenAiFake()]);
  const design = (category: string) => ({ category, style: 'Modern', variant: 1 });
  request = {
    room: await emptyRoomPhoto(),
    style: 'Modern',
    items: await Promise.all(
      ['Canapé', 'Table basse', 'Tapis'].map(async (category) => ({
        key: `product:${category}`,
        name: category,
        category,
        kind: designKind(design(category)),
        model: null,
        geometry: designGeometry(design(category)),
        image: await renderProductArt(design(category)),
        ownItem: false,
      })),
    ),
  };
});
afterAll(async () => {
  await gemini?.close();
  await openai?.close();
});

async function pixel(image: Buffer, x: number, y: number) {
  const { data } = await sharp(image)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
}

async function expectBlendedBack(renderer: RoomRenderer) {
  const result = await renderer.render(request);
  const original = await sharp(request.room).resize(result.width, result.height).png().toBuffer();
  expect(Math.max(result.width, result.height)).toBeGreaterThanOrEqual(1536);
  expect(result.width / result.height).toBeCloseTo(4032 / 3024, 2);
  // Inside the sofa's region the model's paint shows; in the top corner the room is as it was.
  const sofa = result.placements.find((p) => p.category === 'Canapé');
  if (!sofa) throw new Error('no sofa placement');
  const inside = await pixel(
    result.image,
    Math.round((sofa.x + sofa.width / 2) * result.width),
    Math.round((sofa.y + sofa.height / 2) * result.height),
  );
  expect(inside[0]).toBeGreaterThan(200);
  expect(inside[1]).toBeLessThan(60);
  const [corner, cornerBefore] = await Promise.all([pixel(result.image, 8, 8), pixel(original, 8, 8)]);
  for (const [i, v] of corner.entries()) expect(Math.abs(v - (cornerBefore[i] as number))).toBeLessThan(16);
}

describe('Gemini renderer', () => {
  const renderer = () =>
    createGeminiRenderer({ apiKey: GEMINI_KEY, model: 'gemini-2.5-flash-image', baseUrl: gemini.url });

  it('sends the room, up to two products and the prompt, and blends the result back over the room', async () => {
    gemini.mode = 'ok';
    await expectBlendedBack(renderer());
    expect(gemini.contractErrors).toEqual([]);
    const body = JSON.parse(gemini.requests.at(-1)?.body.toString() ?? '{}');
    const prompt = body.contents[0].parts.at(-1).text as string;
    expect(prompt).toContain('Modern interior style');
    expect(prompt).toContain('a sofa (shown in reference image 2)');
    expect(prompt).toContain('a rug');
    expect(prompt).toMatch(/Keep everything else exactly as it is/);
    expect(body.generationConfig.imageConfig.aspectRatio).toBe('4:3');
  });

  it('tells the result which product the layout draws smaller than it is sold', async () => {
    gemini.mode = 'ok';
    const laid = await renderer().render(request);
    expect(laid.placements.filter((p) => p.drawnPercent)).toEqual([]);
    const scene = {
      ...laid.scene,
      placements: laid.scene.placements.map((p) =>
        p.mount === 'rug' ? { ...p, widthM: p.widthM * 0.85, depthM: p.depthM * 0.85 } : p,
      ),
    };
    const result = await renderer().render({ ...request, scene });
    expect(result.placements.filter((p) => p.drawnPercent).map((p) => [p.category, p.drawnPercent])).toEqual([
      ['Tapis', 85],
    ]);
  });

  it.each([
    ['invalid-key', 'API_KEY_INVALID'],
    ['rate-limit', 'RATE_LIMIT'],
    ['rate-limit-per-minute', 'RATE_LIMIT'],
    ['quota', 'API_KEY_ISSUE'],
    ['forbidden', 'API_KEY_ISSUE'],
    ['blocked', 'SAFETY_BLOCKED'],
  ] as const)('maps the %s reply to %s', async (mode, code) => {
    gemini.mode = mode;
    await expect(renderer().render(request)).rejects.toMatchObject({ code });
  });

  it.each([
    ['IMAGE_SAFETY', 'SAFETY_BLOCKED'],
    ['IMAGE_PROHIBITED_CONTENT', 'SAFETY_BLOCKED'],
    ['IMAGE_OTHER', 'SAFETY_BLOCKED'],
    ['NO_IMAGE', 'SAFETY_BLOCKED'],
    ['SAFETY', 'SAFETY_BLOCKED'],
    ['PROHIBITED_CONTENT', 'SAFETY_BLOCKED'],
    ['MAX_TOKENS', 'RENDER_FAILED'],
    ['STOP', 'RENDER_FAILED'],
  ])('a text-only candidate finished with %s is %s', async (finishReason, code) => {
    gemini.mode = 'no-image';
    gemini.finishReason = finishReason;
    await expect(renderer().render(request)).rejects.toMatchObject({ code });
  });

  it('a 429 whose RetryInfo asks for more than a few minutes is a quota, not a rate limit', () => {
    const exhausted = (retryDelay: string) =>
      geminiErrorCode(429, {
        error: {
          code: 429,
          status: 'RESOURCE_EXHAUSTED',
          details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay }],
        },
      });
    expect(exhausted('42s')).toBe('RATE_LIMIT');
    expect(exhausted('3600s')).toBe('API_KEY_ISSUE');
  });

  it('without a key says API_KEY_ISSUE without calling Google', async () => {
    const before = gemini.requests.length;
    const keyless = createGeminiRenderer({ model: 'gemini-2.5-flash-image', baseUrl: gemini.url });
    await expect(keyless.render(request)).rejects.toMatchObject({ code: 'API_KEY_ISSUE' });
    expect(gemini.requests.length).toBe(before);
  });
});

describe('OpenAI renderer', () => {
  const renderer = (apiKey = OPENAI_KEY) =>
    createOpenAiRenderer({ apiKey, model: 'gpt-image-1', baseUrl: openai.url });

  it('sends the room first with a same-size alpha mask and the products, and blends the result back', async () => {
    openai.mode = 'ok';
    await expectBlendedBack(renderer());
    expect(openai.contractErrors).toEqual([]);
  });

  it.each([
    ['invalid-key', 'API_KEY_INVALID'],
    ['rate-limit', 'RATE_LIMIT'],
    ['quota', 'API_KEY_ISSUE'],
    ['billing-limit', 'API_KEY_ISSUE'],
    ['blocked', 'SAFETY_BLOCKED'],
    ['user-error', 'RENDER_FAILED'],
  ] as const)('maps the %s reply to %s', async (mode, code) => {
    openai.mode = mode;
    await expect(renderer().render(request)).rejects.toMatchObject({ code });
  });

  it.each([
    ['gpt-image-1', 'high'],
    ['gpt-image-1.5', 'high'],
    ['gpt-image-1-mini', null],
  ])('sends input_fidelity to %s only if the model takes it', async (model, fidelity) => {
    openai.mode = 'ok';
    const renderer = createOpenAiRenderer({ apiKey: OPENAI_KEY, model, baseUrl: openai.url });
    await renderer.render(request);
    expect(openai.contractErrors).toEqual([]);
    const sent = openai.requests.at(-1) as (typeof openai.requests)[number];
    const form = await new Request('http://fake', {
      method: 'POST',
      headers: { 'content-type': String(sent.headers['content-type']) },
      body: new Uint8Array(sent.body),
    }).formData();
    expect(form.get('model')).toBe(model);
    expect(form.get('input_fidelity')).toBe(fidelity);
  });
});

describe('stages of an AI render', () => {
  it.each([
    [
      'gemini',
      () => gemini,
      () =>
        createGeminiRenderer({ apiKey: GEMINI_KEY, model: 'gemini-2.5-flash-image', baseUrl: gemini.url }),
    ],
    [
      'openai',
      () => openai,
      () => createOpenAiRenderer({ apiKey: OPENAI_KEY, model: 'gpt-image-1', baseUrl: openai.url }),
    ],
  ] as const)(
    '%s: sending, waiting from the moment the request leaves, then finishing',
    async (_, fake, renderer) => {
      fake().mode = 'ok';
      const seen: Array<[stage: string, requestsAtProvider: number]> = [];
      await renderer().render({
        ...request,
        onStage: async (stage) => {
          seen.push([stage, fake().requests.length]);
        },
      });
      const before = seen[0]?.[1] ?? 0;
      expect(seen).toEqual([
        ['sending', before],
        ['waiting', before],
        ['finishing', before + 1],
      ]);
    },
  );
});

describe('prompt words', () => {
  it("names a partner's own category « a piece of furniture », even one named like an object's own key", () => {
    expect(categoryInEnglish('Canapé')).toBe('sofa');
    expect(categoryInEnglish('Étagère murale de Fatou')).toBe('piece of furniture');
    expect(categoryInEnglish('toString')).toBe('piece of furniture');
    expect(categoryInEnglish('__proto__')).toBe('piece of furniture');
  });
});
