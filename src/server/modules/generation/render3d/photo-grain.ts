import sharp from 'sharp';

/**
 * The photo's sensor noise, as a standard deviation in 0..255 levels (Immerkær 1996: the mean
 * absolute response of a Laplacian difference that cancels smooth shading), read on every fourth
 * row of the luminance.
 */
export function photoNoise(raw: Buffer, width: number, height: number): number {
  const luma = (x: number, y: number) => {
    const i = (y * width + x) * 3;
    return 0.299 * (raw[i] as number) + 0.587 * (raw[i + 1] as number) + 0.114 * (raw[i + 2] as number);
  };
  let sum = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y += 4)
    for (let x = 1; x < width - 1; x++) {
      const response =
        luma(x - 1, y - 1) -
        2 * luma(x, y - 1) +
        luma(x + 1, y - 1) -
        2 * luma(x - 1, y) +
        4 * luma(x, y) -
        2 * luma(x + 1, y) +
        luma(x - 1, y + 1) -
        2 * luma(x, y + 1) +
        luma(x + 1, y + 1);
      sum += Math.abs(response);
      count++;
    }
  return (Math.sqrt(Math.PI / 2) * sum) / (6 * Math.max(1, count));
}

/**
 * Makes a drawn layer look taken by the same camera as the photo it goes on: a touch of the lens's
 * softness on its too-perfect edges, and the photo's own grain on its too-clean surfaces.
 */
export async function withPhotoGrain(png: Buffer, noise: number): Promise<Buffer> {
  const { data, info } = await sharp(png)
    .blur(0.55)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Real photos' noise is partly removed by their own processing: add a little less than measured.
  const sigma = Math.min(6, noise * 0.8);
  if (sigma >= 0.5) {
    let seed = 12345;
    const uniform = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] === 0) continue;
      // One luminance grain per pixel (Box–Muller), as a phone's denoised noise mostly is.
      const grain = Math.sqrt(-2 * Math.log(uniform() || 1e-9)) * Math.cos(2 * Math.PI * uniform()) * sigma;
      for (let c = 0; c < 3; c++) data[i + c] = Math.max(0, Math.min(255, (data[i + c] as number) + grain));
    }
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
