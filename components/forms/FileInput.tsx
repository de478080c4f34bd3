'use client';

import { useId, useState } from 'react';
import type { ActionResult } from '@/lib/action-result';
import { FILE_TYPES, MAX_FILE_BYTES } from '@/lib/forms/fields';
import { formMessages as m } from '@/lib/messages';

type Uploaded = { id: string; name: string };

// A file field: the file is uploaded on choosing (/api/forms/{id}/files) and the answer's data holds its id and name.
export function FileInput({
  formId,
  label,
  hint,
  required,
  error,
  value,
  onChange,
}: {
  formId: string;
  label: string;
  hint?: string;
  required: boolean;
  error?: string;
  value: Uploaded | null;
  onChange: (value: Uploaded | null) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  async function upload(file: File) {
    setProblem(null);
    if (file.size > MAX_FILE_BYTES) return setProblem(m.fileTooLarge);
    if (!(FILE_TYPES as readonly string[]).includes(file.type)) return setProblem(m.fileWrongType);
    setBusy(true);
    try {
      const body = new FormData();
      body.set('file', file);
      const response = await fetch(`/api/forms/${encodeURIComponent(formId)}/files`, {
        method: 'POST',
        body,
      });
      // The upload routes' one answer shape (docs/route-handlers.md).
      const result = (await response.json().catch(() => null)) as ActionResult<{
        id: string;
        name: string;
      }> | null;
      if (!result?.ok) return setProblem(result?.message ?? m.fileUploadFailed);
      onChange({ id: result.data.id, name: result.data.name });
    } catch {
      setProblem(m.fileUploadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
        )}
      </label>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      <input
        id={id}
        type="file"
        accept={FILE_TYPES.join(',')}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        aria-invalid={shown ? true : undefined}
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-emerald-700 file:px-3 file:py-2 file:text-sm file:font-medium file:text-white"
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600" aria-live="polite">
        {busy ? m.fileUploading : value ? m.fileUploaded(value.name) : m.fileHint}
      </p>
      {value && !busy && (
        <button
          type="button"
          className="text-sm font-medium text-emerald-800 underline"
          onClick={() => onChange(null)}
        >
          {m.fileRemove}
        </button>
      )}
      {shown && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {shown}
        </p>
      )}
    </div>
  );
}
