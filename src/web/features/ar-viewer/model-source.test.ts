import { describe, expect, it } from 'vitest';
import { resolveModelSource } from './model-source';

describe('the /ar-viewer model parameter', () => {
  it('resolves a bare file name, or the folder path, under /3d-models', () => {
    expect(resolveModelSource('canape-velours-a1b2.glb')).toEqual({
      kind: 'ok',
      url: '/3d-models/canape-velours-a1b2.glb',
    });
    expect(resolveModelSource('/3d-models/Vase.GLTF')).toEqual({ kind: 'ok', url: '/3d-models/Vase.GLTF' });
  });

  it('says when the parameter is missing', () => {
    for (const p of [null, '', '   ']) expect(resolveModelSource(p)).toEqual({ kind: 'missing' });
  });

  it('refuses anything outside the folder or of another format', () => {
    for (const p of [
      '../secret.glb',
      '/3d-models/../x.glb',
      'sub/dir.glb',
      '/uploads/photo.glb',
      'https://evil.example/m.glb',
      '//evil.example/m.glb',
      'model.obj',
      'model.glb?x=1',
      '.hidden.glb',
      'a..glb',
      '%2e%2e%2fx.glb',
    ]) {
      expect(resolveModelSource(p), p).toEqual({ kind: 'invalid' });
    }
  });
});
