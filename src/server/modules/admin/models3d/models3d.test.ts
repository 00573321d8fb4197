import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../../tests/support/admin-session.js';
import { readFixture } from '../../../../../tests/support/fixtures.js';
import { createTestApp, multipartBody, type TestApp } from '../../../../../tests/support/test-app.js';
import { MAX_3D_MODEL_BYTES } from '../../../../domain/constants.js';
import { fr } from '../../../../domain/messages.fr.js';
import { products } from '../../../db/schema.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await loginAsAdmin(t));
});
afterAll(() => t.close());

const upload = (filename: string, data: Buffer) => {
  const body = multipartBody([{ name: 'model', filename, data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/3d-models/upload',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
};

function gltfJson(doc: object): Buffer {
  return Buffer.from(JSON.stringify(doc));
}

/** A GLB around `json` with the header's total length set to `declared`. */
function glb(json: object, declared?: number): Buffer {
  let chunk = Buffer.from(JSON.stringify(json));
  chunk = Buffer.concat([chunk, Buffer.alloc((4 - (chunk.length % 4)) % 4, 0x20)]);
  const header = Buffer.alloc(20);
  header.writeUInt32LE(0x46546c67, 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(declared ?? 20 + chunk.length, 8);
  header.writeUInt32LE(chunk.length, 12);
  header.writeUInt32LE(0x4e4f534a, 16);
  return Buffer.concat([header, chunk]);
}

const MINIMAL = { asset: { version: '2.0' }, scenes: [{ nodes: [] }] };

describe('3D upload', () => {
  it('stores a real .glb under a safe unique name, served at /3d-models/<name>', async () => {
    const data = await readFixture('models3d/wooden-table-polyhaven.glb');
    const res = await upload('Table en bois (v2).GLB', data);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ originalName: 'Table en bois (v2).GLB', size: data.length });
    expect(body.filename).toMatch(/^table-en-bois-v2-[0-9a-f]{12}\.glb$/);
    expect(body.filePath).toBe(`/3d-models/${body.filename}`);
    const served = await t.app.inject({ url: body.filePath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('model/gltf-binary');
    expect(served.rawPayload.equals(data)).toBe(true);
  });

  it("refuses other extensions with the spec's message", async () => {
    const res = await upload('canape.obj', await readFixture('models3d/wooden-table-polyhaven.glb'));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(fr.admin.invalid3dFormat);
  });

  it('refuses a forged .glb: an image, a truncated file, a wrong length or version, JSON in a .glb', async () => {
    const real = await readFixture('models3d/wooden-table-polyhaven.glb');
    const png = await readFixture('rooms/bedroom-kids-desk.png');
    const wrongVersion = Buffer.from(real);
    wrongVersion.writeUInt32LE(1, 4);
    for (const [name, data] of [
      ['photo.glb', png],
      ['tronque.glb', real.subarray(0, real.length - 100)],
      ['version.glb', wrongVersion],
      ['longueur.glb', glb(MINIMAL, 9999)],
      ['json.glb', gltfJson(MINIMAL)],
      ['asset.glb', glb({ scenes: [] })],
    ] as const) {
      const res = await upload(name, data);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message, name).toBe(fr.backOffice.modelNotGltf);
    }
  });

  it('accepts a self-contained .gltf and refuses one pointing at outside files', async () => {
    const embedded = gltfJson({
      ...MINIMAL,
      buffers: [{ byteLength: 4, uri: 'data:application/octet-stream;base64,AAAAAA==' }],
    });
    expect((await upload('vase.gltf', embedded)).statusCode).toBe(201);
    for (const uri of ['vase.bin', 'https://cdn.example/vase.bin', '../../etc/passwd']) {
      const res = await upload('vase.gltf', gltfJson({ ...MINIMAL, buffers: [{ byteLength: 4, uri }] }));
      expect(res.statusCode, uri).toBe(422);
      expect(res.json().message).toBe(fr.backOffice.modelExternalResources);
    }
    const image = await upload('img.gltf', gltfJson({ ...MINIMAL, images: [{ uri: 'texture.png' }] }));
    expect(image.statusCode).toBe(422);
    const meshopt = await upload(
      'm.glb',
      glb({ ...MINIMAL, extensionsRequired: ['EXT_meshopt_compression'] }),
    );
    expect(meshopt.json().message).toBe(fr.backOffice.modelUnsupportedCompression);
  });

  it(`refuses a file over ${MAX_3D_MODEL_BYTES / 1024 / 1024} MB with a 413 in French`, async () => {
    const big = Buffer.concat([glb(MINIMAL), Buffer.alloc(MAX_3D_MODEL_BYTES)]);
    const res = await upload('gros.glb', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(fr.backOffice.modelTooLarge(20));
  });
});

describe('attach, list, delete', () => {
  it('attaches an uploaded model to a product, which the public lookup then finds; delete removes row and file', async () => {
    const [product] = await t.db
      .insert(products)
      .values({
        name: 'Canapé Velours Plateau',
        category: 'Canapé',
        price: '300000',
        priceFcfa: 300_000,
        interiorStyle: 'Glam',
      })
      .returning();
    const uploaded = (await upload('sofa.glb', await readFixture('models3d/glam-velvet-sofa.glb'))).json();
    const attach = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product?.id}/add-3d-model`,
      payload: { modelData: uploaded },
      headers: { cookie },
    });
    expect(attach.statusCode).toBe(201);
    const { model } = attach.json();
    expect(model).toMatchObject({
      productId: product?.id,
      productName: 'Canapé Velours Plateau',
      filename: uploaded.filename,
      supportedStyles: ['Glam'],
      isActive: true,
      arViewerUrl: `/ar-viewer?model=${uploaded.filename}&name=Canap%C3%A9+Velours+Plateau`,
    });
    const lookup = await t.app.inject({
      url: `/api/3d-models/product/${encodeURIComponent('canapé velours plateau')}`,
    });
    expect(lookup.json().model.id).toBe(model.id);
    const list = await t.app.inject({
      url: '/api/admin/products?search=Velours%20Plateau',
      headers: { cookie },
    });
    expect(list.json().products[0].has_3d_model).toBe(true);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product?.id}/add-3d-model`,
      payload: { modelData: uploaded },
      headers: { cookie },
    });
    expect(again.statusCode).toBe(409);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/3d-models/${model.id}`,
      headers: { cookie },
    });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url: uploaded.filePath })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/3d-models' }))
        .json()
        .models.some((m: { id: number }) => m.id === model.id),
    ).toBe(false);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/3d-models/${model.id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses to attach a file that was never uploaded or a name that climbs out of the folder', async () => {
    const [product] = await t.db
      .insert(products)
      .values({ name: 'Chaise', category: 'Chaise', price: '1000', priceFcfa: 1000 })
      .returning();
    for (const [filename, status] of [
      ['jamais-envoye.glb', 404],
      ['../../secret.glb', 400],
      ['modele.txt', 400],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/products/${product?.id}/add-3d-model`,
        payload: { modelData: { filename } },
        headers: { cookie },
      });
      expect(res.statusCode, filename).toBe(status);
    }
  });
});
