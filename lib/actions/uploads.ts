import 'server-only';
import { z } from 'zod';
import type { ActionResult } from '@/lib/action-result';
import { avatarVersion } from '@/lib/images';
import { profileMessages } from '@/lib/messages';
import { ok, refuse, type RouteFailure, type RouteOk } from './define-route';

// What the upload routes share (avatars, team photos, organization logos, place photos, form files): one size
// rule and one answer shape (docs/route-handlers.md).
//
// Size rule: a multipart body with one file named "file". The body needs a declared Content-Length of at most
// the file limit + MULTIPART_OVERHEAD (else 413 before anything is read; the bytes read are counted too, see
// readBody in define-route.ts), and
// the file itself at most the file limit (else 413). Every upload's file limit is 5 MB today (AVATAR_MAX_BYTES,
// PLACE_PHOTO_MAX_BYTES, forms' MAX_FILE_BYTES).
//
// Answer: `{ ok: true, data, message? }` (200), or `{ ok: false, message }` with the pipeline's status.

/** Room for the multipart boundary and part headers around the file. */
export const MULTIPART_OVERHEAD = 64 * 1024;

/** The body options of an upload route whose file may hold `fileMax` bytes. */
export const uploadBody = (fileMax: number) => ({
  body: 'form' as const,
  maxBytes: fileMax + MULTIPART_OVERHEAD,
});

/** The "file" field: present, non-empty and at most `fileMax` bytes ("tooLarge" answers 413, see uploadInvalid). */
export const uploadedFile = (fileMax: number, messages: { required: string; tooLarge: string }) =>
  z
    .instanceof(File, { error: messages.required })
    .refine((f) => f.size > 0, { error: messages.required })
    .refine((f) => f.size <= fileMax, { error: messages.tooLarge });

/**
 * The answer to an upload's parse failure: a bad id reads as not found, a file over the limit is 413, any
 * other problem with the file 400 with its message.
 */
export const uploadInvalid =
  (notFound: RouteFailure, tooLarge: string) =>
  (error: z.ZodError): RouteFailure => {
    const issue = error.issues.find((i) => i.path[0] === 'body' && i.path[1] === 'file');
    if (!issue || error.issues.some((i) => i.path[0] !== 'body')) return notFound;
    return issue.message === tooLarge ? refuse.tooLarge(tooLarge) : refuse.invalid(issue.message);
  };

/**
 * The upload options a picture route (avatar, team photo, organization logo) spreads into its defineRoute: the
 * size rule for `fileMax`, the "file" field with the profile picture's messages, and the parse failures' answers.
 */
export const pictureUpload = <P extends z.ZodType>(params: P, fileMax: number, notFound: RouteFailure) => ({
  ...uploadBody(fileMax),
  tooLarge: refuse.tooLarge(profileMessages.avatarSizeError),
  input: z.object({
    params,
    body: z.object({
      file: uploadedFile(fileMax, {
        required: profileMessages.avatarTypeError,
        tooLarge: profileMessages.avatarSizeError,
      }),
    }),
  }),
  invalid: uploadInvalid(notFound, profileMessages.avatarSizeError),
});

/** A File's bytes and declared type, as the picture services take them. */
export const fileBytes = async (file: File) => ({
  bytes: new Uint8Array(await file.arrayBuffer()),
  type: file.type,
});

/** A picture service's result as the route's answer: null → not found, a refusal → 400 with its message. */
export function pictureAnswer<T>(
  result: ActionResult<T> | null,
  notFound: RouteFailure,
  failed: string,
): RouteOk<T> | RouteFailure {
  if (!result) return notFound;
  if (!result.ok) return refuse.invalid(result.message ?? failed, result.fieldErrors);
  return ok(result.data, { message: result.message });
}

/**
 * A stored picture (avatar, team photo, logo) with its ETag: cached for good when the request's ?v= is the
 * picture's version, revalidated otherwise; 304 for a matching If-None-Match.
 */
export function storedImage(
  request: Request,
  image: { bytes: Uint8Array; contentType: string; updatedAt: Date },
  scope: 'private' | 'public',
  extra: Record<string, string> = {},
): Response {
  const version = avatarVersion(image.updatedAt);
  const etag = `"${version}"`;
  const cacheControl =
    new URL(request.url).searchParams.get('v') === version
      ? `${scope}, max-age=31536000, immutable`
      : `${scope}, no-cache`;
  const headers = { ETag: etag, 'Cache-Control': cacheControl, 'Content-Type': image.contentType, ...extra };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(Buffer.from(image.bytes), {
    headers: { ...headers, 'Content-Length': String(image.bytes.byteLength) },
  });
}
