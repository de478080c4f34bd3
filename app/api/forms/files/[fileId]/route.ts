import { z } from 'zod';
import { defineRoute, refuse } from '@/lib/actions/define-route';
import { db } from '@/lib/db';
import { formFileFor } from '@/lib/forms/files';
import { commonMessages, formMessages as m } from '@/lib/messages';

// A form upload, for its uploader and the form's readers; always a download (never rendered inline). Without a
// session, like for anyone else who may not read it, the file is not found.
export const dynamic = 'force-dynamic';

const notFound = refuse.notFound(m.fileNotFound);

export const GET = defineRoute(
  {
    name: 'forms.files.read',
    signedOut: notFound,
    input: z.object({ params: z.object({ fileId: z.string().transform((id) => id.slice(0, 40)) }) }),
    invalid: notFound,
    failure: commonMessages.somethingWentWrong,
  },
  async ({ input, viewer }) => {
    const file = await formFileFor(db, viewer.id, input.params.fileId);
    if (!file) return notFound;
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${encodeURIComponent(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  },
);
