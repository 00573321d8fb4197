/**
 * Runs inside the headless browser: draws the scene's pieces with three.js through the photo's own
 * camera onto a transparent canvas, with the shadows they cast on the floor and the walls. The
 * server lays that layer over the untouched photo. Bundled by esbuild (render-page-script.ts).
 */

import { deflateSync } from 'fflate';
import {
  ACESFilmicToneMapping,
  Box3,
  BoxGeometry,
  BufferGeometry,
  CanvasTexture,
  Color,
  DataTexture,
  DirectionalLight,
  DoubleSide,
  Euler,
  Float32BufferAttribute,
  Group,
  HemisphereLight,
  LightProbe,
  LinearFilter,
  type Material,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  MeshDepthMaterial,
  MeshStandardMaterial,
  type Object3D,
  OrthographicCamera,
  PCFShadowMap,
  PerspectiveCamera,
  PlaneGeometry,
  PMREMGenerator,
  RGBADepthPacking,
  Scene,
  ShaderChunk,
  ShaderMaterial,
  ShadowMaterial,
  SphericalHarmonics3,
  SRGBColorSpace,
  type Texture,
  TextureLoader,
  Vector2,
  Vector3,
  WebGLRenderer,
  WebGLRenderTarget,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import type { ScenePlacement, SceneWall } from '../../../../../domain/scene.js';
import type { PageOccluder, PagePiece, PageRenderInput, PageRenderOutput } from '../page-protocol.js';
import { floorOcclusion, type HeightField, wallOcclusionOf } from './floor-occlusion.js';

declare global {
  interface Window {
    renderScene: (input: PageRenderInput) => Promise<PageRenderOutput>;
  }
}

/**
 * Side of the environment's cube, in pixels. Only shiny surfaces reflect it, blurred: 64 looks as
 * 256 does, and software WebGL makes it in a second instead of ten.
 */
const ENVIRONMENT_SIZE = 64;

/** How much a lampshade glows with its bulb lit: enough to read as lit, not to light the room. */
const SHADE_GLOW = 0.35;

let renderer: WebGLRenderer | null = null;
let environment: Texture | null = null;
/**
 * The last render's materials, kept (their textures and geometry already freed) until the next
 * render has drawn. A material disposed takes its shader program with it once no other uses it,
 * and software WebGL compiles a program again on its first draw: with six pieces' programs that
 * was 0.7–1 s of every render, most of the draw at the picture's size. The next visitor's pieces
 * are mostly made of the same kinds of materials, whose programs their materials then take over.
 */
let lastMaterials: Material[] = [];

/** Shadow-map samples per pixel: enough for a penumbra to ramp smoothly with no noise. */
const SHADOW_SAMPLES = 16;

/**
 * three's soft shadows take 5 samples per pixel on a disc turned by a per-pixel noise, meant to be
 * averaged away over the frames of an animation. A photo is one frame: across a soft penumbra (12
 * to 28 texels wide) the noise showed as a halftone screen on the rug and the table's shelf. The
 * disc is not turned, and has as many samples as the penumbra needs to ramp from one to the next
 * (about 1.5 texels apart, each filtered over one texel by the hardware). Every pixel takes them
 * all: five taps first (the middle, one radius across and down), the disc only where they
 * disagreed, let a floor lamp's stem, thinner than a radius, fall between the taps: its shadow on
 * the wall showed as three thin lines with the bare wall between them.
 */
function smoothSoftShadows(): void {
  const noisy =
    /float phi = interleavedGradientNoise\( gl_FragCoord\.xy \) \* PI2;\s*shadow = \([^;]*\) \* 0\.2;/;
  const chunk = ShaderChunk.shadowmap_pars_fragment;
  if (!noisy.test(chunk))
    throw new Error('three.js soft-shadow sampling changed: smoothSoftShadows needs a look');
  ShaderChunk.shadowmap_pars_fragment = chunk.replace(
    noisy,
    `shadow = 0.0;
\t\t\t\tfor ( int i = 0; i < ${SHADOW_SAMPLES}; i ++ ) {
\t\t\t\t\tshadow += texture( shadowMap, vec3( shadowCoord.xy + vogelDiskSample( i, ${SHADOW_SAMPLES}, 0.0 ) * radius, shadowCoord.z ) );
\t\t\t\t}
\t\t\t\tshadow /= ${SHADOW_SAMPLES}.0;`,
  );
}

function theRenderer(): WebGLRenderer {
  if (!renderer) {
    smoothSoftShadows();
    renderer = new WebGLRenderer({ antialias: true, alpha: true, preserveDrawingBuffer: true });
    renderer.setPixelRatio(1);
    renderer.outputColorSpace = SRGBColorSpace;
    renderer.toneMapping = ACESFilmicToneMapping;
    renderer.shadowMap.enabled = true;
    renderer.shadowMap.type = PCFShadowMap;
    renderer.setClearColor(0x000000, 0);
    document.body.appendChild(renderer.domElement);
    const pmrem = new PMREMGenerator(renderer);
    environment = pmrem.fromScene(new RoomEnvironment(), 0.04, 0.1, 100, { size: ENVIRONMENT_SIZE }).texture;
    pmrem.dispose();
  }
  return renderer;
}

async function loadPiece(piece: PagePiece): Promise<Object3D> {
  if (piece.source.kind === 'glb') {
    const buffer = await (await fetch(piece.source.url)).arrayBuffer();
    const gltf = await new GLTFLoader().parseAsync(buffer, '');
    return gltf.scene;
  }
  return cardOf(await new TextureLoader().loadAsync(piece.source.url), piece);
}

/**
 * A photo with no model stands as an upright card turned to the camera (or lies flat, for a rug),
 * its transparent background cut away so its shadow has the piece's outline.
 */
function cardOf(texture: Texture, piece: PagePiece): Object3D {
  texture.colorSpace = SRGBColorSpace;
  const image = texture.image as { width: number; height: number };
  const aspect = image.width / Math.max(1, image.height);
  const flat = piece.placement.mount === 'rug';
  const material = new MeshStandardMaterial({
    map: texture,
    alphaTest: 0.5,
    side: DoubleSide,
    roughness: 0.85,
    metalness: 0,
  });
  const geometry = flat ? new PlaneGeometry(aspect, 1) : new PlaneGeometry(aspect, 1);
  const mesh = new Mesh(geometry, material);
  mesh.customDepthMaterial = new MeshDepthMaterial({
    depthPacking: RGBADepthPacking,
    map: texture,
    alphaTest: 0.5,
  });
  if (flat) mesh.rotation.x = -Math.PI / 2;
  else mesh.position.y = 0.5;
  mesh.position.z = 0;
  const group = new Group();
  group.add(mesh);
  group.userData.card = true;
  return group;
}

/** How squarely the key light must come through a wall, across the floor, to be taken as its window's. */
const LIGHTS_WALL = 0.6;

/**
 * Whether a piece hangs on the wall the key light comes in through: curtains at the window. The
 * daylight the photo shows has already come past them; the shadow they cast into the room (over
 * the sofa, a band across the back wall: dark-tiles-yellow) is one the photo does not explain.
 */
function onLightsWall(p: ScenePlacement, input: PageRenderInput): boolean {
  if (p.mount !== 'wall' || !p.wall) return false;
  const [dx, , dz] = input.light.direction;
  const outward = p.wall === 'back' ? -dz : p.wall === 'left' ? -dx : dx;
  return outward >= LIGHTS_WALL * Math.hypot(dx, dz);
}

/** Fits a model into its placement's box: its own proportions when they are close, else uniform. */
function fitToPlacement(object: Object3D, piece: PagePiece, input: PageRenderInput): Object3D {
  const p = piece.placement;
  const box = new Box3().setFromObject(object);
  const size = box.getSize(new Vector3());
  const centre = box.getCenter(new Vector3());
  const holder = new Group();
  holder.add(object);
  if (object.userData.card) {
    // A card keeps its photo's proportions: as tall as the piece (as long, for a rug).
    const scale = p.mount === 'rug' ? p.depthM : p.heightM;
    object.scale.setScalar(scale);
    if (p.mount !== 'rug') {
      // Turned toward the camera so the photo is seen face on.
      holder.rotation.y = Math.atan2(0 - p.x, 0 - p.z) + Math.PI;
    } else holder.rotation.y = p.rotation;
  } else {
    const ratios = new Vector3(p.widthM / (size.x || 1), p.heightM / (size.y || 1), p.depthM / (size.z || 1));
    const spread =
      Math.max(ratios.x, ratios.y, ratios.z) / Math.max(1e-6, Math.min(ratios.x, ratios.y, ratios.z));
    // A model far from the product's proportions keeps its own shape rather than being squashed.
    // A rug is as long and wide as its placement whatever its pile: its thickness does not count.
    const scale =
      p.mount === 'rug'
        ? new Vector3(ratios.x, Math.min(ratios.x, ratios.z), ratios.z)
        : spread < 1.25
          ? ratios
          : new Vector3().setScalar(Math.cbrt(ratios.x * ratios.y * ratios.z));
    object.scale.copy(scale);
    object.position.set(-centre.x * scale.x, -box.min.y * scale.y, -centre.z * scale.z);
    holder.rotation.y = p.rotation;
  }
  holder.position.set(p.x, p.elevationM, p.z);
  const shadowless = onLightsWall(p, input);
  holder.traverse((node) => {
    const mesh = node as Mesh;
    if (!mesh.isMesh) return;
    const materials = (Array.isArray(mesh.material) ? mesh.material : [mesh.material]) as Material[];
    // A lampshade is lit from within, its fabric lets the light through: it throws no dark blot on
    // the wall. Nor does its frame: alone, the rims' shadow is a ring of blur apart from the lamp's.
    mesh.castShadow = !shadowless && !materials.some((m) => m.name.startsWith('shade'));
    mesh.receiveShadow = true;
    for (const m of materials) {
      const standard = m as MeshStandardMaterial;
      if (!('envMapIntensity' in standard)) continue;
      // Reflections only where they show (metal, varnish, glass): on the CPU every pixel of an
      // environment-lit surface costs as much as the rest of its shading together.
      const shiny = standard.metalness > 0.3 || standard.roughness < 0.35;
      standard.envMap = shiny ? environment : null;
      standard.envMapIntensity = input.environmentIntensity;
      // A card's photo shows its own shading already.
      if (p.mount !== 'rug' && !object.userData.card && standard.name !== 'shade')
        nearTheFloorDarker(standard);
      // The shade glows a little with the bulb behind it, in its own colour.
      if (standard.name === 'shade') {
        standard.emissive.copy(standard.color).multiplyScalar(SHADE_GLOW);
        standard.side = DoubleSide;
        glowsFromItsBulb(mesh, standard);
      }
    }
  });
  return holder;
}

/** A television's width for a TV unit's, and the widest drawn (a 55-inch set). */
const SCREEN_SHARE = 0.72;
const SCREEN_MAX_M = 1.22;
const SCREEN_MIN_M = 0.6;

/**
 * A flat television standing on a TV unit (`holder`, already fitted to its placement, its front
 * toward +Z): a slim dark panel, its glass switched off and glossy, on a low foot set back on the
 * unit's top. Its size follows the unit's width, as one chooses a set for a stand.
 */
function televisionOn(
  holder: Object3D,
  { widthM, depthM }: Pick<PagePiece['placement'], 'widthM' | 'depthM'>,
  input: PageRenderInput,
): Object3D {
  holder.updateMatrixWorld(true);
  const top = new Box3().setFromObject(holder).max.y - holder.position.y;
  // Its foot's back 3 cm from the unit's: the set stands where the wall's cables reach it.
  const back = Math.min(0, -depthM / 2 + 0.13);
  const width = Math.min(SCREEN_MAX_M, Math.max(SCREEN_MIN_M, widthM * SCREEN_SHARE));
  const height = width * 0.58;
  const body = new MeshStandardMaterial({
    name: 'tv-body',
    color: 0x2a2c30,
    roughness: 0.35,
    metalness: 0.5,
  });
  // Switched off, its glass is not black: the room's light lies on it, brighter at the top and
  // in a soft band across, as a photo shows a set that is off.
  const sheen = screenSheen();
  const glass = new MeshStandardMaterial({
    name: 'tv-glass',
    color: 0x050607,
    roughness: 0.12,
    metalness: 0,
    envMap: environment,
    envMapIntensity: input.environmentIntensity,
    ...(sheen ? { emissive: 0xffffff, emissiveMap: sheen, emissiveIntensity: 0.9 } : {}),
  });
  const part = (geometry: BufferGeometry, material: Material, x: number, y: number, z: number) => {
    const mesh = new Mesh(geometry, material);
    mesh.position.set(x, y, z);
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    return mesh;
  };
  const foot = 0.012;
  const neck = 0.07;
  const panelY = foot + neck + height / 2;
  const television = new Group();
  television.add(
    part(new BoxGeometry(Math.min(0.36, width * 0.4), foot, 0.2), body, 0, foot / 2, back),
    part(new BoxGeometry(0.07, neck + 0.1, 0.03), body, 0, foot + (neck + 0.1) / 2, back - 0.02),
    part(new BoxGeometry(width, height, 0.035), body, 0, panelY, back),
    part(new PlaneGeometry(width - 0.016, height - 0.016), glass, 0, panelY, back + 0.0176),
  );
  television.position.y = top;
  return television;
}

/** The light lying on a switched-off screen: a dark gradient, lighter at the top, with a soft diagonal band. */
function screenSheen(): CanvasTexture | null {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const fall = context.createLinearGradient(0, 0, 24, 64);
  fall.addColorStop(0, 'rgb(46, 51, 58)');
  fall.addColorStop(1, 'rgb(12, 13, 16)');
  context.fillStyle = fall;
  context.fillRect(0, 0, 64, 64);
  const band = context.createLinearGradient(0, 0, 64, 64);
  band.addColorStop(0.3, 'rgba(90, 96, 104, 0)');
  band.addColorStop(0.42, 'rgba(96, 102, 110, 0.45)');
  band.addColorStop(0.55, 'rgba(90, 96, 104, 0)');
  context.fillStyle = band;
  context.fillRect(0, 0, 64, 64);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

/**
 * A lampshade's glow through its fabric: brightest level with the bulb, a third of the way up,
 * fading toward its rims (the light falls off with the distance it comes from), where one colour
 * all over reads as painted card. `vShadeUp` is the height up the shade, 0 to 1.
 */
const SHADE_GLOW_FALLOFF = `
	totalEmissiveRadiance *= 0.55 + 0.95 * exp(-pow((vShadeUp - 0.35) / 0.3, 2.0));`;

/** What of the room's diffuse light reaches a surface at the floor, and the height from which all of it does. */
const GROUND_AO_MIN = 0.45;
const GROUND_AO_HEIGHT_M = 0.55;

/**
 * The room's diffuse light (the ceiling's, the walls') reaches less of a piece the nearer the
 * floor: the floor and the piece itself hide the sky of it. A sofa's skirt and its feet go dark as
 * the visitor's own furniture does. The key light's direct light is left as its shadow map gives
 * it, stronger where the piece stands in the patch of sun the photo shows (`IN_THE_SUN`).
 */
function nearTheFloorDarker(material: MeshStandardMaterial): void {
  followsTheSun(material, 'near-the-floor-darker', (fragment) =>
    fragment.replace(
      '#include <aomap_fragment>',
      `#include <aomap_fragment>\n${IN_THE_SUN}\n\tfloat groundAO = mix(${GROUND_AO_MIN.toFixed(2)}, 1.0, smoothstep(0.0, ${GROUND_AO_HEIGHT_M.toFixed(2)}, vWorld.y));\n\treflectedLight.indirectDiffuse *= groundAO;\n\treflectedLight.indirectSpecular *= groundAO;`,
    ),
  );
}

/**
 * Gives a material's shader where the sun lies on the floor (`sunOnFloor`) and each fragment's
 * place in the world (`vWorld`): `SUN_HERE` then says how much it stands in the sun. `key`: its
 * program's, one per kind of edit (the edits share this function's `onBeforeCompile`).
 */
function followsTheSun(
  material: Material,
  key: string,
  edit: (fragmentShader: string, uniforms: Record<string, { value: unknown }>) => string,
): void {
  material.onBeforeCompile = (shader) => {
    shader.uniforms.sunMap = { value: sunOnFloor.map };
    shader.uniforms.sunPicture = { value: sunOnFloor.picture };
    shader.uniforms.sunToLight = { value: sunOnFloor.toLight };
    shader.uniforms.sunWalls = { value: sunOnFloor.walls };
    shader.vertexShader = `varying vec3 vWorld;\n${shader.vertexShader.replace(
      '#include <project_vertex>',
      '#include <project_vertex>\n\tvWorld = (modelMatrix * vec4(transformed, 1.0)).xyz;',
    )}`;
    shader.fragmentShader = `uniform sampler2D sunMap;\nuniform mat4 sunPicture;\nuniform vec3 sunToLight;\nuniform vec3 sunWalls;\nvarying vec3 vWorld;\n${edit(shader.fragmentShader, shader.uniforms)}`;
  };
  material.customProgramCacheKey = () => key;
}

function glowsFromItsBulb(mesh: Mesh, material: MeshStandardMaterial): void {
  mesh.geometry.computeBoundingBox();
  const box = mesh.geometry.boundingBox;
  if (!box) return;
  const span = new Vector2(box.min.y, Math.max(box.max.y, box.min.y + 1e-4));
  material.onBeforeCompile = (shader) => {
    shader.uniforms.shadeSpan = { value: span };
    shader.vertexShader = `uniform vec2 shadeSpan;\nvarying float vShadeUp;\n${shader.vertexShader.replace(
      '#include <begin_vertex>',
      '#include <begin_vertex>\n\tvShadeUp = (position.y - shadeSpan.x) / (shadeSpan.y - shadeSpan.x);',
    )}`;
    shader.fragmentShader = `varying float vShadeUp;\n${shader.fragmentShader.replace(
      '#include <emissivemap_fragment>',
      `#include <emissivemap_fragment>\n${SHADE_GLOW_FALLOFF}`,
    )}`;
  };
  material.customProgramCacheKey = () => 'shade-glow';
}

/**
 * How much lighter than usual the photo's floor is where the sun lies on it: from the first
 * (a bright board, the light falling off from the window) the sun's shadows begin to show, and
 * from the second (a patch of sun, CIELAB L 15 above the floor's median) they are all there.
 */
const SUN_BEGINS = 1.06;
const SUN_FULL = 1.18;

/** How much stronger the key light falls on a piece in the patch of sun than in the shade, where it is a room's lit evenly. */
const SUN_KEY_GAIN = 1.8;

/**
 * How much a point stands in the patch of sun the photo's floor shows, 0 to 1 (`sunHere`). The
 * photo was taken without the new pieces: the sun's ray through the point reaches the floor
 * beyond, where the floor's light map tells whether the sun came in there (`SUN_BEGINS` to
 * `SUN_FULL`). Kept inside the walls seen: a ray through a sofa's back against the wall, or
 * through the wall behind it, meets the wall, lit as the floor at its foot. On the floor, the
 * point's own pixel of the map.
 */
const SUN_HERE = `
\tvec3 sunFloor = vWorld - sunToLight * (vWorld.y / sunToLight.y);
\tsunFloor.x = clamp(sunFloor.x, sunWalls.x, sunWalls.y);
\tsunFloor.z = max(sunFloor.z, sunWalls.z);
\tvec4 sunSeen = sunPicture * vec4(sunFloor.x, 0.0, sunFloor.z, 1.0);
\tfloat sunThere = sunSeen.w > 0.0 ? texture2D(sunMap, clamp(sunSeen.xy / sunSeen.w * 0.5 + 0.5, 0.0, 1.0)).r * 2.0 : 1.0;
\tfloat sunHere = smoothstep(${SUN_BEGINS.toFixed(2)}, ${SUN_FULL.toFixed(2)}, sunThere);`;

/**
 * A piece standing in the patch of sun is in the sun: its sunny side brighter than in the
 * shade. Only the key light's direct light grows, shadows included (dark stays dark).
 */
const IN_THE_SUN = `${SUN_HERE}
\tfloat keyGain = mix(1.0, ${SUN_KEY_GAIN.toFixed(2)}, sunHere);
\treflectedLight.directDiffuse *= keyGain;
\treflectedLight.directSpecular *= keyGain;`;

/**
 * The end of a rug's fragment shader: its colour times the light of the photo's floor there
 * (`sunThere`: lying on the floor, the sun's ray meets it at the rug's own point). A patch of sun
 * is the sun's: where the new pieces shade the rug from the key light (under a coffee table,
 * behind a sofa), the rug keeps its colour rather than the patch's brightness; a darker floor
 * (the fall-off away from the window) stays darker in the shade too.
 */
const UNDER_THE_FLOOR_LIGHT = `${SUN_HERE}
\tfloat keyReaches = 1.0;
\t#if defined( USE_SHADOWMAP ) && NUM_DIR_LIGHT_SHADOWS > 0
\tkeyReaches = getShadow( directionalShadowMap[ 0 ], directionalLightShadows[ 0 ].shadowMapSize, directionalLightShadows[ 0 ].shadowIntensity, directionalLightShadows[ 0 ].shadowBias, directionalLightShadows[ 0 ].shadowRadius, vDirectionalShadowCoord[ 0 ] );
\t#endif
\tgl_FragColor.rgb *= sunThere > 1.0 ? mix(1.0, sunThere, keyReaches) : sunThere;`;

/**
 * What the pieces' shaders read of the sun on the floor, for the render under way: the floor's
 * light map (the usual one when none), the whole picture's projection (not the drawn window's),
 * toward the key light (its rise at least 0.2, as its shadows'), and the walls' bounds on the
 * floor: x from, x to, least z (far beyond when a wall is not seen).
 */
const sunOnFloor = {
  map: null as Texture | null,
  picture: new Matrix4(),
  toLight: new Vector3(0, 1, 0),
  walls: new Vector3(-100, 100, -100),
};

/** Readies `sunOnFloor` for a render: before its pieces' shaders are compiled. */
function sunFor(input: PageRenderInput, camera: PerspectiveCamera, floorLight: Texture | null): void {
  sunOnFloor.map = floorLight ?? usualFloor();
  sunOnFloor.picture.multiplyMatrices(camera.projectionMatrix, camera.matrixWorldInverse);
  const dir = sunDirection(input);
  sunOnFloor.toLight.set(dir.x, Math.max(0.2, dir.y), dir.z);
  const wall = (side: SceneWall['side']) => Math.min(100, wallDistance(input, side));
  sunOnFloor.walls.set(-wall('left') + 0.02, wall('right') - 0.02, -wall('back') + 0.02);
}

/** How far the wall on that side stands from the camera's foot: infinite when it is not seen. */
function wallDistance(input: { walls: readonly SceneWall[] }, side: SceneWall['side']): number {
  return input.walls.find((w) => w.side === side)?.distanceM ?? Number.POSITIVE_INFINITY;
}

/**
 * A shadow catcher's opacity: the sun's shadows fall only where the sun lies. Out of its patch
 * the floor is lit by the sky and the walls, and a piece standing there throws the soft, light
 * shadow of a room lit evenly (`shadeOpacity`): a coffee table in the shade threw the sun's dark
 * shadow across floor the sun never reached. On a wall, the sun lies where it lies on the floor
 * at its foot, along the sun's rays.
 */
const IN_THE_SUN_ONLY = `${SUN_HERE}
\tgl_FragColor = vec4( color, mix(shadeOpacity, opacity, sunHere) * ( 1.0 - getShadowMask() ) );`;

/**
 * The end of a pool's fragment shader (`roomShade`): its share of the light hidden (the map's
 * green, times its opacity) darkens the light the room sends, not the sun's. In the patch of sun
 * the photo shows (`sunThere` over 1) and where the key light still reaches, that is the floor's
 * usual light out of its light there; in the pieces' own shadow from the sun, all of it.
 */
const ROOM_SHADE = `${SUN_HERE}
	float roomShare = sunThere > 1.0 ? mix(1.0, 1.0 / sunThere, getShadowMask()) : 1.0;
	gl_FragColor = vec4( color, opacity * texture2D( poolMap, vPoolUv ).g * roomShare );`;

/**
 * A darkening lying on the floor or a wall where a piece hides the room's light (its alpha map's
 * green channel carries the share hidden): black, as much as `opacity` where all is hidden, less
 * in a patch of sun (`ROOM_SHADE`).
 */
function roomShade(poolMap: Texture, opacity: number): ShadowMaterial {
  const material = new ShadowMaterial({ opacity, depthWrite: false });
  followsTheSun(material, 'room-shade', (fragment, uniforms) => {
    uniforms.poolMap = { value: poolMap };
    return `uniform sampler2D poolMap;\nvarying vec2 vPoolUv;\n${fragment.replace(
      'gl_FragColor = vec4( color, opacity * ( 1.0 - getShadowMask() ) );',
      ROOM_SHADE,
    )}`;
  });
  const compile = material.onBeforeCompile;
  material.onBeforeCompile = (shader, renderer) => {
    compile.call(material, shader, renderer);
    shader.vertexShader = `varying vec2 vPoolUv;\n${shader.vertexShader.replace(
      '#include <begin_vertex>',
      '#include <begin_vertex>\n\tvPoolUv = uv;',
    )}`;
  };
  return material;
}

/**
 * A catcher of the pieces' shadows, the sun's (`opacity`) where it lies, an evenly lit room's
 * (`shadeOpacity`) elsewhere. With no map of the floor's light, the usual one says no sun
 * anywhere, and the server makes both the same: one shader for the floor and the walls, with or
 * without a map, compiled once (`warmUp`).
 */
function sunOnlyShadows(opacity: number, shadeOpacity: number): ShadowMaterial {
  const material = new ShadowMaterial({ opacity });
  followsTheSun(material, 'in-the-sun-only', (fragment, uniforms) => {
    uniforms.shadeOpacity = { value: shadeOpacity };
    return `uniform float shadeOpacity;\n${fragment.replace(
      'gl_FragColor = vec4( color, opacity * ( 1.0 - getShadowMask() ) );',
      IN_THE_SUN_ONLY,
    )}`;
  });
  return material;
}

let usualFloorLight: Texture | null = null;

/** A map of the floor's light saying it is as usual everywhere. */
function usualFloor(): Texture {
  if (!usualFloorLight) {
    usualFloorLight = new DataTexture(new Uint8Array([128, 128, 128, 255]), 1, 1);
    usualFloorLight.needsUpdate = true;
  }
  return usualFloorLight;
}

/**
 * A rug lies in the light the photo's floor shows there: each of its pixels is multiplied by how
 * much brighter or darker than usual the floor is at that point of the picture (a patch of sun,
 * the fall-off away from the window), read from a map over the whole picture.
 */
function litLikeTheFloor(object: Object3D): void {
  object.traverse((node) => {
    const mesh = node as Mesh;
    if (!mesh.isMesh) return;
    for (const m of (Array.isArray(mesh.material) ? mesh.material : [mesh.material]) as Material[])
      followsTheSun(m, 'lit-like-the-floor', (fragment) =>
        fragment.replace(
          '#include <dithering_fragment>',
          `#include <dithering_fragment>\n${UNDER_THE_FLOOR_LIGHT}`,
        ),
      );
  });
}

