'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AnswerButtons, useAction } from '@/components/ui';
import { subsMessages as m } from '@/lib/messages/subs';
import { answerSubAction } from '@/lib/subs/actions';

// On the game page of a player asked to sub: Join (through the RSVP service) or Not this time.
export function SubInviteBanner({ eventId }: { eventId: string }) {
  const router = useRouter();
  const runAction = useAction();
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);
  const answer = async (join: boolean) => {
    setPending(join ? 'accept' : 'decline');
    const result = await runAction(answerSubAction, { eventId, answer: join ? 'join' : 'decline' });
    setPending(null);
    if (result.ok) router.refresh();
  };
  return (
    <section
      aria-labelledby="sub-invite-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3"
    >
      <h2 id="sub-invite-title" className="font-semibold text-emerald-900">
        {m.bannerTitle}
      </h2>
      <AnswerButtons acceptLabel={m.join} declineLabel={m.notThisTime} pending={pending} onAnswer={answer} />
    </section>
  );
}
