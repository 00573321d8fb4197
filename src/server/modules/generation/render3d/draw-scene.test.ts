import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  demoModel,
  flatPhoto,
  greyBlock,
  levelCamera,
  mean,
  oneCardScene,
  piecesOnlyScene,
  recordingBrowser,
  redAround,
  squarePlacement,
  whiteLight,
} from '../../../../../tests/support/scenes.js';
import { projectToImage } from '../../../../domain/scene.js';
import { type DrawnPiece, drawScene, warmUp } from './draw-scene.js';
import { createRenderBrowser } from './render-browser.js';

/** The demo catalogue's floor lamp (its shade lit from within, its own shader), 0.45 × 0.45 × 1.6 m. */
async function floorLamp(placement: DrawnPiece['placement']): Promise<DrawnPiece> {
  return {
    placement,
    source: { kind: 'glb', glb: await demoModel('floor-lamp', { w: 0.45, h: 1.6, d: 0.45 }) },
    productName: 'lampadaire',
    category: 'Luminaires',
  };
}

/** The share of two drawings' channel values further apart than the photo grain's noise. */
function shareDiffering(a: Uint8Array, b: Uint8Array): number {
  let differ = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs((a[i] as number) - (b[i] as number)) > 24) differ++;
  return differ / a.length;
}

