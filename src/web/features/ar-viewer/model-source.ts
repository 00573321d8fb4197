import { ACCEPTED_3D_EXTENSIONS } from '../../../domain/constants';

export type ModelSource = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'ok'; url: string };

const MODELS_PATH = '/3d-models/';
const BARE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * The /ar-viewer `model` parameter (public-flow.md §2): a bare file name resolved under the 3D
 * models folder, or that folder's path to it. Anything else — another folder, '..', a full URL,
 * another format — is refused, so the page can only ever show this site's own models.
 */
export function resolveModelSource(param: string | null): ModelSource {
  const value = param?.trim();
  if (!value) return { kind: 'missing' };
  const name = value.startsWith(MODELS_PATH) ? value.slice(MODELS_PATH.length) : value;
  const lower = name.toLowerCase();
  if (
    !BARE_NAME.test(name) ||
    name.includes('..') ||
    !ACCEPTED_3D_EXTENSIONS.some((ext) => lower.endsWith(ext))
  ) {
    return { kind: 'invalid' };
  }
  return { kind: 'ok', url: `${MODELS_PATH}${name}` };
}
