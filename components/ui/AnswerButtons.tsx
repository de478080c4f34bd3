'use client';

import { Button } from './Button';

export type AnswerButtonsProps = {
  acceptLabel: string;
  declineLabel: string;
  /** The answer being sent (its button shows a spinner); both buttons are disabled meanwhile. */
  pending?: 'accept' | 'decline' | null;
  /** Disabled for another reason (e.g. another answer on the same list is being sent). */
  disabled?: boolean;
  onAnswer: (accept: boolean) => void;
};

/** Accept / Decline for an invitation or request: the primary and secondary small buttons side by side. */
export function AnswerButtons({
  acceptLabel,
  declineLabel,
  pending,
  disabled,
  onAnswer,
}: AnswerButtonsProps) {
  const off = disabled || Boolean(pending);
  return (
    <div className="flex gap-2">
      <Button
        type="button"
        size="sm"
        disabled={off}
        loading={pending === 'accept'}
        onClick={() => onAnswer(true)}
      >
        {acceptLabel}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        disabled={off}
        loading={pending === 'decline'}
        onClick={() => onAnswer(false)}
      >
        {declineLabel}
      </Button>
    </div>
  );
}
