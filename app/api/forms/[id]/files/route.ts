import { z } from 'zod';
import { defineRoute, ok, refuse } from '@/lib/actions/define-route';
import { fileBytes, uploadBody, uploadedFile, uploadInvalid } from '@/lib/actions/uploads';
import { db } from '@/lib/db';
import { MAX_FILE_BYTES } from '@/lib/forms/fields';
import { uploadFormFile } from '@/lib/forms/files';
import { commonMessages, formMessages as m } from '@/lib/messages';
import { limits } from '@/lib/rate-limit';

// Uploads for a form's file fields (multipart, one file named "file"); the answer's data holds the stored
// file's { id, name }. A cross-site request, an unknown form or one the viewer may not answer: 404.
export const dynamic = 'force-dynamic';

const notFound = refuse.notFound(m.formNotFound);

export const POST = defineRoute(
  {
    name: 'forms.files.upload',
    crossSite: notFound,
    ...uploadBody(MAX_FILE_BYTES),
    tooLarge: refuse.tooLarge(m.fileTooLarge),
    input: z.object({
      params: z.object({ id: z.string().transform((id) => id.slice(0, 40)) }),
      body: z.object({
        file: uploadedFile(MAX_FILE_BYTES, { required: m.fileRequired, tooLarge: m.fileTooLarge }),
      }),
    }),
    invalid: uploadInvalid(notFound, m.fileTooLarge),
    failure: m.fileUploadFailed,
  },
  async ({ input, viewer }) => {
    const { file } = input.body;
    const { bytes, type } = await fileBytes(file);
    const result = await uploadFormFile(
      db,
      viewer.id,
      { formId: input.params.id, name: file.name, type, bytes },
      MAX_FILE_BYTES,
    );
    switch (result.status) {
      case 'uploaded':
        return ok({ id: result.id, name: result.name });
      case 'notFound':
      case 'denied':
        return notFound;
      case 'tooLarge':
        return refuse.tooLarge(m.fileTooLarge);
      case 'wrongType':
        return refuse.unsupported(m.fileWrongType);
      case 'closed':
        return refuse.conflict(m.formClosed);
      case 'full':
        return refuse.conflict(m.formFull);
      case 'tooMany':
        return refuse.limited(
          commonMessages.tooManyAttempts,
          limits.formUploads(viewer.id)[0]!.windowMs / 1000,
        );
    }
  },
);
