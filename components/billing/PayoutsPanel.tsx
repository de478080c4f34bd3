'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge, Button, Dialog, SelectField, useAction } from '@/components/ui';
import {
  checkConnectionAction,
  completeConnectAction,
  startConnectAction,
  unlinkConnectAction,
} from '@/lib/billing/actions';
import { connectStartSchema, type ConnectStartInput } from '@/lib/billing/schema';
import { billingMessages as m, DEFAULT_PAYOUT_COUNTRY, payoutCountries } from '@/lib/messages/billing';

export type PayoutsPanelProps = {
  status: 'none' | 'active' | 'incomplete';
  account: { id: string; method: 'OAUTH' | 'ACCOUNT_LINK' | null; requirements: string[] } | null;
  /** The page was reached back from Stripe (?code, ?connect=return|refresh): busy until that is handled. */
  returning?: 'return' | 'NEW' | null;
};

const COUNTRY_OPTIONS = payoutCountries.map((c) => ({ value: c.code, label: c.name }));

/** Removes the given query parameters from the address bar without a navigation. */
function dropParams(names: string[]) {
  const url = new URL(window.location.href);
  for (const n of names) url.searchParams.delete(n);
  window.history.replaceState(null, '', url.toString());
}

// Organizer Payouts (spec 02 §3, §4): status Incomplete / Active, what Stripe still needs in plain words, the
// Connect to Stripe dialog (550x500, home country, Create or Link), Unlink. Also finishes the round trips that come
// back to /billing: ?code&state from OAuth (connect), ?connect=return from onboarding (re-read the account),
// ?connect=refresh (an expired onboarding link: a fresh one).
export function PayoutsPanel({ status, account, returning = null }: PayoutsPanelProps) {
  const router = useRouter();
  const runAction = useAction();
  const [connectOpen, setConnectOpen] = useState(false);
  const [unlinkOpen, setUnlinkOpen] = useState(false);
  const [busy, setBusy] = useState<null | 'NEW' | 'LINK' | 'check' | 'unlink' | 'return'>(returning);
  const keepRef = useRef<HTMLButtonElement>(null);
  const handled = useRef(false);

  const form = useForm<ConnectStartInput>({
    resolver: zodResolver(connectStartSchema),
    defaultValues: { type: 'NEW', country: DEFAULT_PAYOUT_COUNTRY },
  });

  async function start(values: ConnectStartInput) {
    setBusy(values.type);
    const result = await runAction(startConnectAction, values, { setError: form.setError });
    if (result.ok) {
      window.location.assign(result.data.url);
      return; // stays busy while the browser leaves
    }
    setBusy(null);
  }
  const submit = (type: ConnectStartInput['type']) => {
    form.setValue('type', type);
    void form.handleSubmit(start)();
  };

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const params = new URL(window.location.href).searchParams;
    const code = params.get('code');
    const connect = params.get('connect');
    if (code) {
      void runAction(completeConnectAction, { code, state: params.get('state') ?? '' }).then(() => {
        dropParams(['code', 'state', 'scope']);
        setBusy(null);
        router.refresh();
      });
    } else if (connect === 'return') {
      void runAction(checkConnectionAction, {}).then(() => {
        dropParams(['connect']);
        setBusy(null);
        router.refresh();
      });
    } else if (connect === 'refresh') {
      dropParams(['connect']);
      void runAction(startConnectAction, { type: 'NEW', country: DEFAULT_PAYOUT_COUNTRY }).then((result) => {
        if (result.ok) window.location.assign(result.data.url);
        else setBusy(null);
      });
    }
  }, [runAction, router]);

  async function check() {
    setBusy('check');
    await runAction(checkConnectionAction, {});
    setBusy(null);
    router.refresh();
  }

  async function unlink() {
    setBusy('unlink');
    const result = await runAction(unlinkConnectAction, {});
    setBusy(null);
    if (result.ok) {
      setUnlinkOpen(false);
      router.refresh();
    }
  }

  return (
    <div className="space-y-4" aria-busy={busy === 'return' || undefined}>
      <p className="text-slate-600">{m.payoutsIntro}</p>
      <div className="flex flex-wrap items-center gap-2" data-testid="payout-status">
        <span className="font-medium text-slate-900">{m.statusLabel}:</span>
        {status === 'none' ? (
          <span className="text-slate-700">{m.payoutsNotConnected}</span>
        ) : status === 'active' ? (
          <Badge tone="success">{m.statusActive}</Badge>
        ) : (
          <Badge tone="warning">{m.statusIncomplete}</Badge>
        )}
        {account && <span className="text-sm text-slate-500">{m.connectedAccount(account.id)}</span>}
      </div>

      {status === 'active' && <p className="text-sm text-slate-600">{m.payoutsActiveText}</p>}

      {status === 'incomplete' && account && account.requirements.length > 0 && (
        <div className="rounded-md border border-amber-200 bg-amber-50 p-4">
          <p className="font-medium text-amber-900">{m.requirementsTitle}</p>
          <ul
            className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-900"
            aria-label={m.requirementsTitle}
          >
            {account.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="flex flex-wrap gap-2">
        {status === 'none' && (
          <Button onClick={() => setConnectOpen(true)} loading={busy === 'return'}>
            {m.connectStripe}
          </Button>
        )}
        {status === 'incomplete' && account?.method === 'ACCOUNT_LINK' && (
          <Button
            loading={busy === 'NEW'}
            disabled={busy !== null}
            onClick={() => void start({ type: 'NEW', country: DEFAULT_PAYOUT_COUNTRY })}
          >
            {m.continueSetup}
          </Button>
        )}
        {status === 'incomplete' && (
          <Button
            variant="secondary"
            loading={busy === 'check'}
            disabled={busy !== null}
            onClick={() => void check()}
          >
            {m.checkStatus}
          </Button>
        )}
        {status !== 'none' && (
          <Button variant="ghost" disabled={busy !== null} onClick={() => setUnlinkOpen(true)}>
            {m.unlinkStripe}
          </Button>
        )}
      </div>

      <Dialog
        open={connectOpen}
        onClose={() => busy === null && setConnectOpen(false)}
        title={m.connectStripe}
        width={550}
        height={500}
      >
        <form
          noValidate
          className="flex h-full flex-col gap-5"
          onSubmit={(e) => {
            e.preventDefault();
            submit('NEW');
          }}
        >
          <p>{m.connectDialogIntro}</p>
          <SelectField
            label={m.homeCountry}
            options={COUNTRY_OPTIONS}
            error={form.formState.errors.country?.message}
            {...form.register('country')}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
              <p className="text-slate-600">{m.createAccountHint}</p>
              <Button
                type="button"
                className="mt-auto"
                loading={busy === 'NEW'}
                disabled={busy !== null}
                onClick={() => submit('NEW')}
              >
                {m.createAccount}
              </Button>
            </div>
            <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
              <p className="text-slate-600">{m.linkAccountHint}</p>
              <Button
                type="button"
                variant="secondary"
                className="mt-auto"
                loading={busy === 'LINK'}
                disabled={busy !== null}
                onClick={() => submit('LINK')}
              >
                {m.linkAccount}
              </Button>
            </div>
          </div>
          <p role="status" className="mt-auto text-slate-600">
            {busy === 'NEW' || busy === 'LINK' ? m.redirectingToStripe : m.connectNextStep}
          </p>
        </form>
      </Dialog>

      <Dialog
        open={unlinkOpen}
        onClose={() => busy === null && setUnlinkOpen(false)}
        role="alertdialog"
        initialFocus={keepRef}
        title={m.unlinkStripe}
        footer={
          <>
            <Button
              ref={keepRef}
              variant="secondary"
              disabled={busy !== null}
              onClick={() => setUnlinkOpen(false)}
            >
              {m.keepAccount}
            </Button>
            <Button variant="danger" loading={busy === 'unlink'} onClick={() => void unlink()}>
              {m.unlinkConfirm}
            </Button>
          </>
        }
      >
        <p>{m.unlinkConfirmText}</p>
      </Dialog>
    </div>
  );
}
