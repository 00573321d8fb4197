import type { SceneCamera, SceneLight, ScenePlacement, SceneWall } from '../../../../domain/scene.js';

/** What the server hands the render page: the scene, and where the page fetches each piece. */
export interface PagePiece {
  placement: ScenePlacement;
  /** Addresses the page fetches from the server's in-memory resources. */
  source:
    | {
        kind: 'glb';
        url: string;
        /**
         * The model's bytes' digest, set by the render browser: what the page reads of a model's
         * shape (its shade) is kept across renders under it and its size.
         */
        digest?: string;
      }
    | { kind: 'card'; url: string };
  /**
   * A television stands on it: a TV unit is shown as it is used, as shops show one. Staging only:
   * no product, in no quote.
   */
  screen?: boolean;
}

export interface PageRenderInput {
  width: number;
  height: number;
  camera: SceneCamera;
  light: SceneLight;
  walls: SceneWall[];
  ceilingM: number;
  pieces: PagePiece[];
  /**
   * Canvas pixels per pixel of the picture, 1 at most: a large photo's pieces are drawn smaller
   * and enlarged by the server (see `drawScale`).
   */
  drawScale: number;
  /** Tone-mapping exposure: a dim photo gets dimmer pieces. */
  exposure: number;
  /** The key light's strength, whatever its directness: how direct it is shows in its shadows' sharpness and darkness. */
  keyIntensity: number;
  fillIntensity: number;
  environmentIntensity: number;
  shadowOpacity: number;
  /**
   * The floor shadows' opacity where the floor's light (`floorLight`) shows no sun: the shadow
   * of a room lit evenly. Where it shows the sun, `shadowOpacity`.
   */
  shadeShadowOpacity: number;
  /** How dark a floor piece's shade on the floor is where the piece hides all the room's light. */
  contactOpacity: number;
  /** The visitor's own furniture, as invisible depth cards that hide what stands behind them. */
  occluders?: PageOccluder[];
  /**
   * Address of a grey PNG over the whole picture: how much brighter (above 128) or darker than
   * usual the photo's floor is there. A rug is multiplied by it, and the shadows on the floor
   * are the sun's only where it shows the sun.
   */
  floorLight?: string;
}

export interface PageOccluder {
  /** Address of a PNG mask: white where the furniture is. */
  url: string;
  /** Top-left, top-right, bottom-right, bottom-left, in the world. */
  corners: [number, number, number][];
}

export interface PageRenderOutput {
  /** Where the drawn box's top-left corner sits in the image, in the image's pixels. */
  left: number;
  top: number;
  /** The drawn box's size in the canvas's pixels (the image's × `scale`); width 0 when nothing was drawn. */
  width: number;
  height: number;
  /** The input's `drawScale`: the box is enlarged by its inverse to lie over the image. */
  scale: number;
  /** Its pixels, RGBA premultiplied by alpha, top row first, raw-deflated (RFC 1951), base64. */
  rgba: string;
  /** Where the page's time went, for the logs and the bench. */
  timings: {
    loadMs: number;
    /** Of the draw, reading the models' shade on the floor (their height fields and occlusion). */
    shadeMs: number;
    drawMs: number;
    encodeMs: number;
    /** Shader programs the draw compiled: none when the last render's pieces had the same kinds of materials. */
    programsCompiled: number;
    /** Models whose shade the draw read afresh: none for a model at a size the page read before. */
    shapesRead: number;
  };
}