/**
 * Planes that only show the shadows falling on them: the floor and the walls, only as far as the
 * pieces' shadows reach — the pieces' footprint stretched away from the light by their height,
 * and a soft edge around it. Every pixel of a catcher samples the shadow map: on a CPU a floor
 * filling the picture costs seconds (a catcher reaching 1.5 × the height every way took 1.3 s of
 * a 3 s draw).
 */
function shadowCatchers(input: PageRenderInput, pieces: Object3D[]): Object3D[] {
  const bounds = new Box3();
  for (const p of pieces) bounds.expandByObject(p);
  if (bounds.isEmpty()) return [];
  const dir = sunDirection(input);
  // Where the top of the tallest piece throws its shadow, from its foot.
  const throwX = (-dir.x / Math.max(0.2, dir.y)) * bounds.max.y;
  const throwZ = (-dir.z / Math.max(0.2, dir.y)) * bounds.max.y;
  const soft = 0.3;
  const min = new Vector3(
    bounds.min.x + Math.min(0, throwX) - soft,
    bounds.min.y,
    bounds.min.z + Math.min(0, throwZ) - soft,
  );
  const max = new Vector3(
    bounds.max.x + Math.max(0, throwX) + soft,
    bounds.max.y,
    bounds.max.z + Math.max(0, throwZ) + soft,
  );
  const catchers: Object3D[] = [];
  const floorCatcher = sunOnlyShadows(input.shadowOpacity, input.shadeShadowOpacity);
  // The floor ends at the walls seen: beyond one, its shadows showed through the wall's catcher,
  // a second darkening in the floor's shape over the wall's own.
  const x0 = Math.max(min.x, -wallDistance(input, 'left'));
  const x1 = Math.min(max.x, wallDistance(input, 'right'));
  const z0 = Math.max(min.z, -wallDistance(input, 'back'));
  const floor = new Mesh(
    new PlaneGeometry(Math.max(0.01, x1 - x0), Math.max(0.01, max.z - z0)),
    floorCatcher,
  );
  floor.rotation.x = -Math.PI / 2;
  floor.position.set((x0 + x1) / 2, 0, (z0 + max.z) / 2);
  floor.receiveShadow = true;
  catchers.push(floor);
  const height = Math.min(input.ceilingM, max.y);
  for (const wall of input.walls) {
    // A wall the shadows do not reach catches none.
    const reached =
      wall.side === 'back'
        ? min.z <= -wall.distanceM
        : wall.side === 'left'
          ? min.x <= -wall.distanceM
          : max.x >= wall.distanceM;
    if (!reached) continue;
    const along = wall.side === 'back' ? max.x - min.x : max.z - min.z;
    const plane = new Mesh(
      new PlaneGeometry(along, height),
      sunOnlyShadows(input.shadowOpacity * 0.8, input.shadeShadowOpacity * 0.8),
    );
    plane.receiveShadow = true;
    if (wall.side === 'back') plane.position.set((min.x + max.x) / 2, height / 2, -wall.distanceM);
    else {
      plane.rotation.y = wall.side === 'left' ? Math.PI / 2 : -Math.PI / 2;
      plane.position.set(
        wall.side === 'left' ? -wall.distanceM : wall.distanceM,
        height / 2,
        (min.z + max.z) / 2,
      );
    }
    catchers.push(plane);
  }
  return catchers;
}

