'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useState } from 'react';
import { MemberPlusBadge } from '@/components/billing/MemberPlusBadge';
import { Avatar } from '@/components/profile/Avatar';
import { TeamAvatar } from '@/components/teams/TeamAvatar';
import { Badge, Button, Dialog, Skeleton, useAction, type ButtonStyleProps } from '@/components/ui';
import { playerCardAction } from '@/lib/home/actions';
import { levelsMessages } from '@/lib/messages/levels';
import type { PlayerCard as Card } from '@/lib/home/player-card';
import { commonMessages, PRODUCT_NAME } from '@/lib/messages';
import { homeMessages } from '@/lib/messages/home';
import { passMessages } from '@/lib/messages/passes';
import { dateTimeFormat } from '@/lib/intl';

const m = homeMessages.playerCard;
const QR_WIDTH = 200;

/** A QR code (PNG data URL) of {origin}/profile/{userId}: 200 px, error correction M (02 §9). */
async function profileQr(userId: string) {
  const { toDataURL } = await import('qrcode'); // loaded when the card first opens, not with the page
  return toDataURL(`${window.location.origin}/profile/${userId}`, {
    width: QR_WIDTH,
    errorCorrectionLevel: 'M',
    margin: 1,
  });
}

const formatDay = (iso: string) =>
  dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

/** The "Player card" button and its dialog (400 by 800): avatar, profile QR code, name, e-mail, registrations. */
export function PlayerCardButton(style: ButtonStyleProps) {
  const runAction = useAction();
  const [open, setOpen] = useState(false);
  const [card, setCard] = useState<{ card: Card; qr: string } | null>(null);
  const [failed, setFailed] = useState(false);

  const show = async () => {
    setOpen(true);
    setFailed(false);
    const result = await runAction(playerCardAction, {});
    if (!result.ok) {
      setFailed(true);
      return;
    }
    setCard({ card: result.data, qr: await profileQr(result.data.userId) });
  };

  return (
    <>
      <Button variant="secondary" size="sm" {...style} onClick={show} aria-haspopup="dialog">
        {homeMessages.playerCardButton}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={homeMessages.playerCardButton}
        width={400}
        height={800}
        footer={
          <>
            <Link
              href="/scan"
              className="mr-auto self-center text-sm font-semibold text-emerald-700 hover:underline"
              onClick={() => setOpen(false)}
            >
              {homeMessages.scanButton}
            </Link>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {commonMessages.close}
            </Button>
          </>
        }
      >
        {failed ? (
          <p role="alert" className="text-red-800">
            {m.loadFailed}
          </p>
        ) : !card ? (
          <div
            className="flex flex-col items-center gap-3"
            role="status"
            aria-label={homeMessages.playerCardButton}
          >
            <Skeleton className="size-20 rounded-full" />
            <Skeleton className="size-[200px]" />
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-52" />
          </div>
        ) : (
          <CardBody card={card.card} qr={card.qr} />
        )}
      </Dialog>
    </>
  );
}

function CardBody({ card, qr }: { card: Card; qr: string }) {
  const name = card.name || m.unnamedPlayer;
  return (
    <div className="flex flex-col items-center text-center">
      <Avatar name={name} photoUrl={card.photoUrl} size={80} alt="" />
      <p className="mt-3 text-lg font-semibold text-slate-900">{name}</p>
      {card.memberPlus && <MemberPlusBadge />}
      <p className="text-sm break-all text-slate-700">{card.email}</p>
      {card.levels.length > 0 && (
        <ul className="mt-2 flex flex-wrap justify-center gap-2" aria-label={levelsMessages.title}>
          {card.levels.map((l) => (
            <li key={l.sport}>
              <Badge>
                {levelsMessages.level(l.sport)}: {l.label}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <Image
        src={qr}
        unoptimized
        alt={m.qrAlt}
        width={QR_WIDTH}
        height={QR_WIDTH}
        data-testid="player-card-qr"
        className="mt-4 rounded-md ring-1 ring-slate-200"
      />
      <p className="mt-2 text-xs text-slate-600">{m.scanHint}</p>
      {card.passes.length > 0 && (
        <section className="mt-6 w-full text-left" aria-labelledby="player-card-passes">
          <h3 id="player-card-passes" className="text-sm font-semibold text-slate-900">
            {passMessages.yoursTitle}
          </h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {card.passes.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{p.name}</p>
                  <p className="text-xs text-slate-600">{p.teamName}</p>
                </div>
                <Badge tone="success">
                  {p.membership
                    ? passMessages.memberBadge
                    : p.until
                      ? passMessages.seasonUntil(
                          dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(p.until),
                        )
                      : passMessages.yourLine(p.remaining, p.games)}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="mt-6 w-full text-left" aria-labelledby="player-card-registrations">
        <h3 id="player-card-registrations" className="text-sm font-semibold text-slate-900">
          {m.registrations}
        </h3>
        {card.registrations.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{m.noRegistrations(PRODUCT_NAME)}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {card.registrations.map((r) => (
              <li key={r.id} className="flex items-center gap-3 py-2">
                <TeamAvatar name={r.teamName} photoUrl={r.teamPhotoUrl} size={36} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-900">{r.teamName}</p>
                  <p className="text-xs text-slate-600">
                    {r.seasonLabel} · {m.seasonDates(formatDay(r.startDate), formatDay(r.endDate))}
                  </p>
                </div>
                {m.statusLabel[r.status] && <Badge tone="warning">{m.statusLabel[r.status]}</Badge>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
