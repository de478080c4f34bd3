'use client';

import { Button, useToast } from '@/components/ui';
import { formMessages as m } from '@/lib/messages';

export function CopyLinkButton({ path }: { path: string }) {
  const toast = useToast();
  return (
    <Button
      type="button"
      size="sm"
      variant="ghost"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
          toast.success(m.linkCopied);
        } catch {
          toast.error(m.fileUploadFailed);
        }
      }}
    >
      {m.copyLink}
    </Button>
  );
}