/**
 * A square whose green channel (an alpha map's) is a soft rounded rectangle: full inside,
 * fading over `blur` of the side across its edge, which lies `inset` of the side from the border.
 */
function poolTexture(inset: number, blur: number): CanvasTexture | null {
  const size = 64;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const image = ctx.createImageData(size, size);
  const half = 0.5 - inset;
  const corner = 0.15;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      // Signed distance to the rounded rectangle, in fractions of the side.
      const qx = Math.abs((x + 0.5) / size - 0.5) - (half - corner);
      const qy = Math.abs((y + 0.5) / size - 0.5) - (half - corner);
      const d = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - corner;
      const t = Math.min(1, Math.max(0, (d + blur) / (2 * blur)));
      const alpha = 1 - t * t * (3 - 2 * t);
      image.data.set([255, Math.round(alpha * 255), 255, 255], (y * size + x) * 4);
    }
  ctx.putImageData(image, 0, 0);
  return new CanvasTexture(canvas);
}

/** A new rug as drawn: where it lies, and the height of its top (its model's pile, at its scale). */
interface LaidRug {
  placement: ScenePlacement;
  top: number;
}

/**
 * A placement's own frame (x to its right, z to its front, turned by its rotation about the
 * vertical) and the room's, each way.
 */
function placed(p: { x: number; z: number; rotation: number }) {
  const [cos, sin] = [Math.cos(p.rotation), Math.sin(p.rotation)];
  /** A direction of the room in the piece's frame. */
  const turnToPiece = (dx: number, dz: number) => ({ x: cos * dx - sin * dz, z: sin * dx + cos * dz });
  return {
    toRoom: (lx: number, lz: number) => ({ x: p.x + cos * lx + sin * lz, z: p.z - sin * lx + cos * lz }),
    toPiece: (x: number, z: number) => turnToPiece(x - p.x, z - p.z),
    turnToPiece,
  };
}

