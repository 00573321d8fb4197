import type { Finish, Material, Texture } from './svg-canvas.js';

/**
 * What a style means for a drawing: palette, materials and details. Lists hold the
 * alternatives a variant picks from, so two products of one style still differ.
 */

export type LegStyle =
  | 'tapered'
  | 'splayed'
  | 'hairpin'
  | 'block'
  | 'turned'
  | 'cabriole'
  | 'slim-metal'
  | 'gold-slim'
  | 'bun'
  | 'plinth'
  | 'sled'
  | 'chunky'
  | 'metal-frame';

export type FrontStyle =
  | 'flat'
  | 'shaker'
  | 'fluted'
  | 'cane'
  | 'louvred'
  | 'shoji'
  | 'x-brace'
  | 'mirror'
  | 'raised'
  | 'fan'
  | 'slats';

export type Handle = 'knob' | 'bar' | 'ring' | 'cup' | 'none';
export type Silhouette = 'square' | 'soft' | 'curved' | 'rolled' | 'low' | 'channel' | 'tufted' | 'wing';
export type Pattern =
  | 'plain'
  | 'geometric'
  | 'kilim'
  | 'stripes'
  | 'floral'
  | 'fan'
  | 'medallion'
  | 'abstract'
  | 'plaid'
  | 'wave'
  | 'atomic';
export type Shade =
  | 'drum'
  | 'dome'
  | 'cone'
  | 'globe'
  | 'woven'
  | 'lantern'
  | 'cage'
  | 'bell'
  | 'tiered'
  | 'chandelier'
  | 'mushroom';

export interface StyleLook {
  wood: Material;
  carcass: readonly Material[];
  fabrics: readonly string[];
  upholstery: { finish: Finish; texture?: Texture };
  accents: readonly string[];
  metal: Material;
  legs: readonly LegStyle[];
  fronts: readonly FrontStyle[];
  handle: Handle;
  silhouettes: readonly Silhouette[];
  patterns: readonly Pattern[];
  shades: readonly Shade[];
  /** Corner rounding of cabinets and tops, in cm. */
  corner: number;
  /** Planters, vases, lamp bases. */
  ceramics: readonly string[];
}

const wood = (color: string, texture: Texture = 'grain'): Material => ({ color, finish: 'satin', texture });
const paint = (color: string): Material => ({ color, finish: 'matte' });
const lacquer = (color: string): Material => ({ color, finish: 'gloss' });
const metal = (color: string): Material => ({ color, finish: 'metal' });

