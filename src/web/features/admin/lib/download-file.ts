import { adminRequest } from './admin-request';

/** The name the server gave in Content-Disposition (UTF-8 form first), else the fallback. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8?.[1]) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // fall through to the plain form
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads through fetch rather than a plain link, so a failure (expired session, missing file)
 * shows the spec's toast instead of an error page in a new tab.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const res = await adminRequest('GET', url);
  const blob = await res.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filenameFromDisposition(res.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