/** The top of the new rugs a floor piece stands on, partly or wholly; 0 on the bare floor. */
function rugTopUnder(p: ScenePlacement, rugs: readonly LaidRug[]): number {
  // Its middle and its corners, turned as the footprint is (footprintCorners, domain/scene.ts).
  const { toRoom } = placed(p);
  const points = [
    [0, 0],
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([u = 0, v = 0]) => toRoom((u * p.widthM) / 2, (v * p.depthM) / 2));
  let top = 0;
  for (const { placement: rug, top: rugTop } of rugs) {
    const { toPiece } = placed(rug);
    const under = points.some(({ x, z }) => {
      const local = toPiece(x, z);
      return Math.abs(local.x) <= rug.widthM / 2 && Math.abs(local.z) <= rug.depthM / 2;
    });
    if (under) top = Math.max(top, rugTop);
  }
  return top;
}

/**
 * Where the room's light cannot reach under and around a floor piece, as a dark pool on the
 * floor (on the new rug it stands on, if any): a model's own occlusion (`occlusionPool`); for a
 * photo's card, which has no shape to read, a pool the size of its footprint and a fainter, wider
 * one around it.
 */
function contactShadows(
  piece: PagePiece,
  object: Object3D,
  input: PageRenderInput,
  rugs: readonly LaidRug[],
): Object3D[] {
  const opacity = input.contactOpacity;
  const p = piece.placement;
  if (p.mount !== 'floor' || p.elevationM > 0.02) return [];
  // On a new rug, the pools lie on it: under it, the rug hid them, and a coffee table stood on it
  // with no shade at its feet.
  const lift = rugTopUnder(p, rugs);
  const lying = (mesh: Mesh, x = 0, z = 0) => {
    mesh.receiveShadow = true;
    mesh.rotation.x = -Math.PI / 2;
    mesh.position.set(x, 0, z);
    const holder = new Group();
    holder.add(mesh);
    holder.position.set(p.x, lift + 0.002, p.z);
    holder.rotation.y = p.rotation;
    holder.renderOrder = -1;
    return holder;
  };
  if (!object.userData.card) {
    const shape = shapeShadeOf(object, piece.source.kind === 'glb' ? piece.source.digest : undefined);
    const mesh = new Mesh(
      new PlaneGeometry(shape.widthM, shape.depthM),
      roomShade(occlusionPool(shape, p, input.walls), opacity),
    );
    // On a wall the shade is as much lighter as the sun's shadows are (`shadowCatchers`).
    const onWalls = wallShades(shape, p, input.walls, (map) => roomShade(map, opacity * 0.8));
    return [lying(mesh, shape.x, shape.z), ...onWalls];
  }
  // A tall, slender piece (a floor lamp) stands on a small base: a lighter, tighter pool.
  const slender = p.heightM > 2.5 * Math.max(p.widthM, p.depthM) ? 0.5 : 1;
  const pools = [
    { grow: 1.15, inset: 0.12 / slender, blur: 0.08, alpha: opacity * slender },
    { grow: 1.7, inset: 0.2, blur: 0.2, alpha: opacity * 0.4 * slender },
  ];
  return pools.flatMap(({ grow, inset, blur, alpha }) => {
    const texture = poolTexture(inset, blur);
    if (!texture) return [];
    const extra = Math.min(0.25, (grow - 1) * Math.max(p.widthM, p.depthM));
    return [
      lying(new Mesh(new PlaneGeometry(p.widthM + extra, p.depthM + extra), roomShade(texture, alpha))),
    ];
  });
}