export const STYLE_LOOKS: Readonly<Record<string, StyleLook>> = {
  Modern: {
    wood: wood('#6b4a32'),
    carcass: [lacquer('#f1f1ee'), paint('#3a3d42'), wood('#6b4a32')],
    fabrics: ['#8a8d91', '#3f4348', '#cfc7bb', '#5d6b74'],
    upholstery: { finish: 'fabric', texture: 'weave' },
    accents: ['#c8a27a', '#2f3a45', '#e9e4da', '#b5543c'],
    metal: metal('#262626'),
    legs: ['slim-metal', 'block', 'plinth'],
    fronts: ['flat'],
    handle: 'bar',
    silhouettes: ['square'],
    patterns: ['geometric', 'abstract'],
    shades: ['drum', 'dome'],
    corner: 1.5,
    ceramics: ['#2b2b2b', '#e8e6e1', '#b5543c'],
  },
  Minimalist: {
    wood: wood('#d9c7a7'),
    carcass: [paint('#f4f3ef'), paint('#e6e2da'), wood('#d9c7a7')],
    fabrics: ['#ecebe6', '#d8d4cc', '#bfbab1', '#a9a9a4'],
    upholstery: { finish: 'fabric', texture: 'boucle' },
    accents: ['#d8d4cc', '#a39e93', '#2a2a2a', '#e9e6df'],
    metal: metal('#2a2a2a'),
    legs: ['plinth', 'slim-metal', 'block'],
    fronts: ['flat'],
    handle: 'none',
    silhouettes: ['square', 'soft'],
    patterns: ['plain'],
    shades: ['globe', 'cone'],
    corner: 1,
    ceramics: ['#f2f1ed', '#cfcac0', '#2a2a2a'],
  },
  Scandinavian: {
    wood: wood('#d8b98c'),
    carcass: [paint('#f3f1ec'), wood('#d8b98c'), paint('#c9d3d8')],
    fabrics: ['#b9b8b3', '#d9d2c5', '#8fa3b0', '#c9b8a4', '#8f9c88'],
    upholstery: { finish: 'fabric', texture: 'weave' },
    accents: ['#e7c9a9', '#f2f0eb', '#5f7480', '#d9a05b'],
    metal: metal('#f2f2f0'),
    legs: ['tapered', 'splayed'],
    fronts: ['flat', 'shaker'],
    handle: 'knob',
    silhouettes: ['soft'],
    patterns: ['geometric', 'plain'],
    shades: ['dome', 'cone', 'globe'],
    corner: 3,
    ceramics: ['#f2f0eb', '#c9d3d8', '#e7c9a9'],
  },
  Industrial: {
    wood: wood('#8a6240'),
    carcass: [paint('#2c2c2c'), wood('#8a6240'), paint('#4b4f52')],
    fabrics: ['#8b4a26', '#4a4a4a', '#6e5a45', '#5c6b5a'],
    upholstery: { finish: 'satin', texture: 'leather' },
    accents: ['#b56a2e', '#3c3c3c', '#c9b79c', '#7a2e1f'],
    metal: metal('#2d2d2d'),
    legs: ['metal-frame', 'hairpin', 'sled'],
    fronts: ['flat', 'slats'],
    handle: 'bar',
    silhouettes: ['square'],
    patterns: ['medallion', 'stripes'],
    shades: ['cage', 'dome'],
    corner: 0.5,
    ceramics: ['#5a5a58', '#b56a2e', '#8c8c88'],
  },
  Bohemian: {
    wood: wood('#a0713f'),
    carcass: [{ color: '#c9a46a', finish: 'satin', texture: 'rattan' }, wood('#a0713f'), paint('#2f6e6a')],
    fabrics: ['#c46a3b', '#d9a43a', '#2f6e6a', '#8e3b46', '#e6d5b8'],
    upholstery: { finish: 'fabric', texture: 'weave' },
    accents: ['#d9a43a', '#c46a3b', '#2f6e6a', '#e8dcc4', '#8e3b46'],
    metal: metal('#b08a4a'),
    legs: ['turned', 'tapered', 'bun'],
    fronts: ['cane', 'raised'],
    handle: 'knob',
    silhouettes: ['soft', 'low'],
    patterns: ['kilim', 'geometric'],
    shades: ['woven', 'lantern'],
    corner: 2,
    ceramics: ['#c46a3b', '#e8dcc4', '#2f6e6a'],
  },
  Contemporary: {
    wood: wood('#9b7b5b'),
    carcass: [paint('#e7e1d7'), paint('#7a6a5c'), { color: '#d8cbb5', finish: 'satin', texture: 'marble' }],
    fabrics: ['#ece6dc', '#b9ab98', '#9aa58f', '#c89b7b'],
    upholstery: { finish: 'fabric', texture: 'boucle' },
    accents: ['#c89b7b', '#6b6158', '#ece6dc', '#9aa58f'],
    metal: metal('#b9ad96'),
    legs: ['plinth', 'sled', 'block'],
    fronts: ['fluted', 'flat'],
    handle: 'none',
    silhouettes: ['curved'],
    patterns: ['abstract', 'plain'],
    shades: ['globe', 'mushroom'],
    corner: 6,
    ceramics: ['#c89b7b', '#ece6dc', '#6b6158'],
  },
  Eclectic: {
    wood: wood('#7a4e2d'),
    carcass: [lacquer('#2f6b4f'), paint('#e2b33c'), paint('#c0504d'), lacquer('#3b5ba5')],
    fabrics: ['#2f6b4f', '#e2b33c', '#d76f8f', '#3b5ba5', '#e07a3f'],
    upholstery: { finish: 'velvet' },
    accents: ['#e2b33c', '#d76f8f', '#3b5ba5', '#2f6b4f', '#e07a3f'],
    metal: metal('#c9a54c'),
    legs: ['tapered', 'turned', 'hairpin', 'bun'],
    fronts: ['flat', 'raised', 'cane'],
    handle: 'knob',
    silhouettes: ['rolled', 'curved', 'square'],
    patterns: ['abstract', 'kilim', 'stripes', 'floral'],
    shades: ['tiered', 'drum'],
    corner: 2,
    ceramics: ['#3b5ba5', '#e2b33c', '#d76f8f'],
  },
  'Shabby Chic': {
    wood: wood('#e9e2d5'),
    carcass: [paint('#efe9df'), paint('#d7e5dc'), paint('#efdcdc')],
    fabrics: ['#efdcdc', '#e9e3d6', '#d7e3dc', '#d9c4cf'],
    upholstery: { finish: 'fabric', texture: 'weave' },
    accents: ['#e8b7b7', '#b9cdbf', '#f4efe6', '#caa9b9'],
    metal: metal('#b59b6b'),
    legs: ['turned', 'cabriole'],
    fronts: ['raised', 'shaker'],
    handle: 'knob',
    silhouettes: ['rolled', 'soft'],
    patterns: ['floral'],
    shades: ['bell', 'chandelier'],
    corner: 2,
    ceramics: ['#f4efe6', '#e8b7b7', '#b9cdbf'],
  },
  'Mid-century Modern': {
    wood: wood('#a0602f'),
    carcass: [wood('#a0602f'), paint('#e6dccb'), wood('#7a4726')],
    fabrics: ['#d49a2a', '#2f6f73', '#c45a2a', '#5a6b3a', '#8a8f93'],
    upholstery: { finish: 'fabric', texture: 'weave' },
    accents: ['#d49a2a', '#2f6f73', '#c45a2a', '#efe6d2'],
    metal: metal('#b8924a'),
    legs: ['splayed', 'hairpin'],
    fronts: ['flat', 'slats'],
    handle: 'cup',
    silhouettes: ['square', 'low'],
    patterns: ['atomic', 'geometric'],
    shades: ['cone', 'dome'],
    corner: 2.5,
    ceramics: ['#d49a2a', '#2f6f73', '#efe6d2'],
  },
  'Art Deco': {
    wood: wood('#5a3a24'),
    carcass: [lacquer('#1c1c1f'), wood('#5a3a24'), lacquer('#1f4d40')],
    fabrics: ['#1f5c4a', '#1f2f5a', '#8a3a3a', '#d8b48a'],
    upholstery: { finish: 'velvet' },
    accents: ['#c9a44c', '#1f5c4a', '#161616', '#e8dfcc'],
    metal: metal('#c9a44c'),
    legs: ['plinth', 'gold-slim', 'block'],
    fronts: ['fan', 'fluted'],
    handle: 'bar',
    silhouettes: ['channel', 'curved'],
    patterns: ['fan', 'geometric'],
    shades: ['tiered', 'globe'],
    corner: 1,
    ceramics: ['#161616', '#e8dfcc', '#1f5c4a'],
  },
  Traditional: {
    wood: wood('#5a2e1c'),
    carcass: [wood('#5a2e1c'), wood('#7a3b22'), wood('#4a2a1a')],
    fabrics: ['#7a1f2b', '#1f3050', '#2f4a35', '#c8b48a'],
    upholstery: { finish: 'fabric', texture: 'weave' },
    accents: ['#c8a24a', '#7a1f2b', '#e8dcc0', '#1f3050'],
    metal: metal('#b8914a'),
    legs: ['turned', 'cabriole', 'bun'],
    fronts: ['raised'],
    handle: 'ring',
    silhouettes: ['rolled', 'wing'],
    patterns: ['medallion', 'floral'],
    shades: ['bell', 'drum'],
    corner: 1,
    ceramics: ['#1f3050', '#e8dcc0', '#7a1f2b'],
  },
  Transitional: {
    wood: wood('#8c6d52'),
    carcass: [paint('#d9d3c9'), paint('#5b5650'), wood('#8c6d52')],
    fabrics: ['#cfc8bc', '#a39a8e', '#7d838a', '#e4dfd6'],
    upholstery: { finish: 'fabric', texture: 'weave' },
    accents: ['#8aa0a8', '#c9b89c', '#5b5650', '#eeeae3'],
    metal: metal('#a9abad'),
    legs: ['tapered', 'block'],
    fronts: ['shaker', 'flat'],
    handle: 'bar',
    silhouettes: ['square', 'soft'],
    patterns: ['geometric', 'plain'],
    shades: ['drum'],
    corner: 1.5,
    ceramics: ['#eeeae3', '#8aa0a8', '#5b5650'],
  },
  Coastal: {
    wood: wood('#d9cdb8'),
    carcass: [paint('#f4f4f0'), paint('#d6e4ec'), wood('#b9a58a')],
    fabrics: ['#f1f0ea', '#2e4a6b', '#8fb3c9', '#d8cdb8'],
    upholstery: { finish: 'fabric', texture: 'weave' },
    accents: ['#2e4a6b', '#8fb3c9', '#e9dfc9', '#5a8fa8'],
    metal: metal('#c9b48a'),
    legs: ['turned', 'tapered'],
    fronts: ['louvred', 'shaker'],
    handle: 'knob',
    silhouettes: ['soft', 'rolled'],
    patterns: ['stripes', 'wave'],
    shades: ['woven', 'bell'],
    corner: 2,
    ceramics: ['#f4f4f0', '#8fb3c9', '#2e4a6b'],
  },
  Rustic: {
    wood: wood('#7a5230'),
    carcass: [wood('#7a5230'), wood('#5e3d22'), wood('#94704a')],
    fabrics: ['#6b4226', '#8a7a65', '#5a5040', '#a33b2b'],
    upholstery: { finish: 'satin', texture: 'leather' },
    accents: ['#a33b2b', '#d9c8a9', '#4a3a2a', '#6f7b54'],
    metal: metal('#2e2b28'),
    legs: ['chunky', 'block'],
    fronts: ['x-brace', 'slats'],
    handle: 'ring',
    silhouettes: ['square', 'rolled'],
    patterns: ['plaid', 'kilim'],
    shades: ['lantern', 'cage'],
    corner: 1,
    ceramics: ['#8a6a4a', '#d9c8a9', '#4a3a2a'],
  },
  'French Country': {
    wood: wood('#b08d62'),
    carcass: [paint('#eee6d3'), paint('#c9d3c5'), paint('#d7dde6')],
    fabrics: ['#e9e1cf', '#9aa8c7', '#b8a2c6', '#d9c39a'],
    upholstery: { finish: 'fabric', texture: 'weave' },
    accents: ['#9aa8c7', '#b8a2c6', '#c9a24a', '#efe8d8'],
    metal: metal('#8c7a5a'),
    legs: ['cabriole', 'turned'],
    fronts: ['raised', 'shaker'],
    handle: 'knob',
    silhouettes: ['rolled', 'curved'],
    patterns: ['floral', 'medallion'],
    shades: ['bell', 'chandelier'],
    corner: 2,
    ceramics: ['#efe8d8', '#9aa8c7', '#b8a2c6'],
  },
  'Modern Farmhouse': {
    wood: wood('#b48a5a'),
    carcass: [paint('#f3f1ec'), paint('#2b2b2b'), paint('#9aa3a0')],
    fabrics: ['#eeeae2', '#d4cdbf', '#7b7f80', '#c9b79c'],
    upholstery: { finish: 'fabric', texture: 'weave' },
    accents: ['#1f1f1f', '#b48a5a', '#eeeae2', '#7d8f7a'],
    metal: metal('#222222'),
    legs: ['block', 'chunky'],
    fronts: ['x-brace', 'shaker'],
    handle: 'cup',
    silhouettes: ['square', 'rolled'],
    patterns: ['plaid', 'stripes'],
    shades: ['dome', 'cage'],
    corner: 1,
    ceramics: ['#eeeae2', '#1f1f1f', '#7d8f7a'],
  },
  'Hollywood Regency': {
    wood: wood('#2a1d15'),
    carcass: [lacquer('#f5f1ea'), lacquer('#0f4c3a'), lacquer('#1b1b1b')],
    fabrics: ['#e26d8e', '#0f6b55', '#f2ede4', '#1d3b7a'],
    upholstery: { finish: 'velvet' },
    accents: ['#d4af37', '#e26d8e', '#111111', '#f2ede4'],
    metal: metal('#d4af37'),
    legs: ['gold-slim', 'cabriole', 'bun'],
    fronts: ['raised', 'mirror'],
    handle: 'ring',
    silhouettes: ['tufted', 'rolled'],
    patterns: ['stripes', 'medallion'],
    shades: ['chandelier', 'drum'],
    corner: 1.5,
    ceramics: ['#f2ede4', '#0f6b55', '#e26d8e'],
  },
  Glam: {
    wood: wood('#3a2a20'),
    carcass: [lacquer('#cfd6dc'), lacquer('#f2f0ee'), lacquer('#2a2a2e')],
    fabrics: ['#d8a7a7', '#8c8f96', '#27325c', '#e8e0d8', '#5b2a4a'],
    upholstery: { finish: 'velvet' },
    accents: ['#d4af37', '#e8d6d0', '#c0c4c8', '#27325c'],
    metal: metal('#d4af37'),
    legs: ['gold-slim', 'sled'],
    fronts: ['mirror', 'fluted'],
    handle: 'bar',
    silhouettes: ['tufted', 'channel'],
    patterns: ['abstract', 'geometric'],
    shades: ['chandelier', 'globe'],
    corner: 2,
    ceramics: ['#e8e0d8', '#d4af37', '#27325c'],
  },
  'Asian Zen': {
    wood: wood('#3b2a1e'),
    carcass: [wood('#3b2a1e'), wood('#c9a76b'), paint('#efe8da')],
    fabrics: ['#e6dccb', '#8a8a7a', '#59654d', '#2e2e2e'],
    upholstery: { finish: 'fabric', texture: 'weave' },
    accents: ['#59654d', '#a33a2a', '#e6dccb', '#2e2e2e'],
    metal: metal('#3a3a3a'),
    legs: ['block', 'plinth'],
    fronts: ['shoji', 'flat'],
    handle: 'cup',
    silhouettes: ['low'],
    patterns: ['wave', 'plain'],
    shades: ['lantern', 'cone'],
    corner: 0.5,
    ceramics: ['#2e2e2e', '#e6dccb', '#59654d'],
  },
  Vintage: {
    wood: wood('#8a5a36'),
    carcass: [wood('#8a5a36'), paint('#6f7a5a'), paint('#d9c9a3')],
    fabrics: ['#a85a3a', '#7b8b4a', '#d0a44a', '#6a4a6a', '#8a6b4a'],
    upholstery: { finish: 'velvet' },
    accents: ['#d0a44a', '#a85a3a', '#e8dcc3', '#4a6a7a'],
    metal: metal('#a88a4a'),
    legs: ['tapered', 'turned', 'splayed'],
    fronts: ['raised', 'flat'],
    handle: 'knob',
    silhouettes: ['rolled', 'soft', 'wing'],
    patterns: ['floral', 'medallion', 'kilim'],
    shades: ['bell', 'tiered'],
    corner: 2,
    ceramics: ['#e8dcc3', '#4a6a7a', '#a85a3a'],
  },
};

export function styleLook(style: string): StyleLook {
  const look = STYLE_LOOKS[style];
  if (!look) throw new Error(`No look for style ${style}`);
  return look;
}
