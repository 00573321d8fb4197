/**
 * What no route accepts, checked once for all before validation: control characters (a NUL
 * breaks PostgreSQL's text, others hide in logs and exports), values nested deeper or larger
 * than any form of this app sends, and keys naming JavaScript's own object machinery.
 */

/** C0 controls and DEL, except tab, line feed and carriage return, which free text may hold. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is this expression's purpose.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const MAX_DEPTH = 12;
export const MAX_NODES = 5_000;

/**
 * Keys no form of this app sends, that shadow what JavaScript calls on every object: a field
 * `{ "length": { "toString": 1 } }` where a list was expected made the validator's size check
 * turn the object into a number and throw, a 500 (found by the route fuzzer, seed 1694219301).
 */
const MACHINERY = new Set(['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'toJSON']);

export type RequestProblem = 'control_characters' | 'too_complex' | 'reserved_key' | null;

/** The first problem found in a parsed body, query or params, or null. */
export function requestProblem(value: unknown): RequestProblem {
  let nodes = 0;
  const visit = (v: unknown, depth: number): RequestProblem => {
    if (++nodes > MAX_NODES || depth > MAX_DEPTH) return 'too_complex';
    if (typeof v === 'string') return CONTROL.test(v) ? 'control_characters' : null;
    if (Array.isArray(v)) {
      for (const item of v) {
        const problem = visit(item, depth + 1);
        if (problem) return problem;
      }
      return null;
    }
    if (v && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (CONTROL.test(key)) return 'control_characters';
        if (MACHINERY.has(key)) return 'reserved_key';
        const problem = visit(item, depth + 1);
        if (problem) return problem;
      }
    }
    return null;
  };
  return visit(value, 0);
}

/** PostgreSQL's data exceptions (class 22: a number out of range, a NUL in text...) are the client's input. */
export function isDataException(err: unknown): boolean {
  // The driver's error, or the one the query builder wraps it in.
  for (
    let e = err as { code?: unknown; cause?: unknown } | null, i = 0;
    e && i < 3;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return false;
}
