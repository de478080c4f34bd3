'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Card, TextField } from '@/components/ui';
import { profileIdFromLink } from '@/lib/home/scan';
import { homeMessages } from '@/lib/messages/home';

const m = homeMessages.scan;
const SCAN_EVERY_MS = 250;

type Detector = { detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** Reads a QR code from an image source: the browser's BarcodeDetector where it has one, else jsQR. */
async function readQr(
  source: HTMLVideoElement | ImageBitmap,
  canvas: HTMLCanvasElement,
): Promise<string | null> {
  const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native) {
    const found = await new Native({ formats: ['qr_code'] }).detect(source).catch(() => []);
    if (found.length > 0) return found[0].rawValue;
  }
  const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
  const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
  if (!width || !height) return null;
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, width, height);
  const { default: jsQR } = await import('jsqr'); // only loaded when a code is read
  return jsQR(context.getImageData(0, 0, width, height).data, width, height)?.data ?? null;
}

/** The scan page: camera, a photo of the card, or its link — each opens the profile on the card. */
export function ScanCard() {
  const router = useRouter();
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [cameraError, setCameraError] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | undefined>();

  const open = useCallback(
    (text: string) => {
      const id = profileIdFromLink(text);
      if (id) router.push(`/profile/${id}`);
      return id !== null;
    },
    [router],
  );

  const startCamera = async () => {
    setCameraError(false);
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }));
    } catch {
      setCameraError(true);
    }
  };
  const stopCamera = () => {
    stream?.getTracks().forEach((track) => track.stop());
    setStream(null);
  };

  // While the camera runs, look at a frame every 250 ms until a player card's code is read.
  useEffect(() => {
    if (!stream || !video.current || !canvas.current) return;
    const element = video.current;
    const drawing = canvas.current;
    element.srcObject = stream;
    void element.play().catch(() => setCameraError(true));
    let busy = false;
    const timer = window.setInterval(async () => {
      if (busy || element.readyState < 2) return;
      busy = true;
      const text = await readQr(element, drawing);
      busy = false;
      if (text && profileIdFromLink(text)) {
        window.clearInterval(timer);
        stream.getTracks().forEach((track) => track.stop());
        open(text);
      }
    }, SCAN_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      stream.getTracks().forEach((track) => track.stop());
    };
  }, [stream, open]);

  const readImage = async (file: File | undefined) => {
    setImageError(null);
    if (!file || !canvas.current) return;
    const bitmap = await createImageBitmap(file).catch(() => null);
    const text = bitmap ? await readQr(bitmap, canvas.current) : null;
    if (!text || !open(text)) setImageError(m.noCodeInImage);
  };

  const submitLink = (e: FormEvent) => {
    e.preventDefault();
    setLinkError(open(link) ? undefined : m.notAProfileLink);
  };

  return (
    <Card title={m.title} headingLevel={1}>
      <p className="text-sm text-slate-700">{m.intro}</p>
      <div className="mt-4 space-y-3">
        {stream ? (
          <>
            <video
              ref={video}
              muted
              playsInline
              aria-label={m.videoLabel}
              className="aspect-square w-full max-w-sm rounded-lg bg-slate-900 object-cover"
            />
            <p role="status" className="text-sm text-slate-700">
              {m.scanning}
            </p>
            <Button variant="secondary" onClick={stopCamera}>
              {m.stopCamera}
            </Button>
          </>
        ) : (
          <Button onClick={startCamera}>{m.startCamera}</Button>
        )}
        {cameraError && (
          <p role="alert" className="text-sm text-red-800">
            {m.cameraUnavailable}
          </p>
        )}
      </div>
      <canvas ref={canvas} hidden />
      <div className="mt-6 border-t border-slate-200 pt-4">
        <label htmlFor="scan-upload" className="block text-sm font-medium text-slate-900">
          {m.uploadLabel}
        </label>
        <input
          id="scan-upload"
          type="file"
          accept="image/*"
          onChange={(e) => void readImage(e.target.files?.[0])}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-emerald-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-emerald-800"
        />
        {imageError && (
          <p role="alert" className="mt-1 text-sm text-red-800">
            {imageError}
          </p>
        )}
      </div>
      <form
        onSubmit={submitLink}
        className="mt-6 flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-end"
      >
        <TextField
          name="link"
          label={m.pasteLabel}
          value={link}
          onChange={(e) => setLink(e.target.value)}
          placeholder={m.pastePlaceholder}
          error={linkError}
          className="flex-1"
        />
        <Button type="submit" variant="secondary">
          {m.open}
        </Button>
      </form>
    </Card>
  );
}
