import { getActiveViewer } from '@/lib/auth/viewer';
import { sameOrigin } from '@/lib/auth/same-origin';
import { db } from '@/lib/db';
import { MAX_FILE_BYTES } from '@/lib/forms/fields';
import { uploadFormFile } from '@/lib/forms/files';
import { authMessages, commonMessages, formMessages as m } from '@/lib/messages';

// Uploads for a form's file fields (multipart, one file named "file"); the answer then holds the returned id.
export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const viewer = await getActiveViewer();
  if (!viewer) return Response.json({ error: authMessages.notSignedIn }, { status: 401 });
  const { id } = await params;
  // A cross-site page cannot upload in the user's name (as for avatars, team and place photos).
  if (!sameOrigin(request)) return Response.json({ error: m.formNotFound }, { status: 404 });
  // A declared length is required, so a chunked body cannot slip past the size check before formData().
  const declared = request.headers.get('content-length');
  const length = declared === null ? Number.NaN : Number(declared);
  if (!Number.isFinite(length) || length > MAX_FILE_BYTES + 64 * 1024)
    return Response.json({ error: m.fileTooLarge }, { status: 413 });
  const data = await request.formData().catch(() => null);
  const file = data?.get('file');
  if (!(file instanceof File)) return Response.json({ error: m.fileRequired }, { status: 400 });
  if (file.size > MAX_FILE_BYTES) return Response.json({ error: m.fileTooLarge }, { status: 413 });
  try {
    const result = await uploadFormFile(
      db,
      viewer.id,
      {
        formId: id.slice(0, 40),
        name: file.name,
        type: file.type,
        bytes: new Uint8Array(await file.arrayBuffer()),
      },
      MAX_FILE_BYTES,
    );
    switch (result.status) {
      case 'uploaded':
        return Response.json({ id: result.id, name: result.name });
      case 'notFound':
      case 'denied':
        return Response.json({ error: m.formNotFound }, { status: 404 });
      case 'tooLarge':
        return Response.json({ error: m.fileTooLarge }, { status: 413 });
      case 'wrongType':
        return Response.json({ error: m.fileWrongType }, { status: 415 });
      case 'closed':
        return Response.json({ error: m.formClosed }, { status: 409 });
      case 'full':
        return Response.json({ error: m.formFull }, { status: 409 });
      case 'tooMany':
        return Response.json({ error: commonMessages.tooManyAttempts }, { status: 429 });
    }
  } catch (error) {
    console.error('[forms] upload failed', error);
    return Response.json({ error: m.fileUploadFailed }, { status: 500 });
  }
}
