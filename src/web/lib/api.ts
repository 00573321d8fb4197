import type { QueryFunction } from '@tanstack/react-query';

/**
 * A non-OK HTTP response. `message` is `${status}: ${body text or statusText}` as the spec says;
 * when the server answered with its JSON error shape `{error, message}`, `code` and the French
 * `serverMessage` are kept apart so screens can show the sentence without the status prefix.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    const body = parseErrorBody(bodyText);
    this.code = body?.error;
    this.serverMessage = body?.message;
  }
}

function parseErrorBody(text: string): { error?: string; message?: string } | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { error, message } = value as Record<string, unknown>;
    return {
      error: typeof error === 'string' ? error : undefined,
      message: typeof message === 'string' ? message : undefined,
    };
  } catch {
    return undefined;
  }
}

/** The French sentence to show in a toast: the server's own message when it sent one, else `fallback`. */
export function userMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, text);
}

/** Sends the session cookie; a body that is not FormData goes as JSON. Returns the raw Response. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const isForm = body instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined || isForm ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}

/** Turns a query key such as `['/api/quotes', imageId]` into `/api/quotes/<imageId>`. */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  const [base, ...rest] = queryKey;
  return [String(base), ...rest.map((part) => encodeURIComponent(String(part)))].join('/');
}

export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const res = await fetch(queryKeyToPath(queryKey), { credentials: 'include', signal });
  await throwIfNotOk(res);
  return res.json();
};

/**
 * Multipart upload that reports progress, which fetch cannot do for request bodies.
 * `onProgress` receives whole percents from 0 to 100; resolves with the parsed JSON answer.
 */
export function uploadWithProgress<T>(
  url: string,
  formData: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch (err) {
        reject(err);
      }
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    xhr.send(formData);
  });
}
