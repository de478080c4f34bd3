import { getActiveViewer } from '@/lib/auth/viewer';
import { db } from '@/lib/db';
import { formFileFor } from '@/lib/forms/files';

// A form upload, for its uploader and the form's readers; always a download (never rendered inline).
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ fileId: string }> }) {
  const viewer = await getActiveViewer();
  if (!viewer) return new Response('Not found', { status: 404 });
  const { fileId } = await params;
  const file = await formFileFor(db, viewer.id, fileId.slice(0, 40));
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${encodeURIComponent(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
