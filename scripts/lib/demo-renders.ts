import { designModel } from '../../src/server/demo/models/demo-product-models.js';
import { designKind } from '../../src/server/modules/catalog/design-key.js';
import { CATEGORY_KINDS, geometryOfKind } from '../../src/server/modules/catalog/furniture-geometry.js';
import type { RenderBrowser } from '../../src/server/modules/generation/render3d/render-browser.js';
import { renderStudioPicture } from '../../src/server/modules/generation/render3d/studio-picture.js';

export interface DemoRender {
  label: string;
  /** The studio picture, or null for a kind without a 3D model (wall art). */
  picture: Buffer | null;
  modelBytes: number;
}

/** One demo product per kind of furniture, its 3D model drawn in the studio as its catalogue picture is. */
export async function* demoRenders(browser: RenderBrowser): AsyncGenerator<DemoRender> {
  for (const [category, kinds] of Object.entries(CATEGORY_KINDS)) {
    for (let variant = 1; variant <= kinds.length; variant++) {
      const design = { category, style: 'Scandinavian', variant };
      const glb = designModel(design);
      const kind = designKind(design);
      const g = geometryOfKind(kind);
      const label = `${category} · ${kind}`;
      if (!glb) {
        yield { label, picture: null, modelBytes: 0 };
        continue;
      }
      const rug = g.placement === 'rug';
      const picture = await renderStudioPicture(browser, glb, {
        widthM: g.widthCm / 100,
        depthM: rug ? g.heightCm / 100 : Math.max(0.02, g.depthCm / 100),
        heightM: rug ? 0.012 : g.heightCm / 100,
        mount: rug ? 'rug' : g.placement === 'wall' ? 'wall' : 'floor',
      });
      yield { label, picture, modelBytes: glb.length };
    }
  }
}
