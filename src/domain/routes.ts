/** The route table of both spec documents: the client's router and the server's 404 status agree on it. */
export const APP_ROUTES = [
  '/',
  '/checkout',
  '/ar-viewer',
  '/generated-room',
  '/terms',
  '/privacy',
  '/admin',
  '/admin-login',
  '/quotes',
] as const;

export type AppRoute = (typeof APP_ROUTES)[number];

export function isAppRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (APP_ROUTES as readonly string[]).includes(clean);
}
