// Whether a request comes from this site's own pages. Browsers send Origin on cross-site POSTs, and
// Sec-Fetch-Site where they support it; a cross-site page must not be able to change a picture, add a photo or
// sign a user out. `requireOrigin`: a request without Origin is refused (the sign-out failsafe, only ever
// posted by our page) instead of let through (uploads, which non-browser clients of the API may send).
export function sameOrigin(request: Request, { requireOrigin = false } = {}): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  if (!origin) return !requireOrigin;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
