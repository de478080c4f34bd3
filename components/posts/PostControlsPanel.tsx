'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { TextAreaField } from '@/components/ui/Field';
import { useAction } from '@/components/ui/useAction';
import { commonMessages } from '@/lib/messages';
import { postMessages as m } from '@/lib/messages/posts';
import { deletePostAction, hidePostAction, reportPostAction } from '@/lib/posts/actions';
import { REPORT_REASON_MAX } from '@/lib/posts/schema';
import type { PostPageData } from '@/lib/posts/queries';
import { PostForm } from './PostForm';
import { usePostViewer } from './PostViewer';

type Open = 'edit' | 'delete' | 'report' | null;

/**
 * On a post's page: Edit and Delete for its author, Report for other signed-in users, Hide for admins. Loaded
 * only for signed-in members (PostControls), so visitors never download the dialogs and the form.
 */
export function PostControlsPanel({ post }: { post: PostPageData }) {
  const viewer = usePostViewer();
  const router = useRouter();
  const runAction = useAction();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  if (viewer.status !== 'member') return null;
  const own = viewer.own.has(post.id);
  const close = () => setOpen(null);

  async function remove() {
    setBusy(true);
    const result = await runAction(deletePostAction, { postId: post.id });
    setBusy(false);
    if (result.ok) {
      close();
      router.push(result.data.href);
    }
  }
  async function report() {
    setBusy(true);
    const result = await runAction(reportPostAction, { postId: post.id, reason: reason || undefined });
    setBusy(false);
    if (result.ok) close();
  }
  async function hide() {
    setBusy(true);
    const result = await runAction(hidePostAction, { postId: post.id });
    setBusy(false);
    if (result.ok) router.push(result.data.href);
  }

  return (
    <div className="mt-6 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
      {own ? (
        <>
          <Button variant="secondary" size="sm" onClick={() => setOpen('edit')}>
            {commonMessages.edit}
          </Button>
          <Button variant="danger" size="sm" onClick={() => setOpen('delete')}>
            {commonMessages.delete}
          </Button>
        </>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setOpen('report')}>
          {m.report}
        </Button>
      )}
      {viewer.viewer.isAdmin && (
        <Button variant="danger" size="sm" onClick={hide} loading={busy && open === null}>
          {m.hide}
        </Button>
      )}

      <Dialog open={open === 'edit'} onClose={close} title={m.editPostTitle} width={640}>
        <PostForm
          postId={post.id}
          defaults={{
            title: post.title,
            text: post.text,
            category: post.category,
            subCategory: post.subCategory,
          }}
          onCancel={close}
          onSaved={(saved) => {
            close();
            router.push(saved.href);
            router.refresh();
          }}
        />
      </Dialog>

      <Dialog
        open={open === 'delete'}
        onClose={close}
        title={m.deleteConfirmTitle}
        role="alertdialog"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {commonMessages.cancel}
            </Button>
            <Button variant="danger" onClick={remove} loading={busy}>
              {commonMessages.delete}
            </Button>
          </>
        }
      >
        <p>{m.deleteConfirmBody}</p>
      </Dialog>

      <Dialog
        open={open === 'report'}
        onClose={close}
        title={m.reportTitle}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {commonMessages.cancel}
            </Button>
            <Button onClick={report} loading={busy}>
              {m.reportSubmit}
            </Button>
          </>
        }
      >
        <TextAreaField
          label={m.reportReasonLabel}
          name="reason"
          rows={4}
          maxLength={REPORT_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Dialog>
    </div>
  );
}
