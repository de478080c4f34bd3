import 'server-only';
import sharp, { type Sharp } from 'sharp';

// Uploaded pictures (profile pictures, team photos, organization logos, place photos): what the bytes are,
// and a checked re-encode. Each caller decides the size and format; nothing here knows a domain.

const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
// A 24-megapixel photo decodes to ~100 MB; larger inputs are refused before any decoding.
/** The version token of a stored picture (avatar, team photo, logo; also its ETag). */
export const avatarVersion = (updatedAt: Date) => updatedAt.getTime().toString(36);

export const MAX_INPUT_PIXELS = 24_000_000;

/** The image type the bytes themselves announce (magic numbers), or null. Nothing is decoded. */
export function sniffImageType(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** An uploaded image checked — declared type, size, the type its bytes announce, the decoded format, at most
 * 24 megapixels — then turned upright and re-encoded by `encode` (as WebP, which also drops metadata such as
 * GPS tags); or why it is refused. Nothing is decoded before the cheap checks pass. */
export async function reencodeImage(
  upload: { bytes: Uint8Array; type: string },
  rule: { types: readonly string[]; maxBytes: number },
  encode: (image: Sharp) => Sharp,
): Promise<Buffer | 'type' | 'size'> {
  if (!rule.types.includes(upload.type)) return 'type';
  if (upload.bytes.byteLength === 0 || upload.bytes.byteLength > rule.maxBytes) return 'size';
  // The declared type must be what the bytes are, before sharp sees them.
  if (sniffImageType(upload.bytes) !== upload.type) return 'type';
  try {
    const image = sharp(upload.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !FORMATS.has(format)) return 'type';
    return await encode(image.rotate()).toBuffer();
  } catch {
    return 'type';
  }
}
