// The names of the visitors' forms' anti-CSRF token (lib/auth/csrf.ts), importable by client components.
export const CSRF_COOKIE = 'beans.csrf';
/** The hidden field's name (a conventional one, which scanners recognise). */
export const CSRF_FIELD = 'csrf_token';
/** The paths whose pages carry the token (their forms post to their own URL). */
export const CSRF_PATHS = ['/auth/login', '/auth/sign-up', '/auth/forgot-password'];