/**
 * How far around a piece its occlusion is read: as far out, a sofa's side still hides a tenth of
 * the floor's light, faded out over the margin's last `OCCLUSION_FADE_M` so the pool's edge never
 * shows. Each pool is a plane the page draws and
 * blends at the picture's size: 55 cm took the six pieces' draw 0.2 s longer at 2048 px.
 */
const OCCLUSION_MARGIN_M = 0.35;
const OCCLUSION_FADE_M = 0.15;
/** The side of a height field's cells, and the most cells along its longer side. */
const FIELD_CELL_M = 0.03;
const FIELD_MAX_CELLS = 110;

/**
 * What a model's shape gives its shade, read once for a model at a size (`shapeShadeOf`): its
 * height field on a grid lying on the floor in the piece's own frame (its middle, its size), the
 * occlusion of each of its cells, the piece's box standing on the floor, and the occlusion of
 * points of walls beside it.
 */
interface ShapeShade {
  field: HeightField;
  occlusion: Float32Array;
  x: number;
  z: number;
  widthM: number;
  depthM: number;
  box: Box3;
  wallOcclusion: () => ReturnType<typeof wallOcclusionOf>;
}

/** The side of a wall shade's cells. */
const WALL_CELL_M = 0.06;

/** How much of a shade is kept `edge` cells from its map's border: faded out over `OCCLUSION_FADE_M`. */
function edgeFade(edge: number, cellM: number): number {
  return Math.min(1, (edge * cellM) / OCCLUSION_FADE_M);
}

