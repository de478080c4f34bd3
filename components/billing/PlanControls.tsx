'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Dialog, useAction } from '@/components/ui';
import { changePlanAction } from '@/lib/billing/actions';
import { billingMessages as m } from '@/lib/messages';

export type PlanOption = { id: string; label: string; priceId: string | null; price: string; period: string };

type Props = {
  /** The team whose plan this is; none for the viewer's own plan. */
  teamId?: string;
  /** What the plan is for, in the dialog title (e.g. the team's name). */
  ownerName: string;
  plans: PlanOption[];
  /** The live plan's id, or null on the free level. */
  currentPlanId: string | null;
  /** Arrived from a pricing page's Subscribe: the plan picker opens at once. */
  openPicker?: boolean;
};

const newNonce = () => crypto.randomUUID();

// Subscribe / Change Plan / Cancel for one owner (spec 02 §4): the free plan cancels after a confirm dialog, a
// paid plan while paying changes after a confirm dialog, a paid plan from the free level goes to Checkout.
export function PlanControls({ teamId, ownerName, plans, currentPlanId, openPicker = false }: Props) {
  const runAction = useAction();
  const [picking, setPicking] = useState(false);
  // Opened once after mount (a dialog rendered open on the server does not come up on hydration), and the
  // parameter is dropped so that a reload does not open it again.
  const arrived = useRef(false);
  useEffect(() => {
    if (!openPicker || arrived.current) return;
    arrived.current = true;
    const url = new URL(window.location.href);
    url.searchParams.delete('subscribe');
    window.history.replaceState(window.history.state, '', url);
    setPicking(true);
  }, [openPicker]);
  const [confirming, setConfirming] = useState<PlanOption | null>(null);
  const [pending, setPending] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  // One key per opened dialog: a double click repeats the same request, a new dialog is a new request.
  const [nonce, setNonce] = useState(newNonce);
  const free = plans.find((p) => p.priceId === null);
  const paid = useMemo(() => plans.filter((p) => p.priceId !== null), [plans]);
  // A live subscription is always to a paid plan (which may be hidden while paid plans are switched off).
  const onPaid = currentPlanId !== null;

  async function choose(plan: PlanOption) {
    setPending(true);
    const result = await runAction(changePlanAction, { planId: plan.id, teamId, nonce });
    if (result.ok && result.data.checkoutUrl) {
      window.location.assign(result.data.checkoutUrl);
      return; // stays pending while the browser leaves
    }
    setPending(false);
    setConfirming(null);
    setPicking(false);
    setNonce(newNonce());
  }

  function pick(plan: PlanOption) {
    if (plan.id === currentPlanId) return;
    if (plan.priceId === null || onPaid) {
      setPicking(false);
      setConfirming(plan);
    } else {
      void choose(plan);
    }
  }

  const cancelling = confirming?.priceId === null;
  if (!onPaid && paid.length === 0) return null; // paid plans switched off
  return (
    <div className="flex flex-wrap gap-2">
      {onPaid ? (
        <>
          <Button size="sm" variant="secondary" onClick={() => setPicking(true)}>
            {m.changePlan}
          </Button>
          {free && (
            <Button size="sm" variant="ghost" onClick={() => setConfirming(free)}>
              {m.cancelPlan}
            </Button>
          )}
        </>
      ) : paid.length === 1 ? (
        <Button size="sm" loading={pending} onClick={() => void choose(paid[0]!)}>
          {m.subscribe}
        </Button>
      ) : (
        <Button size="sm" onClick={() => setPicking(true)}>
          {m.subscribe}
        </Button>
      )}

      <Dialog
        open={picking}
        onClose={() => !pending && setPicking(false)}
        title={`${m.changePlan} — ${ownerName}`}
      >
        <fieldset>
          <legend className="mb-3 font-medium text-slate-900">{m.choosePlan}</legend>
          <ul className="space-y-2">
            {plans.map((plan) => {
              const current = plan.id === currentPlanId || (currentPlanId === null && plan.priceId === null);
              return (
                <li key={plan.id}>
                  <button
                    type="button"
                    disabled={current || pending}
                    onClick={() => pick(plan)}
                    className="flex w-full items-center justify-between rounded-lg border border-slate-200 px-4 py-3 text-left hover:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-700 disabled:cursor-default disabled:bg-slate-50"
                  >
                    <span>
                      <span className="block font-medium text-slate-900">{plan.label}</span>
                      <span className="text-slate-600">
                        {plan.price}
                        {plan.priceId ? plan.period : ''}
                      </span>
                    </span>
                    {current && <span className="text-sm font-medium text-emerald-800">{m.currentPlan}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      </Dialog>

      <Dialog
        open={confirming !== null}
        onClose={() => !pending && setConfirming(null)}
        role="alertdialog"
        initialFocus={keepRef}
        title={cancelling ? m.confirmCancelTitle : m.confirmChangeTitle}
        footer={
          <>
            <Button ref={keepRef} variant="secondary" disabled={pending} onClick={() => setConfirming(null)}>
              {m.keepPlan}
            </Button>
            <Button
              variant={cancelling ? 'danger' : 'primary'}
              loading={pending}
              onClick={() => confirming && void choose(confirming)}
            >
              {cancelling ? m.confirmCancel : m.confirmChange}
            </Button>
          </>
        }
      >
        <p>{cancelling ? m.confirmCancelText : m.confirmChangeText(confirming?.label ?? '')}</p>
        <p className="mt-2 text-slate-600">{m.propagationNote}</p>
      </Dialog>
    </div>
  );
}
