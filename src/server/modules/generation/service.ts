// The generation module's public face: what its routes, other modules and the server's start use.
export { recoverStaleGenerations, runGeneration, watchStaleGenerations } from './jobs.js';
export { regenerateGeneratedImage } from './regenerate.js';
export type { GenerationDeps, GenerationInputs } from './render-inputs.js';
// The studio renderer, which the demo catalogue (src/server/demo) uses for its products' pictures.
export { createRenderBrowser, type RenderBrowser } from './render3d/render-browser.js';
export { renderStudioPicture, studioDimensionsOf } from './render3d/studio-picture.js';
export { type GenerateRoomRequest, generateRoom } from './request.js';
export {
  findGeneration,
  findGenerationBySession,
  type GeneratedImageRow,
  type GenerationView,
  toGenerationView,
} from './view.js';
