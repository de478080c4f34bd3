import { NextResponse, type NextRequest } from 'next/server';

// /event (spec route table: "event (with child routes)"): the games live under discover, so the bare address
// goes there; a permanent redirect that reads nothing.
export function GET(request: NextRequest) {
  return NextResponse.redirect(new URL('/discover', request.url), 308);
}
