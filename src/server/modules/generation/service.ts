// The generation module's public face: what its routes, other modules and the server's start use.
export { recoverStaleGenerations, runGeneration, watchStaleGenerations } from './jobs.js';
export { regenerateGeneratedImage } from './regenerate.js';
export type { GenerationDeps, GenerationInputs } from './render-inputs.js';
export { type GenerateRoomRequest, generateRoom } from './request.js';
export {
  findGeneration,
  findGenerationBySession,
  type GeneratedImageRow,
  type GenerationView,
  toGenerationView,
} from './view.js';