/** Shades (0 to 1, row by row) as an alpha map: its green channel, smoothly read between texels. */
function alphaMap(shades: Float32Array, cols: number, rows: number): Texture {
  const data = new Uint8Array(cols * rows * 4);
  for (let i = 0; i < shades.length; i++) data[i * 4 + 1] = Math.round((shades[i] as number) * 255);
  const map = new DataTexture(data, cols, rows);
  map.magFilter = LinearFilter;
  map.minFilter = LinearFilter;
  map.needsUpdate = true;
  return map;
}

/** Draws a fragment's height above the floor as its red, 0 to 1 over `range` metres. */
const heightMaterial = new ShaderMaterial({
  uniforms: { range: { value: 1 } },
  side: DoubleSide,
  vertexShader: `varying float vHeight;
void main() {
  vec4 world = modelMatrix * vec4(position, 1.0);
  vHeight = world.y;
  gl_Position = projectionMatrix * viewMatrix * world;
}`,
  fragmentShader: `uniform float range;
varying float vHeight;
void main() { gl_FragColor = vec4(clamp(vHeight / range, 0.0, 1.0), 0.0, 0.0, 1.0); }`,
});

/**
 * The shapes' shades read in this page, by model and size, the latest used last: the catalogue's
 * products come back render after render, and reading one takes two draws on the GPU and the
 * rays of some thousand cells.
 */
const shapeShades = new Map<string, ShapeShade>();
const SHAPE_SHADES_KEPT = 32;
/** The shapes read afresh in this render (`readShapeShade`), for the timings. */
let shapesRead = 0;

/**
 * A model's shape's shade, as it stands fitted to its placement (`ShapeShade`), read again only
 * for a model (by its digest) at a size not read before. Its height field is read on
 * the GPU: the piece drawn from under and from above, straight on, its height as colour.
 */
function shapeShadeOf(holder: Object3D, digest: string | undefined): ShapeShade {
  const [position, rotation] = [holder.position.clone(), holder.rotation.y];
  holder.position.set(0, 0, 0);
  holder.rotation.y = 0;
  holder.updateMatrixWorld(true);
  const box = new Box3().setFromObject(holder);
  const size = box.getSize(new Vector3());
  const key = digest && `${digest} ${size.x.toFixed(3)} ${size.y.toFixed(3)} ${size.z.toFixed(3)}`;
  const shape = (key && shapeShades.get(key)) || readShapeShade(holder, box);
  holder.position.copy(position);
  holder.rotation.y = rotation;
  holder.updateMatrixWorld(true);
  if (key) {
    shapeShades.delete(key);
    shapeShades.set(key, shape);
    for (const old of shapeShades.keys()) if (shapeShades.size > SHAPE_SHADES_KEPT) shapeShades.delete(old);
  }
  return shape;
}

/** Reads a model's shape's shade (`shapeShadeOf`), the model standing unturned at the room's origin. */
function readShapeShade(holder: Object3D, box: Box3): ShapeShade {
  shapesRead++;
  const margin = OCCLUSION_MARGIN_M;
  const gl = theRenderer();
  const cellM = Math.max(
    FIELD_CELL_M,
    (Math.max(box.max.x - box.min.x, box.max.z - box.min.z) + 2 * margin) / FIELD_MAX_CELLS,
  );
  const cols = Math.ceil((box.max.x - box.min.x + 2 * margin) / cellM);
  const rows = Math.ceil((box.max.z - box.min.z + 2 * margin) / cellM);
  const [x, z] = [(box.min.x + box.max.x) / 2, (box.min.z + box.max.z) / 2];
  const [widthM, depthM] = [cols * cellM, rows * cellM];
  const range = Math.max(0.05, box.max.y + 0.01);
  (heightMaterial.uniforms.range as { value: number }).value = range;
  const scene = new Scene();
  scene.overrideMaterial = heightMaterial;
  scene.add(holder);
  const target = new WebGLRenderTarget(cols, rows);
  const camera = new OrthographicCamera(-widthM / 2, widthM / 2, depthM / 2, -depthM / 2, 0.01, range + 2);
  camera.up.set(0, 0, -1);
  // Seen from above, the picture's right is +x and its first row (WebGL's bottom) the front, +z;
  // from under, its columns run the other way.
  const heights = (fromY: number) => {
    camera.position.set(x, fromY, z);
    camera.lookAt(x, range / 2, z);
    camera.updateMatrixWorld();
    gl.setRenderTarget(target);
    gl.clear();
    gl.render(scene, camera);
    const pixels = new Uint8Array(cols * rows * 4);
    gl.readRenderTargetPixels(target, 0, 0, cols, rows, pixels);
    return pixels;
  };
  const [above, under] = [heights(range + 1), heights(-1)];
  gl.setRenderTarget(null);
  target.dispose();
  scene.remove(holder);
  const field: HeightField = {
    cols,
    rows,
    cellM,
    bottom: new Float32Array(cols * rows).fill(Number.NaN),
    top: new Float32Array(cols * rows).fill(Number.NaN),
  };
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const fromAbove = (r * cols + c) * 4;
      const fromUnder = (r * cols + (cols - 1 - c)) * 4;
      if (above[fromAbove + 3]) field.top[r * cols + c] = ((above[fromAbove] as number) / 255) * range;
      if (under[fromUnder + 3]) field.bottom[r * cols + c] = ((under[fromUnder] as number) / 255) * range;
    }
  let walls: ReturnType<typeof wallOcclusionOf> | undefined;
  return {
    field,
    occlusion: floorOcclusion(field),
    x,
    z,
    widthM,
    depthM,
    box,
    wallOcclusion: () => {
      walls ??= wallOcclusionOf(field);
      return walls;
    },
  };
}

/**
 * A model's occlusion of the floor (`floorOcclusion`) as an alpha map lying on the floor in the
 * piece's own frame, cut at the walls seen and faded at its edges.
 */
function occlusionPool(shape: ShapeShade, placement: ScenePlacement, walls: readonly SceneWall[]): Texture {
  const { occlusion, x, z } = shape;
  const { cols, rows, cellM } = shape.field;
  // The pool ends at the walls seen: past one, the floor's shade showed on the wall in the floor's
  // shape. Each texel's place on the floor, the piece turned and set where it stands.
  const { toRoom } = placed(placement);
  const [left, right, back] = (['left', 'right', 'back'] as const).map((side) =>
    wallDistance({ walls }, side),
  );
  const shades = new Float32Array(cols * rows);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const at = toRoom(x + (c + 0.5 - cols / 2) * cellM, z + (rows / 2 - r - 0.5) * cellM);
      if (at.x < -(left as number) || at.x > (right as number) || at.z < -(back as number)) continue;
      // The border texels nought: the texture clamps to them past its last texel centres.
      const edge = Math.min(c, cols - 1 - c, r, rows - 1 - r);
      shades[r * cols + c] = (occlusion[r * cols + c] as number) * edgeFade(edge, cellM);
    }
  return alphaMap(shades, cols, rows);
}

/**
 * Where the room's light cannot reach on a wall beside a floor piece (a sofa's end, a TV unit's
 * back against the wall): the same occlusion, from points of the wall (`wallOcclusionOf`), as a
 * darkening lying on each wall seen within the pool's reach of the piece, as far along it and as
 * high as the piece and that reach. Beside a sofa's end, the wall goes dark toward the floor as the
 * floor does beside it: the two meet in the corner.
 */
