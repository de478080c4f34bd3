import { NextResponse } from 'next/server';

// Failsafe of sign-out: drops the session cookies and shows the logout error on the login page.
export function GET(request: Request) {
  const response = NextResponse.redirect(new URL('/auth/login?logout=true&logoutError=1', request.url));
  for (const name of [
    'authjs.session-token',
    '__Secure-authjs.session-token',
    'authjs.csrf-token',
    '__Host-authjs.csrf-token',
  ]) {
    response.cookies.delete(name);
  }
  return response;
}
