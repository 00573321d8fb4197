/**
 * Loads <model-viewer> (about 290 KB gzip) only when /ar-viewer needs it. Its Draco and KTX2
 * decoders default to Google's CDN, which the CSP (rightly) blocks: they are served by this
 * site instead, from the `three` package the viewer is built on.
 */
let loading: Promise<void> | undefined;

export function loadModelViewer(): Promise<void> {
  loading ??= (async () => {
    (self as unknown as { ModelViewerElement?: object }).ModelViewerElement = {
      dracoDecoderLocation: '/model-viewer/draco/',
      ktx2TranscoderLocation: '/model-viewer/basis/',
    };
    await import('@google/model-viewer');
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