function wallShades(
  shape: ShapeShade,
  placement: ScenePlacement,
  walls: readonly SceneWall[],
  material: (map: Texture) => Material,
): Object3D[] {
  const margin = OCCLUSION_MARGIN_M;
  const hides = shape.wallOcclusion();
  const { toRoom, toPiece, turnToPiece } = placed(placement);
  const piece = [shape.box.min.x, shape.box.max.x].flatMap((lx) =>
    [shape.box.min.z, shape.box.max.z].map((lz) => toRoom(lx, lz)),
  );
  const reach = [shape.box.min.x - margin, shape.box.max.x + margin].flatMap((lx) =>
    [shape.box.min.z - margin, shape.box.max.z + margin].map((lz) => toRoom(lx, lz)),
  );
  const height = shape.box.max.y + margin;
  const cell = WALL_CELL_M;
  const out: Object3D[] = [];
  for (const wall of walls) {
    const back = wall.side === 'back';
    // Its distance from the camera's foot along the wall's normal, for the piece's corners.
    const depth = (q: { x: number; z: number }) => (back ? -q.z : wall.side === 'left' ? -q.x : q.x);
    const gap = wall.distanceM - Math.max(...piece.map(depth));
    if (gap > margin) continue;
    const along = (q: { x: number; z: number }) => (back ? q.x : q.z);
    const [from, to] = [Math.min(...reach.map(along)), Math.max(...reach.map(along))];
    const cols = Math.max(2, Math.ceil((to - from) / cell));
    const rows = Math.max(2, Math.ceil(height / cell));
    const plane = new Mesh(new PlaneGeometry(cols * cell, rows * cell));
    const inward = wall.distanceM - 0.003;
    const middle = (from + to) / 2;
    if (back) plane.position.set(middle, (rows * cell) / 2, -inward);
    else {
      plane.rotation.y = wall.side === 'left' ? Math.PI / 2 : -Math.PI / 2;
      plane.position.set(wall.side === 'left' ? -inward : inward, (rows * cell) / 2, middle);
    }
    plane.updateMatrixWorld(true);
    // The wall's normal, into the room, in the field's frame (its x, and back from its front).
    const [nwx, nwz] = back ? [0, 1] : wall.side === 'left' ? [1, 0] : [-1, 0];
    const turned = turnToPiece(nwx, nwz);
    const normal: [number, number] = [turned.x, -turned.z];
    const [left, front] = [shape.x - shape.widthM / 2, shape.z + shape.depthM / 2];
    const shades = new Float32Array(cols * rows);
    const point = new Vector3();
    let any = false;
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        // Faded at its ends and its top; at its foot it meets the floor's shape.
        const edge = Math.min(c, cols - 1 - c, rows - 1 - r);
        if (edge <= 0) continue;
        plane.localToWorld(point.set((c + 0.5 - cols / 2) * cell, (r + 0.5 - rows / 2) * cell, 0));
        const local = toPiece(point.x, point.z);
        const shade = hides(local.x - left, point.y, front - local.z, normal) * edgeFade(edge, cell);
        if (shade > 0) any = true;
        shades[r * cols + c] = shade;
      }
    if (!any) continue;
    plane.material = material(alphaMap(shades, cols, rows));
    plane.receiveShadow = true;
    plane.renderOrder = -1;
    out.push(plane);
  }
  return out;
}

function sceneCamera(input: PageRenderInput): PerspectiveCamera {
  const c = input.camera;
  const fov = (2 * Math.atan(c.imageHeight / 2 / c.focalPx) * 180) / Math.PI;
  const camera = new PerspectiveCamera(fov, c.imageWidth / c.imageHeight, 0.05, 100);
  camera.position.set(0, c.heightM, 0);
  camera.rotation.copy(new Euler(c.pitch, c.yaw, c.roll, 'YXZ'));
  camera.updateMatrixWorld();
  return camera;
}

/** How much of the key light comes back off the wall across the room from it. */
const BOUNCE_SHARE = 0.3;

/** Toward the key light. Light from straight behind the camera shows no form: it comes in at least a little from a side. */
function sunDirection(input: PageRenderInput): Vector3 {
  const [dx, dy, dz] = input.light.direction;
  return new Vector3(Math.sign(dx || 1) * Math.max(Math.abs(dx), 0.45), dy, dz).normalize();
}

function lights(input: PageRenderInput, pieces: Object3D[]): Object3D[] {
  const l = input.light;
  const colour = new Color().setRGB(l.colour[0], l.colour[1], l.colour[2]);
  const ambient = new Color().setRGB(l.ambient[0], l.ambient[1], l.ambient[2]);
  const sun = new DirectionalLight(colour, input.keyIntensity);
  // Aimed at the middle of the pieces, from far along the light's direction.
  const bounds = new Box3();
  for (const p of pieces) bounds.expandByObject(p);
  const target = bounds.isEmpty() ? new Vector3(0, 0, -3) : bounds.getCenter(new Vector3());
  const radius = bounds.isEmpty() ? 4 : bounds.getSize(new Vector3()).length() / 2 + 1;
  const dir = sunDirection(input);
  sun.position.copy(target).addScaledVector(dir, radius * 3);
  sun.target.position.copy(target);
  sun.castShadow = true;
  sun.shadow.mapSize.set(1024, 1024);
  sun.shadow.radius = 4 + 10 * (1 - l.directness);
  sun.shadow.blurSamples = 16;
  sun.shadow.bias = -0.0004;
  sun.shadow.normalBias = 0.02;
  const cam = sun.shadow.camera;
  cam.left = -radius;
  cam.right = radius;
  cam.top = radius;
  cam.bottom = -radius;
  cam.near = 0.1;
  cam.far = radius * 6;
  // Light bounces off a room's floor and walls too: inside a drawn room the ground side is bright.
  const ground = ambient.clone().multiplyScalar(0.45);
  const sky = new HemisphereLight(ambient, ground, input.fillIntensity);
  return [sun, sun.target, sky, bounceOf(dir, ambient, sun.intensity * BOUNCE_SHARE)];
}

/**
 * The daylight a window lets in comes back off the wall across from it: a piece with its back to
 * the window still shows its front, dimmer, in the room's colour. Diffuse light from one side,
 * as a light probe (spherical harmonics): a directional light of its own cost software WebGL half
 * a second more for six pieces, a probe costs no more than the sky's fill. Its coefficients are
 * those of light arriving along one direction: they give `intensity` × the cosine on a surface.
 */
function bounceOf(key: Vector3, colour: Color, intensity: number): LightProbe {
  const from = new Vector3(-key.x, key.y * 0.5, -key.z).normalize();
  const basis: number[] = new Array(9).fill(0);
  SphericalHarmonics3.getBasisAt(from, basis);
  const probe = new LightProbe();
  probe.sh.coefficients.forEach((c, i) => {
    c.set(colour.r, colour.g, colour.b).multiplyScalar(intensity * (basis[i] as number));
  });
  return probe;
}

