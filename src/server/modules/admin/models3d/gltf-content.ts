import { fr } from '../../../../domain/messages.fr.js';
import { AppError } from '../../../errors.js';

export type ModelFormat = 'glb' | 'gltf';

const GLB_MAGIC = 0x46546c67; // 'glTF'
const JSON_CHUNK = 0x4e4f534a; // 'JSON'
const GLB_HEADER_BYTES = 12;
const CHUNK_HEADER_BYTES = 8;

/** Extensions the viewer cannot decode under the site's CSP (Draco and KTX2 decoders are served by the site). */
const UNSUPPORTED_REQUIRED = new Set(['EXT_meshopt_compression', 'KHR_meshopt_compression']);

const notGltf = () => new AppError(415, 'invalid_model', fr.backOffice.modelNotGltf);

export function modelFormatOf(filename: string): ModelFormat | undefined {
  const lower = filename.toLowerCase();
  if (lower.endsWith('.glb')) return 'glb';
  if (lower.endsWith('.gltf')) return 'gltf';
  return undefined;
}

function glbJson(data: Buffer): unknown {
  if (data.length < GLB_HEADER_BYTES + CHUNK_HEADER_BYTES) throw notGltf();
  if (data.readUInt32LE(0) !== GLB_MAGIC || data.readUInt32LE(4) !== 2) throw notGltf();
  if (data.readUInt32LE(8) !== data.length) throw notGltf();
  const jsonLength = data.readUInt32LE(GLB_HEADER_BYTES);
  const jsonStart = GLB_HEADER_BYTES + CHUNK_HEADER_BYTES;
  if (data.readUInt32LE(GLB_HEADER_BYTES + 4) !== JSON_CHUNK || jsonStart + jsonLength > data.length) {
    throw notGltf();
  }
  return parseJson(data.subarray(jsonStart, jsonStart + jsonLength));
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''));
  } catch {
    throw notGltf();
  }
}

const isEmbedded = (uri: unknown) =>
  uri === undefined || (typeof uri === 'string' && uri.startsWith('data:'));

/**
 * Checks a 3D file by its content, not its name: a glTF 2.0 binary (header, length, JSON chunk)
 * for .glb, a glTF 2.0 JSON document for .gltf. Only one file is uploaded, so every buffer and
 * image must be inside it; an outside URI would also make visitors' browsers fetch from elsewhere.
 */
export function checkGltfContent(data: Buffer, format: ModelFormat): void {
  const doc = format === 'glb' ? glbJson(data) : parseJson(data);
  if (typeof doc !== 'object' || doc === null) throw notGltf();
  const { asset, buffers, images, extensionsRequired } = doc as Record<string, unknown>;
  const version = (asset as { version?: unknown } | undefined)?.version;
  if (typeof version !== 'string' || !version.startsWith('2.')) throw notGltf();
  const resources = [...(Array.isArray(buffers) ? buffers : []), ...(Array.isArray(images) ? images : [])];
  if (
    resources.some((r) => typeof r !== 'object' || r === null || !isEmbedded((r as { uri?: unknown }).uri))
  ) {
    throw new AppError(422, 'model_external_resources', fr.backOffice.modelExternalResources);
  }
  if (
    Array.isArray(extensionsRequired) &&
    extensionsRequired.some((e) => UNSUPPORTED_REQUIRED.has(String(e)))
  ) {
    throw new AppError(422, 'model_unsupported_compression', fr.backOffice.modelUnsupportedCompression);
  }
}
