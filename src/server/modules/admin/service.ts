// The back office's public face for other modules: whether a request carries a live
// administrator session, and the cookie options every session cookie of the app shares.
export { cookieOptions } from './auth/sessions.js';
export { adminSessionOf } from './guard.js';