describe('warming the render browser', () => {
  it('draws the models about to be rendered once, on a thumbnail, with an occluder, when the browser is cold', async () => {
    const { browser, draws } = recordingBrowser(false);
    const models = [Buffer.from('glb one'), Buffer.from('glb two')];
    await warmUp(
      browser,
      models.map((glb) => ({ kind: 'glb', glb })),
    );
    expect(draws).toHaveLength(1);
    const { input, files } = draws[0] as (typeof draws)[number];
    expect(input.width * input.height).toBeLessThan(20_000);
    expect(input.pieces.map((p) => files.get(p.source.url))).toEqual(models);
    expect(input.occluders).toHaveLength(1);
    expect(
      files
        .get(input.occluders?.[0]?.url ?? '')
        ?.subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('draws a television on the first model when a TV unit carrying one is about to be drawn, its shaders compiled too', async () => {
    const models = [Buffer.from('glb one'), Buffer.from('glb two')].map((glb) => ({
      kind: 'glb' as const,
      glb,
    }));
    const plain = recordingBrowser(false);
    await warmUp(plain.browser, models);
    expect(plain.draws[0]?.input.pieces.map((p) => p.screen ?? false)).toEqual([false, false]);
    const staged = recordingBrowser(false);
    await warmUp(staged.browser, models, 0, { screen: true });
    expect(staged.draws[0]?.input.pieces.map((p) => p.screen ?? false)).toEqual([true, false]);
  });

  it('leaves a warm browser alone; a cold one with no model to hand still opens, with its lighting', async () => {
    const warm = recordingBrowser(true);
    await warmUp(warm.browser, [{ kind: 'glb', glb: Buffer.from('glb') }]);
    expect(warm.draws).toHaveLength(0);
    const cold = recordingBrowser(false);
    await warmUp(cold.browser, [], 180_000);
    expect(cold.draws).toHaveLength(1);
    expect(cold.draws[0]?.input.pieces).toEqual([]);
    // Kept open for the render expected, not closed at the next rest.
    expect(cold.draws[0]?.holdMs).toBe(180_000);
  });
});

describe('drawing scenes one after another in one page', () => {
  const browser = createRenderBrowser();
  afterAll(() => browser.close());

  it('shows each visitor’s own cut-out, not the one drawn before at the same place', async () => {
    const W = 320;
    const H = 240;
    const camera = levelCamera(W, H, 250, -0.3);
    const chair = squarePlacement('floor', 0, -3, [0.8, 0.8, 0.9]);
    const [cx, cy] = projectToImage(camera, [0, 0.45, -3]) as [number, number];
    const centre = async (colour: string) => {
      const { scene, pieces, photo } = await oneCardScene(camera, chair, colour, 128);
      const { data } = await sharp((await drawScene(browser, photo, scene, pieces)).image)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (Math.round(cy) * W + Math.round(cx)) * 3;
      return [data[at], data[at + 1], data[at + 2]] as number[];
    };
    const [r1 = 0, , b1 = 0] = await centre('#d02020');
    expect(r1).toBeGreaterThan(b1 + 60);
    const [r2 = 0, , b2 = 0] = await centre('#2020d0');
    expect(b2).toBeGreaterThan(r2 + 60);
  }, 60_000);

  it('compiles its shaders for the first scene only: the next, of the same kinds of pieces, takes them over and looks the same', async () => {
    const camera = levelCamera(320, 240, 250, -0.3);
    const lamp = squarePlacement('floor', -0.6, -3, [0.45, 0.45, 1.6]);
    const block = squarePlacement('floor', 0.6, -3, [0.8, 0.8, 0.5]);
    const scene = piecesOnlyScene(camera, [lamp, block], whiteLight([0.45, 1, -1], 0.7));
    const draw = async () => {
      const pieces = [await floorLamp(lamp), await greyBlock(block)];
      const { image } = await drawScene(browser, flatPhoto(camera, 170), scene, pieces);
      return { pixels: await sharp(image).raw().toBuffer(), compiled: browser.timings()?.programsCompiled };
    };
    const first = await draw();
    const second = await draw();
    const third = await draw();
    expect(first.compiled).toBeGreaterThan(0);
    expect(second.compiled).toBe(0);
    expect(third.compiled).toBe(0);
    // The programs taken over draw as their own would: the same pixels, to the grain's noise.
    expect(shareDiffering(first.pixels, third.pixels)).toBeLessThan(0.001);
  }, 60_000);

  it('has a switched-off television standing on it when marked so, and the wall behind shows otherwise', async () => {
    const W = 480;
    const H = 360;
    const camera = levelCamera(W, H, 380, -0.2);
    const unit = squarePlacement('floor', 0, -3, [1.6, 0.42, 0.5]);
    const scene = piecesOnlyScene(camera, [unit], whiteLight([0.3, 1, 0.6], 0.4));
    const photo = flatPhoto(camera, 200);
    const draw = async (screen: boolean) => {
      const piece = { ...(await greyBlock(unit)), screen };
      const { data } = await sharp((await drawScene(browser, photo, scene, [piece])).image)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const around = (point: [number, number, number]) =>
        mean(redAround(data, [W, H], projectToImage(camera, point) as [number, number], 3));
      return {
        // The middle of a 1.15 m set's glass, 35 cm above the unit's top; and the unit's own front.
        screen: around([0, 0.5 + 0.42, -3 - 0.08]),
        unit: around([0, 0.25, -3 + 0.21]),
      };
    };
    const bare = await draw(false);
    const dressed = await draw(true);
    expect(Math.abs(bare.screen - 200)).toBeLessThan(12);
    expect(dressed.screen).toBeLessThan(90);
    // The unit itself is drawn the same either way.
    expect(Math.abs(dressed.unit - bare.unit)).toBeLessThan(12);
    expect(Math.abs(bare.unit - 200)).toBeGreaterThan(15);
  }, 60_000);
});

describe('a large photo', () => {
  const browser = createRenderBrowser();
  afterAll(() => browser.close());

  it('has its pieces drawn smaller and enlarged, over the very pixels they cover at full size', async () => {
    const chair = squarePlacement('floor', 0.6, -3, [0.8, 0.8, 0.9]);
    /** The red card's box in a picture of `W` px wide, in fractions of the picture. */
    const redBox = async (W: number) => {
      const H = (W * 3) / 4;
      const { scene, pieces, photo } = await oneCardScene(
        levelCamera(W, H, W * 0.7, -0.3),
        chair,
        '#d02020',
        128,
      );
      const { data } = await sharp((await drawScene(browser, photo, scene, pieces)).image)
        .raw()
        .toBuffer({ resolveWithObject: true });
      let [x0, y0, x1, y1] = [W, H, -1, -1];
      for (let y = 0; y < H; y++)
        for (let x = 0; x < W; x++) {
          const i = (y * W + x) * 3;
          if ((data[i] as number) - (data[i + 2] as number) < 60) continue;
          [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
        }
      return [x0 / W, y0 / H, (x1 + 1) / W, (y1 + 1) / H];
    };
    // 1024 px is drawn at its size, 2048 px at 1280 px and enlarged: the same place to 2 px of 2048.
    const small = await redBox(1024);
    const large = await redBox(2048);
    expect((small[2] as number) - (small[0] as number)).toBeGreaterThan(0.1);
    for (const [i, v] of large.entries()) expect(Math.abs(v - (small[i] as number)) * 2048).toBeLessThan(3);
  }, 60_000);
});

describe('a floor lamp in the room’s light', () => {
  const browser = createRenderBrowser();
  afterAll(() => browser.close());
  const W = 640;
  const H = 480;
  const camera = levelCamera(W, H, 500, -0.35);
  /** A scene's pieces drawn on a grey photo: its RGB pixels. */
  const drawnOnGrey = async (scene: ReturnType<typeof piecesOnlyScene>, pieces: DrawnPiece[]) =>
    sharp((await drawScene(browser, flatPhoto(camera, 170), scene, pieces)).image)
      .raw()
      .toBuffer();
  /** The lamp at 3.2 m, lit from behind it and high (shadows fall toward the camera), drawn on a grey photo. */
  const drawLamp = async () => {
    const lamp = squarePlacement('floor', 0, -3.2, [0.45, 0.45, 1.6]);
    return drawnOnGrey(piecesOnlyScene(camera, [lamp], whiteLight([0.45, 1, -1], 0.7)), [
      await floorLamp(lamp),
    ]);
  };

  it('throws the shadow of its stem on the floor, none of its shade nor of the shade’s frame', async () => {
    const data = await drawLamp();
    // Where a point of the lamp throws its shadow, along the light, on the floor; and the darkest
    // pixel within a few of it.
    const norm = Math.hypot(0.45, 1, -1);
    const shadowOf = (y: number, reach = 0) => {
      const s = y / (1 / norm);
      return projectToImage(camera, [-(0.45 / norm) * (s + reach), 0, -3.2 + (1 / norm) * (s + reach)]) as [
        number,
        number,
      ];
    };
    const darkest = (at: [number, number], r: number) => Math.min(...redAround(data, [W, H], at, r));
    // The stem's shadow, halfway up: darker than the bare floor.
    expect(darkest(shadowOf(0.6), 4)).toBeLessThan(160);
    // Beyond the stem's top, where the shade and its rims would throw theirs: the bare floor.
    expect(darkest(shadowOf(1.42, 0.12), 14)).toBeGreaterThan(166);
  }, 60_000);

  it('throws one soft shadow of its stem on a wall beside it, not thin lines with the bare wall between them', async () => {
    // A wall 40 cm to the lamp's left, the light soft and from the right: the stem's shadow climbs
    // the wall. A grey block farther off widens the shadow map to a room's group (a texel about
    // 5 mm, the soft edge's disc 5 cm across): the 2.4 cm stem then fell between the five taps
    // that judged a pixel lit or in shadow, and showed as three thin lines, the bare wall between.
    const lamp = squarePlacement('floor', -0.4, -3.2, [0.45, 0.45, 1.6]);
    const block = squarePlacement('floor', 1.5, -5, [0.5, 0.5, 0.5]);
    const scene = {
      ...piecesOnlyScene(camera, [lamp, block], whiteLight([0.8, 0.8, 0.2], 0.3)),
      walls: [{ side: 'left' as const, distanceM: 0.8 }],
    };
    const data = await drawnOnGrey(scene, [await floorLamp(lamp), await greyBlock(block)]);
    // The wall 45 cm up, from 2.8 to 3.8 m away: the stem's shadow crosses it about 3.3 m away.
    const [[u0, v0], [u1, v1]] = [-2.8, -3.8].map(
      (z) => projectToImage(camera, [-0.8, 0.45, z]) as [number, number],
    ) as [[number, number], [number, number]];
    const row = Array.from({ length: 121 }, (_, i) => {
      const [u, v] = [u0 + ((u1 - u0) * i) / 120, v0 + ((v1 - v0) * i) / 120];
      return data[(Math.round(v) * W + Math.round(u)) * 3] as number;
    });
    const bare = mean([...row.slice(0, 12), ...row.slice(-12)]);
    const shaded = row.flatMap((red, i) => (red < bare - 1.5 ? [i] : []));
    expect(shaded.length).toBeGreaterThan(3);
    // From its first shaded point to its last, no point of the bare wall.
    const band = row.slice(shaded[0], (shaded.at(-1) as number) + 1);
    expect(Math.max(...band)).toBeLessThan(bare - 0.5);
  }, 60_000);

  it('glows brightest level with its bulb, a third of the way up its shade, darker toward its top rim', async () => {
    const data = await drawLamp();
    // The shade's front, facing the camera: 1.24 m to 1.6 m up, its radius 22 cm at the bottom, 16 at the top.
    const front = (up: number) => {
      const y = 1.24 + 0.36 * up;
      const radius = 0.221 - 0.061 * up;
      return projectToImage(camera, [0, y, -3.2 + radius]) as [number, number];
    };
    const level = mean(redAround(data, [W, H], front(0.35), 2));
    const top = mean(redAround(data, [W, H], front(0.9), 2));
    // One colour all over, the top lit by the sky was the brighter.
    expect(level).toBeGreaterThan(top * 1.1);
  }, 60_000);
});

describe('a grey block’s flat front', () => {
  const browser = createRenderBrowser();
  afterAll(() => browser.close());
  const W = 320;
  const H = 240;
  const camera = levelCamera(W, H, 250, -0.3);
  const cube = squarePlacement('floor', 0, -3, [0.8, 0.8, 0.8]);
  /** The block's front, `up` metres up, lit from `light` with that directness, over a grey photo. */
  const frontOf = async (light: [number, number, number], directness: number, ups: number[]) => {
    const scene = piecesOnlyScene(camera, [cube], whiteLight(light, directness));
    const { data } = await sharp(
      (await drawScene(browser, flatPhoto(camera, 128), scene, [await greyBlock(cube)])).image,
    )
      .raw()
      .toBuffer({ resolveWithObject: true });
    return ups.map((up) =>
      mean(redAround(data, [W, H], projectToImage(camera, [0, up, -2.6]) as [number, number], 3)),
    );
  };

  /**
   * A grey model: a block (its middle and size, in metres) on four square legs `leg` wide, at ±x
   * and ±z of `span`, from the floor up to `legTop`.
   */
  const onFourLegs = async (
    name: string,
    centre: [number, number, number],
    size: [number, number, number],
    span: [number, number],
    leg: number,
    legTop: number,
  ) => {
    const { box } = await import('../../../demo/models/furniture-models.js');
    const { buildGlb } = await import('../../../demo/models/glb-builder.js');
    const legs = [-span[0], span[0]].flatMap((x) =>
      [-span[1], span[1]].map((z) => box('body', [x, legTop / 2, z], [leg, legTop, leg])),
    );
    return buildGlb({
      name,
      materials: { body: { color: '#a0a0a0', metallic: 0, roughness: 0.8 } },
      parts: [box('body', centre, size), ...legs],
    });
  };

  /**
   * The block drawn over a grey photo whose floor's light map shows the sun (`sun` × the floor's
   * usual light, 1.25 by default) on the picture's columns `sunAt` says, the usual light
   * elsewhere: its RGB pixels.
   */
  const drawnInSun = async (
    scene: ReturnType<typeof piecesOnlyScene>,
    sunAt: (u: number) => boolean,
    sun = 1.25,
  ) => {
    const map = Buffer.alloc(W * H);
    for (let i = 0; i < W * H; i++) map[i] = sunAt(i % W) ? Math.round(128 * sun) : 128;
    const light = await sharp(map, { raw: { width: W, height: H, channels: 1 } })
      .png()
      .toBuffer();
    const drawn = await drawScene(browser, flatPhoto(camera, 128), scene, [await greyBlock(cube)], [], light);
    return (await sharp(drawn.image).raw().toBuffer()) as Buffer;
  };

  it('with its back to the window still shows, lit by the light the room sends back, at least half as bright as lit from the front', async () => {
    const [lit = 0] = await frontOf([0.5, 0.8, 0.6], 0.6, [0.4]);
    const [backlit = 0] = await frontOf([0.5, 0.8, -0.6], 0.6, [0.4]);
    expect(backlit).toBeLessThan(lit);
    expect(backlit).toBeGreaterThan(lit * 0.5);
  }, 60_000);

  it('comes out as much darker as an underexposed photo’s white walls: its lights at grey 100, not white', async () => {
    const scene = piecesOnlyScene(camera, [cube], whiteLight([0.5, 0.8, 0.6], 0.6));
    const front = async (white: number) => {
      const photo = flatPhoto(camera, Math.round(white * 0.6), white);
      const { data } = await sharp((await drawScene(browser, photo, scene, [await greyBlock(cube)])).image)
        .raw()
        .toBuffer({ resolveWithObject: true });
      return mean(redAround(data, [W, H], projectToImage(camera, [0, 0.4, -2.6]) as [number, number], 3));
    };
    const [exposed, dim] = [await front(240), await front(100)];
    // The photo's greys are 100/240 of what they would be: the block's, within a tenth of that.
    // (Following the mean brightness alone, it kept 80 % of its grey and glowed in the dark room.)
    expect(dim / exposed).toBeGreaterThan(0.32);
    expect(dim / exposed).toBeLessThan(0.52);
  }, 60_000);

  it('casts a light, soft shadow in a room lit evenly, a darker one in the sun', async () => {
    // The light from behind the block: its shadow falls toward the camera, 30 cm before its front,
    // past the contact pool right at its foot.
    const floorAt = async (directness: number) => {
      const scene = piecesOnlyScene(camera, [cube], whiteLight([0.5, 0.8, -0.6], directness));
      const { data } = await sharp(
        (await drawScene(browser, flatPhoto(camera, 128), scene, [await greyBlock(cube)])).image,
      )
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [[-0.5, 0, -2.3] as const, [1.5, 0, -2.3] as const].map((p) =>
        mean(redAround(data, [W, H], projectToImage(camera, [...p]) as [number, number], 3)),
      );
    };
    const [[soft = 0, bare = 0], [sunny = 0]] = [await floorAt(0.25), await floorAt(0.7)];
    const darkening = (shade: number) => 1 - shade / bare;
    expect(darkening(soft)).toBeGreaterThan(0.05);
    expect(darkening(soft)).toBeLessThan(darkening(sunny) * 0.7);
  }, 60_000);

  it('hung on the wall the sun comes in through, as curtains at the window, throws no shadow into the room; standing there, it does', async () => {
    // A panel 2.2 m tall against the left wall, the sun through a window in that wall: its shadow
    // would fall across the floor toward the right, as a band over the sofa and the back wall.
    const panel = (mount: 'wall' | 'floor') => ({
      ...squarePlacement('floor', -1.4, -3.2, [0.7, 0.12, 2.2]),
      mount,
      rotation: Math.PI / 2,
      elevationM: 0.02,
      ...(mount === 'wall' ? { wall: 'left' as const } : {}),
    });
    const floorAt = async (pieces: ReturnType<typeof panel>[]) => {
      const scene = piecesOnlyScene(camera, pieces, whiteLight([-0.75, 0.55, 0.15], 0.7));
      const drawn = pieces.length
        ? (await drawScene(browser, flatPhoto(camera, 128), scene, await Promise.all(pieces.map(greyBlock))))
            .image
        : await sharp(flatPhoto(camera, 128).raw, { raw: { width: W, height: H, channels: 3 } })
            .png()
            .toBuffer();
      const { data } = await sharp(drawn).raw().toBuffer({ resolveWithObject: true });
      return mean(redAround(data, [W, H], projectToImage(camera, [0, 0, -3.3]) as [number, number], 3));
    };
    const bare = await floorAt([]);
    expect(await floorAt([panel('wall')])).toBeGreaterThan(bare * 0.97);
    expect(await floorAt([panel('floor')])).toBeLessThan(bare * 0.9);
  }, 60_000);

  it('throws the sun’s dark shadow only where the photo shows the sun on its floor, an even light’s soft one elsewhere', async () => {
    // The sun from behind the block, its shadow toward the camera: 40 cm before its front, it
    // spans x -0.73 to 0.07 m. Read at x -0.55 and -0.1 (past the block's own shade on the floor,
    // which is the room's and not the sun's); the floor's light map puts the sun (1.25 × the
    // floor's usual light) over all the picture, none of it, or only left of x -0.33.
    const points = [-0.55, -0.1].map((x) => projectToImage(camera, [x, 0, -2.2]) as [number, number]);
    const bare = projectToImage(camera, [1.5, 0, -2.2]) as [number, number];
    const cut = (projectToImage(camera, [-0.33, 0, -2.2]) as [number, number])[0];
    const scene = piecesOnlyScene(camera, [cube], whiteLight([0.5, 0.8, -0.6], 0.7));
    const floorAt = async (sunAt: (u: number) => boolean) => {
      const data = await drawnInSun(scene, sunAt);
      const at = (p: [number, number]) => mean(redAround(data, [W, H], p, 3));
      return points.map((p) => 1 - at(p) / at(bare));
    };
    const [[sunLeft = 0, sunMiddle = 0], [shadeLeft = 0, shadeMiddle = 0], [splitLeft = 0, splitMiddle = 0]] =
      [await floorAt(() => true), await floorAt(() => false), await floorAt((u) => u < cut)];
    // Out of the sun, the shadow is light, as in a room lit evenly; still there.
    expect(shadeLeft).toBeGreaterThan(0.05);
    expect(shadeLeft).toBeLessThan(sunLeft * 0.7);
    expect(shadeMiddle).toBeLessThan(sunMiddle * 0.7);
    // Across the patch's edge, each part of the one shadow is the light's where it falls.
    expect(Math.abs(splitLeft - sunLeft)).toBeLessThan(0.03);
    expect(Math.abs(splitMiddle - shadeMiddle)).toBeLessThan(0.03);
  }, 60_000);

  it('in a patch of sun, darkens the floor at its foot only by the room’s share of the light, where the sun still reaches', async () => {
    // The sun from behind the camera: the block's shadow falls behind it, and the floor 8 cm
    // before its front is in the sun, and in the block's shade from the room's light. The floor's
    // light map puts the sun (1.9 × the floor's usual light) over all the picture, or nowhere.
    const scene = piecesOnlyScene(camera, [cube], whiteLight([0.2, 0.8, 0.6], 0.7));
    const [before, bare] = [
      [0, 0, -2.52],
      [1.5, 0, -2.2],
    ].map((p) => projectToImage(camera, p as [number, number, number]) as [number, number]);
    const darkening = async (sunny: boolean) => {
      const data = await drawnInSun(scene, () => sunny, 1.9);
      const at = (p: [number, number]) => mean(redAround(data, [W, H], p, 2));
      return 1 - at(before as [number, number]) / at(bare as [number, number]);
    };
    const [inTheShade, inTheSun] = [await darkening(false), await darkening(true)];
    expect(inTheShade).toBeGreaterThan(0.1);
    // Nearly half the floor's light there is the sun's, which the block does not hide: the shade
    // darkens the rest. It was the same in the sun as out of it.
    expect(inTheSun).toBeGreaterThan(0.03);
    expect(inTheSun).toBeLessThan(inTheShade * 0.7);
  }, 60_000);

  it('standing on a new rug on four legs, darkens the rug under it: the shade at its feet lies on the rug, not under it', async () => {
    // A table 0.8 m square, 0.45 m high, lit from behind the camera: its top's shadow falls
    // 0.34 m behind it; 20 cm inside its front edge, between its legs, the rug is only in its pool.
    const table = squarePlacement('floor', 0, -3, [0.8, 0.8, 0.45]);
    const rug = squarePlacement('rug', 0, -3, [2.4, 2, 0.012]);
    const glb = await onFourLegs('table', [0, 0.435, 0], [0.8, 0.03, 0.8], [0.37, 0.37], 0.04, 0.42);
    const scene = piecesOnlyScene(camera, [rug, table], whiteLight([0, 0.8, 0.6], 0.25));
    const drawn = await drawScene(browser, flatPhoto(camera, 128), scene, [
      await greyBlock(rug),
      { placement: table, source: { kind: 'glb', glb }, productName: 'table', category: 'Test' },
    ]);
    const { data } = await sharp(drawn.image).raw().toBuffer({ resolveWithObject: true });
    const rugAt = (x: number, z: number) =>
      mean(redAround(data, [W, H], projectToImage(camera, [x, 0.012, z]) as [number, number], 2));
    const [under, away] = [rugAt(0, -2.8), rugAt(0.95, -2.2)];
    expect(under).toBeLessThan(away * 0.8);
  }, 60_000);

  it('lays the room’s shade under a sofa’s body as far as its front edge, fading out before it', async () => {
    // A body 2 m by 0.9 m, from 15 to 85 cm up, on four legs, in a room lit evenly from behind
    // the camera: the sun reaches under its front edge. Seen from 1.4 m up, the floor shows under
    // it as far as 33 cm in; 5 cm in, it sees the room only through the gap below the body.
    const sofa = squarePlacement('floor', 0, -3.2, [2, 0.9, 0.85]);
    const glb = await onFourLegs('sofa', [0, 0.5, 0], [2, 0.7, 0.9], [0.95, 0.4], 0.05, 0.15);
    const scene = piecesOnlyScene(camera, [sofa], whiteLight([0, 0.8, 0.6], 0.25));
    const drawn = await drawScene(browser, flatPhoto(camera, 128), scene, [
      { placement: sofa, source: { kind: 'glb', glb }, productName: 'sofa', category: 'Test' },
    ]);
    const { data } = await sharp(drawn.image).raw().toBuffer({ resolveWithObject: true });
    const floorAt = (x: number, z: number) =>
      mean(redAround(data, [W, H], projectToImage(camera, [x, 0, z]) as [number, number], 1));
    const bare = floorAt(0, -1.7);
    // Its front edge lies at z -2.75: read 5 cm under it, 13 cm before it, and 85 cm before it.
    const [under, before, away] = [floorAt(0, -2.8), floorAt(0, -2.62), floorAt(0, -1.9)];
    expect(under).toBeLessThan(bare * 0.68);
    // A pool the size of its footprint ended at its edge: the floor just before a sofa was as lit
    // as the bare floor, where the visitor's own sofa's shade spreads out onto it.
    expect(before).toBeLessThan(bare * 0.9);
    expect(before).toBeGreaterThan(under);
    expect(away).toBeGreaterThan(bare * 0.97);
  }, 60_000);

  it('shades the wall beside a sofa’s end as the floor beside it, fading along the wall, and keeps the floor’s shade off the wall', async () => {
    // A sofa's block 1.2 m to the right, its back 2 cm from a wall 3.67 m away, lit from the left
    // (its sun's shadow falls to the right). Its left end stands at x 0.2.
    const sofa = squarePlacement('floor', 1.2, -3.2, [2, 0.9, 0.85]);
    const scene = {
      ...piecesOnlyScene(camera, [sofa], whiteLight([-0.6, 0.8, 0.6], 0.25)),
      walls: [{ side: 'back' as const, distanceM: 3.67 }],
    };
    const drawn = await drawScene(browser, flatPhoto(camera, 128), scene, [await greyBlock(sofa)]);
    const { data } = await sharp(drawn.image).raw().toBuffer({ resolveWithObject: true });
    const wallAt = (x: number, y: number) =>
      mean(redAround(data, [W, H], projectToImage(camera, [x, y, -3.67]) as [number, number], 1));
    const bare = wallAt(-1.2, 0.3);
    const [beside, farther] = [wallAt(0.1, 0.3), wallAt(-0.35, 0.3)];
    expect(beside).toBeLessThan(bare * 0.9);
    expect(farther).toBeGreaterThan(beside);
    expect(farther).toBeGreaterThan(bare * 0.96);
    // The floor's shade runs on behind the wall's line: seen through the wall, it darkened the
    // wall's foot beside the sofa more than the wall higher up.
    expect(wallAt(0.1, 0.04)).toBeGreaterThan(beside * 1.05);
  }, 60_000);

  it('reads a model’s shade once for a size: drawn again it reads none, fitted to another size it reads that size’s', async () => {
    // One block's model, fitted to 1.1 m wide, then half as large again: its right end at x 0.55,
    // then 0.825.
    const model = (await greyBlock(squarePlacement('floor', 0, -3, [1.1, 0.55, 0.45]))).source;
    const drawn = async (scale: number) => {
      const block = squarePlacement('floor', 0, -3, [1.1 * scale, 0.55 * scale, 0.45 * scale]);
      const scene = piecesOnlyScene(camera, [block], whiteLight([0, 0.8, 0.6], 0.25));
      const { image } = await drawScene(browser, flatPhoto(camera, 128), scene, [
        { placement: block, source: model, productName: 'bloc', category: 'Test' },
      ]);
      const data = await sharp(image).raw().toBuffer();
      const floorAt = (x: number, z: number) =>
        mean(redAround(data, [W, H], projectToImage(camera, [x, 0, z]) as [number, number], 1));
      // 12 cm past the wider block's end, beside its middle; and the bare floor.
      return {
        data,
        beside: floorAt(0.97, -3),
        bare: floorAt(0, -1.8),
        read: browser.timings()?.shapesRead,
      };
    };
    const first = await drawn(1);
    const again = await drawn(1);
    const larger = await drawn(1.5);
    expect(first.read).toBe(1);
    expect(again.read).toBe(0);
    // The shade taken over draws as the one read: the same pixels, to the grain's noise.
    expect(shareDiffering(first.data, again.data)).toBeLessThan(0.001);
    // 35 cm past the smaller one's end, its shade has faded out; the larger one's is there.
    expect(first.beside).toBeGreaterThan(first.bare * 0.97);
    expect(larger.read).toBe(1);
    expect(larger.beside).toBeLessThan(larger.bare * 0.9);
  }, 60_000);

  it('throws the sun’s dark shadow on a wall only where the sun lies at its foot, an even light’s soft one elsewhere', async () => {
    // A wall 40 cm to the block's left, the sun from the right: the block's shadow climbs the
    // wall to 40 cm up. Read 20 cm up beside the block's middle, and 1.6 m farther, out of it.
    const scene = {
      ...piecesOnlyScene(camera, [cube], whiteLight([0.8, 0.8, 0.2], 0.7)),
      walls: [{ side: 'left' as const, distanceM: 0.8 }],
    };
    const inShadow = projectToImage(camera, [-0.8, 0.2, -3]) as [number, number];
    const away = projectToImage(camera, [-0.8, 0.2, -4.6]) as [number, number];
    const wallIn = async (sun: boolean) => {
      const data = await drawnInSun(scene, () => sun);
      const at = (p: [number, number]) => mean(redAround(data, [W, H], p, 2));
      return 1 - at(inShadow) / at(away);
    };
    const [sunny, shaded] = [await wallIn(true), await wallIn(false)];
    expect(shaded).toBeGreaterThan(0.03);
    expect(shaded).toBeLessThan(sunny * 0.75);
    // The sun's own darkness on a wall (0.48 × 0.8 at this directness), no more: the floor's
    // shadow, running on under the wall, no longer shows through it (it made 0.69).
    expect(sunny).toBeLessThan(0.42);
  }, 60_000);

  it('stands brighter in the patch of sun the photo’s floor shows, where the sun’s rays through it meet the patch', async () => {
    // The light from the front right: the ray through the front's middle, 40 cm up, meets the
    // floor 25 cm to the left of it and 30 cm behind. The floor's light map shows the sun (1.25 ×
    // the floor's usual light) nowhere, everywhere, or only left of x -0.25 there: the rays through
    // the front's left part (x -0.3) meet it, those through its right part (x +0.3) do not.
    const scene = piecesOnlyScene(camera, [cube], whiteLight([0.5, 0.8, 0.6], 0.7));
    const cut = (projectToImage(camera, [-0.25, 0, -2.9]) as [number, number])[0];
    const frontIn = async (sunAt: (u: number) => boolean) => {
      const data = await drawnInSun(scene, sunAt);
      return [-0.3, 0.3].map((x) =>
        mean(redAround(data, [W, H], projectToImage(camera, [x, 0.4, -2.6]) as [number, number], 3)),
      );
    };
    const [[shadeLeft = 0, shadeRight = 0], [sunLeft = 0, sunRight = 0], [splitLeft = 0, splitRight = 0]] = [
      await frontIn(() => false),
      await frontIn(() => true),
      await frontIn((u) => u < cut),
    ];
    // Out of the sun, it is lit as in a room lit evenly: the two sides alike.
    expect(Math.abs(shadeLeft - shadeRight)).toBeLessThan(shadeLeft * 0.03);
    // In it, brighter.
    expect(sunLeft).toBeGreaterThan(shadeLeft * 1.12);
    expect(sunRight).toBeGreaterThan(shadeRight * 1.12);
    // Across the patch's edge, each side as the light where its rays fall.
    expect(Math.abs(splitLeft - sunLeft)).toBeLessThan(sunLeft * 0.03);
    expect(Math.abs(splitRight - shadeRight)).toBeLessThan(shadeRight * 0.03);
  }, 60_000);

  it('casts a shadow whose soft edge fades smoothly, with no grain in it', async () => {
    // Drawn three times as large, in a light half direct from behind the block: 30 cm before its
    // front, its shadow's left edge, about 20 pixels wide, lies about x -0.9. Each pixel of a patch
    // over that edge is read against its four neighbours' mean: on a smooth fade it is that mean
    // within a fraction of a level (0.13 on average, 4.5 at most, measured); three's noisy sampling
    // gave a halftone screen there (0.7 on average, a pixel 18 levels off its neighbours).
    const [w, h] = [W * 3, H * 3];
    const large = levelCamera(w, h, 750, -0.3);
    const scene = piecesOnlyScene(large, [cube], whiteLight([0.5, 0.8, -0.6], 0.4));
    const drawn = await drawScene(browser, flatPhoto(large, 128), scene, [await greyBlock(cube)]);
    const data = (await sharp(drawn.image).raw().toBuffer()) as Buffer;
    const [left, top] = (projectToImage(large, [-1.05, 0, -2.2]) as [number, number]).map(Math.round);
    const [right, bottom] = (projectToImage(large, [-0.7, 0, -2.4]) as [number, number]).map(Math.round);
    const red = (x: number, y: number) => data[(y * w + x) * 3] as number;
    const roughness: number[] = [];
    const reds: number[] = [];
    for (let y = bottom as number; y <= (top as number); y++)
      for (let x = left as number; x <= (right as number); x++) {
        const around = (red(x - 1, y) + red(x + 1, y) + red(x, y - 1) + red(x, y + 1)) / 4;
        roughness.push(Math.abs(red(x, y) - around));
        reds.push(red(x, y));
      }
    // The patch spans the edge: from the shadow's dark to the bare floor.
    expect(Math.max(...reds) - Math.min(...reds)).toBeGreaterThan(20);
    expect(mean(roughness)).toBeLessThan(0.35);
    expect(Math.max(...roughness)).toBeLessThan(9);
  }, 60_000);

  it('goes darker toward the floor, where the room’s diffuse light reaches less of it', async () => {
    // Lit alike all over by the sun: 8 cm and 70 cm up. (The key light's strength is the same
    // whatever its directness: the diffuse light's share, and the foot's fall, are the room's.)
    const [foot = 0, top = 0] = await frontOf([0.3, 0.8, 0.6], 0.4, [0.08, 0.7]);
    expect(foot).toBeLessThan(top * 0.95);
    // Still lit: not a black skirt.
    expect(foot).toBeGreaterThan(top * 0.6);
  }, 60_000);
});

describe('a soft photo', () => {
  const browser = createRenderBrowser();
  afterAll(() => browser.close());

  it('has its pieces’ outlines drawn as soft as its own edges, not cut out sharper', async () => {
    const W = 480;
    const H = 360;
    const camera = levelCamera(W, H, 380, -0.3);
    const cube = squarePlacement('floor', 0, -3, [0.8, 0.8, 0.8]);
    const piece = await greyBlock(cube);
    const scene = piecesOnlyScene(camera, [cube], whiteLight([0.5, 0.8, 0.6], 0.6));
    // Read 70 cm up its front: past its edge lies the floor 2.6 m behind it, out of its shade on
    // the floor, whose fall-off spread the step there (40 cm up, 24 cm behind it).
    const [, cy] = projectToImage(camera, [0, 0.7, -2.6]) as [number, number];
    // A bright wall with dark bars across its top quarter, as sharp as drawn or blurred by a lens.
    const photoOf = async (sigma: number) => {
      const raw = Buffer.alloc(W * H * 3, 230);
      for (let y = 0; y < H / 4; y++)
        for (let x = 0; x < W; x++) if (x % 48 < 20) raw.fill(40, (y * W + x) * 3, (y * W + x) * 3 + 3);
      const image = sharp(raw, { raw: { width: W, height: H, channels: 3 } });
      const soft = await (sigma > 0 ? image.blur(sigma) : image).raw().toBuffer();
      return { raw: soft, width: W, height: H, brightness: 0.8, white: 255 };
    };
    /**
     * The 10–90 % rise, in pixels, of a row's step from the block (or a bar) to the bright wall
     * right of it: the light comes from the right, the block's shadow falls to its left.
     */
    const riseAcross = (data: Buffer, y: number, from: number) => {
      const row = (x: number) => data[(y * W + x) * 3] as number;
      let x = from;
      while (x < W - 1 && row(x + 1) < 215) x++;
      const inside = row(x - 12);
      const wall = row(x + 12);
      const share = (k: number) => (row(k) - inside) / (wall - inside);
      const crossing = (part: number) => {
        for (let k = x - 11; k <= x + 12; k++)
          if (share(k) >= part) return k - 1 + (part - share(k - 1)) / (share(k) - share(k - 1));
        return x + 12;
      };
      return crossing(0.9) - crossing(0.1);
    };
    const riseOn = async (sigma: number) => {
      const { data } = await sharp((await drawScene(browser, await photoOf(sigma), scene, [piece])).image)
        .raw()
        .toBuffer({ resolveWithObject: true });
      return {
        piece: riseAcross(data, Math.round(cy), W / 2),
        photo: riseAcross(data, Math.round(H / 8), 4),
      };
    };
    const sharpPhoto = await riseOn(0);
    const softPhoto = await riseOn(2);
    expect(sharpPhoto.piece).toBeLessThan(2.2);
    // On the soft photo, the block's outline rises over as many pixels as the bars' edges do.
    expect(softPhoto.photo).toBeGreaterThan(3.5);
    expect(softPhoto.piece).toBeGreaterThan(softPhoto.photo * 0.75);
    expect(softPhoto.piece).toBeLessThan(softPhoto.photo * 1.3);
  }, 60_000);
});
