import type { Config } from '../../config.js';
import { createGeminiRenderer } from './ai/gemini-renderer.js';
import { createOpenAiRenderer } from './ai/openai-renderer.js';
import { createComposeRenderer } from './compose/compose-renderer.js';
import type { RoomRenderer } from './room-renderer.js';

/** The renderer RENDERER names. A missing API key is not fatal: generations then fail with API_KEY_ISSUE. */
export function createRoomRenderer(config: Config): RoomRenderer {
  switch (config.RENDERER) {
    case 'gemini':
      return createGeminiRenderer({
        apiKey: config.GEMINI_API_KEY,
        model: config.GEMINI_MODEL,
        baseUrl: config.GEMINI_BASE_URL,
      });
    case 'openai':
      return createOpenAiRenderer({
        apiKey: config.OPENAI_API_KEY,
        model: config.OPENAI_MODEL,
        baseUrl: config.OPENAI_BASE_URL,
      });
    default:
      return createComposeRenderer();
  }
}
