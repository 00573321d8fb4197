import type { GenerationView } from '../../../contracts/generation';
import type { SceneDescription } from '../../../domain/scene';
import { apiRequest } from '../../lib/api';

export type { GenerationView };
export type Placement = GenerationView['placements'][number];

export interface GenerateRoomPayload {
  selectedProducts: unknown[];
  uploadedImage: { id: number } | null;
  snappedProducts: unknown[];
  contactInfo: { phone?: string; email?: string };
  paymentId: string;
  /**
   * The layout the visitor arranged at step 4, when it is still the one of the photo and the chosen
   * pieces; it names its photo (`imageId`), which the server checks against `uploadedImage`.
   */
  scene?: SceneDescription | null;
  /** Random, made by this browser for this generation: finds the result again after a reload. */
  sessionId: string;
}

export async function generateRoom(payload: GenerateRoomPayload): Promise<GenerationView> {
  const res = await apiRequest('POST', '/api/generate-room', payload);
  return res.json();
}

export async function fetchGenerationBySession(sessionId: string): Promise<GenerationView> {
  const res = await apiRequest('GET', `/api/generations/${encodeURIComponent(sessionId)}`);
  return ((await res.json()) as { generation: GenerationView }).generation;
}

/** A generation by its id: with its session, or as the visitor whose photo it furnishes. */
export async function fetchGeneratedImage(
  imageId: number,
  sessionId: string | null,
): Promise<GenerationView> {
  const query = sessionId ? `?${new URLSearchParams({ sessionId })}` : '';
  const res = await apiRequest('GET', `/api/generated-images/${imageId}${query}`);
  return ((await res.json()) as { generation: GenerationView }).generation;
}

export function newGenerationSessionId(): string {
  return crypto.randomUUID();
}

/**
 * The generation this tab started last, kept in sessionStorage: after a reload or a dropped
 * connection the result page asks the server for it instead of losing it.
 */
export interface StoredGeneration {
  sessionId: string;
  paymentId: string;
  /** The room photo it furnishes: a new project must not show the previous one's image. */
  roomId: number;
}

const STORAGE_KEY = 'kerdeco-generation';

export function readStoredGeneration(): StoredGeneration | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as StoredGeneration | null;
    return value &&
      typeof value.sessionId === 'string' &&
      typeof value.paymentId === 'string' &&
      typeof value.roomId === 'number'
      ? value
      : null;
  } catch {
    return null;
  }
}

export function storeGeneration(value: StoredGeneration | null): void {
  try {
    if (value) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Without storage the result simply will not survive a reload.
  }
}
