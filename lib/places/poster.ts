import 'server-only';
import QRCode from 'qrcode';
import { env } from '@/lib/env';

/** The absolute address of a place's page, as its poster's QR code carries it. */
export const placeUrl = (placeId: string) => new URL(`/places/view/${placeId}`, env().APP_URL).toString();

/** An SVG QR code of the place's page (medium error correction, a quiet zone of 2 modules). */
export function placeQrSvg(placeId: string): Promise<string> {
  return QRCode.toString(placeUrl(placeId), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
