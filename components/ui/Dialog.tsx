'use client';

import { DialogBackdrop, DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { cx } from './cx';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Max panel width in px; the panel is full width on narrow screens. */
  width?: number;
  /** Panel height (px number or CSS length); the body scrolls. */
  height?: number | string;
  /** When `open` turns true, render only after this delay. */
  openDelayMs?: number;
  /** Element focused on open (defaults to the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children?: ReactNode;
  /** Action row at the bottom (e.g. Cancel / Confirm buttons). */
  footer?: ReactNode;
};

export function Dialog({
  open,
  onClose,
  title,
  width = 550,
  height,
  openDelayMs = 0,
  initialFocus,
  role = 'dialog',
  className,
  children,
  footer,
}: DialogProps) {
  const [delayElapsed, setDelayElapsed] = useState(false);

  useEffect(() => {
    if (!open || openDelayMs <= 0) return;
    const timer = window.setTimeout(() => setDelayElapsed(true), openDelayMs);
    return () => {
      window.clearTimeout(timer);
      setDelayElapsed(false);
    };
  }, [open, openDelayMs]);

  const visible = open && (openDelayMs <= 0 || delayElapsed);

  return (
    <HeadlessDialog
      open={visible}
      onClose={() => onClose()}
      initialFocus={initialFocus}
      role={role}
      className="relative z-50"
    >
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className="fixed inset-0 flex w-screen items-center justify-center p-2 sm:p-4">
        <DialogPanel
          style={{ maxWidth: width, height }}
          className={cx('flex max-h-full w-full flex-col rounded-lg bg-white shadow-xl', className)}
        >
          <DialogTitle className="border-b border-slate-200 px-6 py-4 text-lg font-semibold text-slate-900">
            {title}
          </DialogTitle>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4 text-sm text-slate-700">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-6 py-4">
              {footer}
            </div>
          )}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
