import {
  type ArtDesign,
  designGeometry,
  designKey,
  designKind,
  parseCatalogArtUrl,
} from '../../modules/catalog/service.js';
import { designChoices, solidCarcass } from '../art/kit.js';
import { buildGlb } from './glb-builder.js';
import { kindModel } from './kind-models.js';

/** Built once per design: a few kilobytes each, a few hundred designs at most. */
const built = new Map<string, Buffer | null>();

/** The 3D model of a demo product's design, in its colours and at its size; null when it has none. */
export function designModel(design: ArtDesign): Buffer | null {
  const key = designKey(design);
  const known = built.get(key);
  if (known !== undefined) return known;
  const geometry = designGeometry(design);
  const look = designChoices(design);
  const size =
    geometry.placement === 'rug'
      ? { w: geometry.widthCm / 100, h: 0.012, d: geometry.heightCm / 100 }
      : { w: geometry.widthCm / 100, h: geometry.heightCm / 100, d: Math.max(0.02, geometry.depthCm / 100) };
  const spec = kindModel(
    designKind(design),
    {
      fabric: look.fabric.color,
      wood: look.look.wood.color,
      metal: look.look.metal.color,
      accent: look.accent(0),
      carcass: solidCarcass(look).color,
    },
    size,
  );
  const glb = spec ? buildGlb(spec) : null;
  built.set(key, glb);
  return glb;
}

/** The model of a demo catalogue product, found from its picture's address; null for any other. */
export function demoProductModel(imageUrl: string | null | undefined): Buffer | null {
  const design = imageUrl ? parseCatalogArtUrl(imageUrl) : null;
  return design ? designModel(design) : null;
}
