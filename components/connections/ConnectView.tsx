'use client';

import Link from 'next/link';
import { Avatar } from '@/components/profile/Avatar';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { AnswerButtons, Button, ButtonLink, Card, Dialog, EmptyState, useAction } from '@/components/ui';
import {
  answerConnectionAction,
  removeConnectionAction,
  requestConnectionAction,
} from '@/lib/connections/actions';
import type { ActionResult } from '@/lib/action-result';
import type { ConnectionPerson, SuggestedPerson } from '@/lib/connections/service';
import { connectUi as m } from '@/lib/messages/places';
import { PresenceDot } from '@/components/presence/PresenceDot';

type Person = Pick<ConnectionPerson, 'id' | 'displayName' | 'photoUrl' | 'cityName' | 'online'>;

function PersonRow({
  person,
  detail,
  children,
}: {
  person: Person;
  detail?: ReactNode;
  children: ReactNode;
}) {
  const name = person.displayName ?? '';
  return (
    <li className="flex items-center justify-between gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={name} photoUrl={person.photoUrl} size={40} alt="" />
        <div className="min-w-0">
          <span className="flex items-center gap-2">
            <Link
              href={`/profile/${person.id}`}
              className="truncate font-semibold text-slate-900 hover:underline"
            >
              {name}
            </Link>
            {person.online && <PresenceDot name={name} />}
          </span>
          <p className="truncate text-sm text-slate-600">{detail ?? person.cityName}</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">{children}</div>
    </li>
  );
}

// The connect page: incoming requests (Accept / Decline), my connections (Remove, confirmed), sent requests
// (Cancel) and suggestions (Connect). Every answer toasts its result and refreshes the lists.
export function ConnectView({
  connections,
  incoming,
  outgoing,
  suggestions,
}: {
  connections: ConnectionPerson[];
  incoming: ConnectionPerson[];
  outgoing: ConnectionPerson[];
  suggestions: SuggestedPerson[];
}) {
  const runAction = useAction();
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ConnectionPerson | null>(null);
  const run = async <I,>(key: string, action: (input: I) => Promise<ActionResult>, input: I) => {
    setBusy(key);
    const result = await runAction(action, input);
    setBusy(null);
    if (result.ok) router.refresh();
  };
  return (
    <div className="space-y-5">
      {incoming.length > 0 && (
        <Card title={`${m.incoming} (${incoming.length})`}>
          <ul className="-m-4 divide-y divide-slate-200" aria-label={m.incoming}>
            {incoming.map((p) => (
              <PersonRow key={p.id} person={p}>
                <AnswerButtons
                  acceptLabel={m.accept}
                  declineLabel={m.decline}
                  pending={busy === `a${p.id}` ? 'accept' : busy === `d${p.id}` ? 'decline' : null}
                  disabled={busy !== null}
                  onAnswer={(accept) =>
                    run(`${accept ? 'a' : 'd'}${p.id}`, answerConnectionAction, { userId: p.id, accept })
                  }
                />
              </PersonRow>
            ))}
          </ul>
        </Card>
      )}
      <Card title={`${m.mine} (${connections.length})`}>
        {connections.length === 0 ? (
          <EmptyState
            illustration="people"
            headingLevel={3}
            title={m.noConnections}
            description={m.noConnectionsHint}
            action={
              <ButtonLink href="/full-search" size="sm" variant="secondary">
                {m.findPeople}
              </ButtonLink>
            }
          />
        ) : (
          <ul className="-m-4 divide-y divide-slate-200" aria-label={m.mine}>
            {connections.map((p) => (
              <PersonRow key={p.id} person={p}>
                <Button size="sm" variant="secondary" onClick={() => setRemoving(p)}>
                  {m.remove}
                </Button>
              </PersonRow>
            ))}
          </ul>
        )}
      </Card>
      <Card title={m.suggestions}>
        <p className="text-sm text-slate-600">{m.suggestionsHint}</p>
        {suggestions.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{m.noSuggestions}</p>
        ) : (
          <ul
            className="-mx-4 mt-3 -mb-4 divide-y divide-slate-200 border-t border-slate-200"
            aria-label={m.suggestions}
          >
            {suggestions.map((p) => (
              <PersonRow
                key={p.id}
                person={p}
                detail={[
                  p.playedWith ? m.playedTogether(p.playedWith) : null,
                  p.sharedTeams ? m.sharedTeams(p.sharedTeams) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              >
                <Button
                  size="sm"
                  loading={busy === `c${p.id}`}
                  disabled={busy !== null}
                  onClick={() => run(`c${p.id}`, requestConnectionAction, { userId: p.id })}
                >
                  {m.connect}
                </Button>
              </PersonRow>
            ))}
          </ul>
        )}
      </Card>
      <Card title={`${m.outgoing} (${outgoing.length})`}>
        {outgoing.length === 0 ? (
          <p className="text-sm text-slate-600">{m.noOutgoing}</p>
        ) : (
          <ul className="-m-4 divide-y divide-slate-200" aria-label={m.outgoing}>
            {outgoing.map((p) => (
              <PersonRow key={p.id} person={p}>
                <Button
                  size="sm"
                  variant="ghost"
                  loading={busy === `x${p.id}`}
                  disabled={busy !== null}
                  onClick={() => run(`x${p.id}`, removeConnectionAction, { userId: p.id })}
                >
                  {m.cancel}
                </Button>
              </PersonRow>
            ))}
          </ul>
        )}
      </Card>
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing ? m.removeConfirmTitle(removing.displayName ?? '') : ''}
        role="alertdialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {m.keep}
            </Button>
            <Button
              variant="danger"
              loading={busy === 'remove'}
              onClick={async () => {
                if (!removing) return;
                await run('remove', removeConnectionAction, { userId: removing.id });
                setRemoving(null);
              }}
            >
              {m.remove}
            </Button>
          </>
        }
      >
        <p className="text-slate-700">{m.removeConfirm}</p>
      </Dialog>
    </div>
  );
}
