import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { ActionResult } from '@/lib/action-result';
import { profileMessages } from '@/lib/messages';
import type { AvatarUpload } from './avatar';
import { AVATAR_MAX_BYTES } from './rules';

/**
 * The POST of a square picture (avatars, team photos, organization logos): a multipart body with a "file" field
 * whose declared length is within the avatars' limit (a declared length is required, so a chunked body cannot
 * slip past the size check before formData() reads it). `store` checks who may change it (null: not found)
 * and what the bytes are; its result is the response (400 for a refusal, 500 logged under `tag` for a throw).
 * The caller checks the session and the origin first.
 */
export async function pictureUpload<T>(
  request: NextRequest,
  tag: string,
  store: (upload: AvatarUpload) => Promise<ActionResult<T> | null>,
  notFound: () => NextResponse,
): Promise<NextResponse> {
  const declared = request.headers.get('content-length');
  const length = declared === null ? Number.NaN : Number(declared);
  if (!Number.isFinite(length) || length > AVATAR_MAX_BYTES + 64 * 1024) {
    return NextResponse.json({ ok: false, message: profileMessages.avatarSizeError }, { status: 413 });
  }
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!(file instanceof File)) {
    return NextResponse.json({ ok: false, message: profileMessages.avatarTypeError }, { status: 400 });
  }
  try {
    const result = await store({ bytes: new Uint8Array(await file.arrayBuffer()), type: file.type });
    if (!result) return notFound();
    return NextResponse.json(result, { status: result.ok ? 200 : 400 });
  } catch (error) {
    console.error(`[${tag}] upload failed`, error);
    return NextResponse.json({ ok: false, message: profileMessages.avatarFailed }, { status: 500 });
  }
}