/** A rectangle of the picture, in pixels from its top-left corner. */
interface PixelWindow {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The part of the picture the pieces, their pools and their shadows can cover: the union of their
 * boxes as the camera sees them, a pixel wider each way. Only that part is drawn. The canvas the
 * size of the photo cost a 2048 px render its clearing, its antialiasing and reading it back, for
 * pixels that stay transparent. A box reaching behind the camera (the floor's shadow catcher, at
 * the photographer's feet) counts as far as the camera's near plane.
 */
function drawnWindow(
  camera: PerspectiveCamera,
  objects: Object3D[],
  width: number,
  height: number,
): PixelWindow {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  const see = (point: Vector3) => {
    const q = point.clone().applyMatrix4(camera.projectionMatrix);
    const x = ((q.x + 1) / 2) * width;
    const y = ((1 - q.y) / 2) * height;
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  };
  const front = -camera.near;
  for (const object of objects) {
    object.updateMatrixWorld(true);
    const box = new Box3().setFromObject(object);
    if (box.isEmpty()) continue;
    // The corners in the camera's frame, then every edge as far as it lies before the near plane.
    const corners = Array.from({ length: 8 }, (_, i) =>
      new Vector3(
        i & 1 ? box.max.x : box.min.x,
        i & 2 ? box.max.y : box.min.y,
        i & 4 ? box.max.z : box.min.z,
      ).applyMatrix4(camera.matrixWorldInverse),
    );
    for (const c of corners) if (c.z <= front) see(c);
    for (let i = 0; i < 8; i++)
      for (const bit of [1, 2, 4]) {
        const a = corners[i] as Vector3;
        const b = corners[i | bit] as Vector3;
        if (i & bit || a.z <= front === b.z <= front) continue;
        see(a.clone().lerp(b, (front - a.z) / (b.z - a.z)));
      }
  }
  const left = Math.max(0, Math.floor(x0) - 1);
  const top = Math.max(0, Math.floor(y0) - 1);
  const right = Math.min(width, Math.ceil(x1) + 1);
  const bottom = Math.min(height, Math.ceil(y1) + 1);
  if (!(right - left >= 1 && bottom - top >= 1)) return { left: 0, top: 0, width: 1, height: 1 };
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * The drawn pixels inside the smallest box holding them, top row first, deflated and in base64:
 * encoding a PNG of the whole canvas costs seconds on the CPU, copying raw pixels milliseconds,
 * and deflate shrinks the transparent runs around the pieces some eight times before they cross
 * the DevTools protocol as text (which costs about 0.1 s a megabyte).
 */
function croppedLayer(
  pixels: Uint8Array,
  { width, height }: { width: number; height: number },
  view: PixelWindow,
  scale: number,
): Omit<PageRenderOutput, 'timings'> {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    for (let x = 0; x < width; x++) {
      if (pixels[row + x * 4 + 3] === 0) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (x1 < 0) return { left: 0, top: 0, width: 0, height: 0, scale, rgba: '' };
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    // WebGL rows run bottom-up; images run top-down.
    const source = (y1 - y) * width * 4 + x0 * 4;
    out.set(pixels.subarray(source, source + w * 4), y * w * 4);
  }
  // Deflate's fastest level: 10 % larger than the default, in a third of the time the browser's
  // own CompressionStream takes (0.25 s for six pieces at 1536 px).
  const deflated = deflateSync(out, { level: 1 });
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < deflated.length; i += chunk)
    binary += String.fromCharCode(...deflated.subarray(i, i + chunk));
  return {
    left: view.left + Math.round(x0 / scale),
    top: view.top + Math.round((height - 1 - y1) / scale),
    width: w,
    height: h,
    scale,
    rgba: btoa(binary),
  };
}

/**
 * The photo's own furniture, drawn only into the depth buffer: a new piece behind it is hidden
 * where the furniture is, as it would be in the room.
 */
async function occluderOf(occluder: PageOccluder): Promise<Object3D> {
  const texture = await new TextureLoader().loadAsync(occluder.url);
  const [tl, tr, br, bl] = occluder.corners as [number, number, number][];
  const geometry = new BufferGeometry();
  geometry.setAttribute(
    'position',
    new Float32BufferAttribute([...(tl ?? []), ...(tr ?? []), ...(br ?? []), ...(bl ?? [])], 3),
  );
  geometry.setAttribute('uv', new Float32BufferAttribute([0, 1, 1, 1, 1, 0, 0, 0], 2));
  geometry.setIndex([0, 3, 1, 1, 3, 2]);
  const mesh = new Mesh(
    geometry,
    new MeshBasicMaterial({ alphaMap: texture, alphaTest: 0.5, colorWrite: false, side: DoubleSide }),
  );
  mesh.renderOrder = -10;
  return mesh;
}

window.renderScene = async (input: PageRenderInput): Promise<PageRenderOutput> => {
  const started = performance.now();
  shapesRead = 0;
  const gl = theRenderer();
  gl.toneMappingExposure = input.exposure;
  const scene = new Scene();
  const floorLight = input.floorLight ? await new TextureLoader().loadAsync(input.floorLight) : null;
  const loaded = await Promise.all(
    input.pieces.map(async (piece) => {
      const object = fitToPlacement(await loadPiece(piece), piece, input);
      if (piece.screen) object.add(televisionOn(object, piece.placement, input));
      if (floorLight && piece.placement.mount === 'rug') litLikeTheFloor(object);
      return object;
    }),
  );
  for (const occluder of await Promise.all((input.occluders ?? []).map(occluderOf))) scene.add(occluder);
  const loadedAt = performance.now();
  const rugs = input.pieces.flatMap((piece, i): LaidRug[] =>
    piece.placement.mount === 'rug' && loaded[i]
      ? [{ placement: piece.placement, top: new Box3().setFromObject(loaded[i]).max.y }]
      : [],
  );
  const pools = input.pieces.flatMap((piece, i) =>
    loaded[i] ? contactShadows(piece, loaded[i], input, rugs) : [],
  );
  const shadedAt = performance.now();
  const visible = [...loaded, ...pools, ...shadowCatchers(input, loaded)];
  for (const object of visible) scene.add(object);
  for (const light of lights(input, loaded)) scene.add(light);
  const camera = sceneCamera(input);
  sunFor(input, camera, floorLight);
  const view = drawnWindow(camera, visible, input.width, input.height);
  const canvas = {
    width: Math.max(1, Math.round(view.width * input.drawScale)),
    height: Math.max(1, Math.round(view.height * input.drawScale)),
  };
  gl.setSize(canvas.width, canvas.height, false);
  camera.setViewOffset(input.width, input.height, view.left, view.top, view.width, view.height);
  const programsBefore = new Set((gl.info.programs ?? []).map((program) => program.id));
  gl.render(scene, camera);
  const programsCompiled = (gl.info.programs ?? []).filter(
    (program) => !programsBefore.has(program.id),
  ).length;
  // The last render's materials go once this one has taken their shader programs over.
  for (const m of lastMaterials) m.dispose();
  lastMaterials = [];
  const context = gl.getContext();
  const pixels = new Uint8Array(canvas.width * canvas.height * 4);
  context.readPixels(0, 0, canvas.width, canvas.height, context.RGBA, context.UNSIGNED_BYTE, pixels);
  const drawnAt = performance.now();
  const layer = croppedLayer(pixels, canvas, view, input.drawScale);
  const encodedAt = performance.now();
  // The page draws hundreds of rooms: everything a render put on the GPU goes with it — geometry,
  // every texture of every material (a PBR model has five or six), and the lights' shadow maps.
  scene.traverse((node) => {
    const shadow = (node as { shadow?: { map?: { dispose(): void } | null } }).shadow;
    shadow?.map?.dispose();
    const mesh = node as Mesh;
    if (!mesh.isMesh) return;
    mesh.geometry.dispose();
    const materials = (
      Array.isArray(mesh.material) ? mesh.material : [mesh.material]
    ) as MeshStandardMaterial[];
    for (const m of materials) {
      for (const value of Object.values(m))
        if ((value as { isTexture?: boolean })?.isTexture && value !== environment) value.dispose();
      lastMaterials.push(m);
    }
  });
  return {
    ...layer,
    timings: {
      loadMs: loadedAt - started,
      shadeMs: shadedAt - loadedAt,
      drawMs: drawnAt - loadedAt,
      encodeMs: encodedAt - drawnAt,
      programsCompiled,
      shapesRead,
    },
  };
};
