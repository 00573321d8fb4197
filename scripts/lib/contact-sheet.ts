import sharp from 'sharp';

/** A caption strip under a tile; red for what a reviewer must look at. */
export function caption(text: string, width: number, alarm = false): Buffer {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="22"><rect width="100%" height="100%" fill="${alarm ? '#b91c1c' : '#fff'}"/><text x="6" y="16" font-family="DejaVu Sans" font-size="12" fill="${alarm ? '#fff' : '#111'}">${escaped}</text></svg>`,
  );
}

/** A square tile: the picture fitted on a light checkerboard (transparency shows), its caption below. */
export async function tile(picture: Buffer, size: number, label: string, alarm = false): Promise<Buffer> {
  const checker = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs><pattern id="p" width="16" height="16" patternUnits="userSpaceOnUse"><rect width="16" height="16" fill="#fff"/><rect width="8" height="8" fill="#e3ded4"/><rect x="8" y="8" width="8" height="8" fill="#e3ded4"/></pattern></defs><rect width="${size}" height="${size}" fill="url(#p)"/></svg>`,
  );
  const fitted = await sharp(picture)
    .resize(size - 12, size - 34, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp(checker)
    .composite([
      { input: fitted, left: 6, top: 6 },
      { input: caption(label, size, alarm), left: 0, top: size - 22 },
    ])
    .png()
    .toBuffer();
}

/** Tiles in rows of `columns`, each `size` px square. */
export async function sheet(tiles: Buffer[], columns: number, size: number, out: string): Promise<void> {
  const rows = Math.ceil(tiles.length / columns);
  await sharp({ create: { width: size * columns, height: size * rows, channels: 3, background: '#fff' } })
    .composite(
      tiles.map((input, i) => ({ input, left: (i % columns) * size, top: Math.floor(i / columns) * size })),
    )
    .png()
    .toFile(out);
}
