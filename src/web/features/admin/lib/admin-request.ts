import { AUTH_FAILURE_REDIRECT_DELAY_MS } from '../../../../domain/constants';
import { fr } from '../../../../domain/messages.fr';
import { ApiError, apiRequest } from '../../../lib/api';
import { toast } from '../../../ui/use-toast';

let redirecting = false;

/** The session ended under the administrator's feet (idle timeout, logout elsewhere): say so, then go to the login page. */
export function leaveForLogin(): void {
  if (redirecting) return;
  redirecting = true;
  toast({ title: fr.admin.unauthorized, variant: 'destructive' });
  window.setTimeout(() => {
    redirecting = false;
    window.location.assign('/admin-login');
  }, AUTH_FAILURE_REDIRECT_DELAY_MS);
}

/** `apiRequest` for /api/admin calls: a 401 sends the administrator back to the login page. */
export async function adminRequest(method: string, url: string, body?: unknown): Promise<Response> {
  try {
    return await apiRequest(method, url, body);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) leaveForLogin();
    throw err;
  }
}

export async function adminJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await adminRequest(method, url, body)).json() as Promise<T>;
}

/** `/api/admin/products?page=2&search=lit`, leaving out empty values and 'all' as the spec asks. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text === '' || text === 'all') continue;
    query.set(key, text);
  }
  const q = query.toString();
  return q ? `${path}?${q}` : path;
}
