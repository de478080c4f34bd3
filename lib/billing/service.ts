import 'server-only';
import type Stripe from 'stripe';
import { db as appDb, type Db } from '@/lib/db';
import { stripeClient, stripeMode } from '@/lib/billing/stripe';
import { Prisma } from '@/lib/generated/prisma/client';
import {
  decidePlanChange,
  FREE_TEAM_LEVEL,
  FREE_USER_LEVEL,
  LIVE_STATUSES,
  subscriptionStatusOf,
} from '@/lib/billing/rules';
import type { PlanChangeInput } from '@/lib/billing/schema';
import { openCheckout } from '@/lib/billing/checkout';
import { isFeatureEnabled } from '@/lib/feature-flags/service';
import { planOnSale } from '@/lib/billing/entitlements';
import { freshRead, readStarted } from '@/lib/billing/sync-marks';

// Subscriptions: Stripe (or the local stand-in) is the truth. Every webhook and every mutation ends in a sync:
// readCustomer re-reads the customer's subscriptions from the API (no transaction open), then applyCustomer,
// under a per-customer advisory lock and only if no newer read was applied meanwhile (freshRead), writes our mirror (subscription_records) and the owner's level (users.userSubscription, teams.subscriptionLevel),
// so any order of events, and any number of repeats, ends in the same state.

type Tx = Prisma.TransactionClient;

/** Who a Stripe customer pays for: a user (Member Plus) or a team (Organizer Pro). */
type Owner = { kind: 'USER'; userId: string } | { kind: 'TEAM'; teamId: string; userId: string };

/** Serialises everything that reads and writes one customer's state (webhooks, actions). */
export async function lockCustomer(tx: Tx, customerId: string) {
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`stripe-customer:${customerId}`}))::text`;
}

async function ownerOfCustomer(tx: Tx, customerId: string): Promise<Owner | null> {
  const user = await tx.user.findUnique({ where: { stripeCustomerId: customerId }, select: { id: true } });
  if (user) return { kind: 'USER', userId: user.id };
  const team = await tx.team.findUnique({
    where: { stripeCustomerId: customerId },
    select: { id: true, ownerId: true },
  });
  return team ? { kind: 'TEAM', teamId: team.id, userId: team.ownerId } : null;
}

const ownerWhere = (owner: Owner): Prisma.SubscriptionRecordWhereInput =>
  owner.kind === 'TEAM' ? { teamId: owner.teamId } : { userId: owner.userId, plan: { kind: 'USER' } };

/** A customer's subscriptions and invoices as Stripe has them, read with no transaction open. */
export type CustomerSnapshot = {
  subs: Stripe.Subscription[];
  invoices: Stripe.Invoice[];
  /** When the read started (the database's clock): an older read never overwrites a newer one. */
  readAt: Date;
};

/** Reads the customer's subscriptions and invoices from Stripe (never inside a transaction: docs/payments.md). */
export async function readCustomer(db: Db, stripe: Stripe, customerId: string): Promise<CustomerSnapshot> {
  const readAt = await readStarted(db);
  const subs: Stripe.Subscription[] = [];
  for await (const sub of stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })) {
    subs.push(sub);
  }
  const invoices = (await stripe.invoices.list({ customer: customerId, limit: 100 })).data;
  return { subs, invoices, readAt };
}

/**
 * Mirrors a customer's snapshot (readCustomer). Call inside a transaction that holds lockCustomer. Answers false
 * for a customer we do not know; a snapshot older than one already applied writes nothing.
 */
export async function applyCustomer(
  tx: Tx,
  customerId: string,
  snapshot: CustomerSnapshot,
): Promise<boolean> {
  const owner = await ownerOfCustomer(tx, customerId);
  if (!owner) return false;
  // A newer read was written meanwhile: it is the state to keep.
  if (!(await freshRead(tx, `customer:${customerId}`, snapshot.readAt))) return true;
  const { subs } = snapshot;
  const priceIds = subs.map((s) => s.items.data[0]?.price.id).filter((p): p is string => !!p);
  const plans = await tx.plan.findMany({ where: { priceId: { in: priceIds } } });
  const planByPrice = new Map(plans.map((p) => [p.priceId, p]));
  for (const sub of subs) {
    const item = sub.items.data[0];
    const plan = item ? planByPrice.get(item.price.id) : undefined;
    if (!item || !plan || plan.kind !== owner.kind) {
      console.warn(`[billing] subscription ${sub.id} of ${customerId} has no matching plan; skipped`);
      continue;
    }
    const data = {
      planId: plan.id,
      status: subscriptionStatusOf(sub.status),
      periodStart: new Date(item.current_period_start * 1000),
      periodEnd: new Date(item.current_period_end * 1000),
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      userId: owner.userId,
      teamId: owner.kind === 'TEAM' ? owner.teamId : null,
    };
    await tx.subscriptionRecord.upsert({
      where: { stripeSubscriptionId: sub.id },
      create: { ...data, stripeSubscriptionId: sub.id, createdAt: new Date(sub.created * 1000) },
      update: data,
    });
  }
  const live = subs.some((s) =>
    (LIVE_STATUSES as readonly string[]).includes(subscriptionStatusOf(s.status)),
  );
  if (live) {
    // A paid subscription at Stripe supersedes a plan recorded without one (demo data, imports).
    await tx.subscriptionRecord.updateMany({
      where: { ...ownerWhere(owner), stripeSubscriptionId: null, status: { in: [...LIVE_STATUSES] } },
      data: { status: 'CANCELED' },
    });
  }
  await mirrorInvoices(tx, snapshot.invoices, owner.userId);
  await applyLevel(tx, owner);
  return true;
}

/** The customer's latest invoices, on the paying user's invoice list (a team's go to its owner). */
async function mirrorInvoices(tx: Tx, invoices: Stripe.Invoice[], userId: string) {
  for (const invoice of invoices) {
    if (!invoice.id || invoice.status === 'draft') continue;
    const data = {
      userId,
      amountCents: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency,
      status: invoice.status ?? 'open',
      description: invoice.description,
      hostedUrl: invoice.hosted_invoice_url ?? null,
      pdfUrl: invoice.invoice_pdf ?? null,
    };
    // The payer is whoever the invoice was first mirrored for: a later sync (e.g. after a team changed hands)
    // never moves someone's invoices, with their billing details, to another user.
    const { userId: payer, ...changes } = data;
    await tx.invoice.upsert({
      where: { stripeInvoiceId: invoice.id },
      create: {
        ...changes,
        userId: payer,
        stripeInvoiceId: invoice.id,
        createdAt: new Date(invoice.created * 1000),
      },
      update: changes,
    });
  }
}

/** The owner's level from their live records: the newest live plan's label, else the free level. */
async function applyLevel(tx: Tx, owner: Owner) {
  const current = await tx.subscriptionRecord.findFirst({
    where: { ...ownerWhere(owner), status: { in: [...LIVE_STATUSES] } },
    orderBy: { createdAt: 'desc' },
    select: { plan: { select: { label: true } } },
  });
  if (owner.kind === 'TEAM') {
    await tx.team.update({
      where: { id: owner.teamId },
      data: { subscriptionLevel: current?.plan.label ?? FREE_TEAM_LEVEL },
    });
  } else {
    await tx.user.update({
      where: { id: owner.userId },
      data: { userSubscription: current?.plan.label ?? FREE_USER_LEVEL },
    });
  }
}

/** Locks and syncs one customer in its own transaction. */
export async function syncCustomerNow(db: Db, stripe: Stripe, customerId: string) {
  const snapshot = await readCustomer(db, stripe, customerId);
  return db.$transaction(
    async (tx) => {
      await lockCustomer(tx, customerId);
      return applyCustomer(tx, customerId, snapshot);
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
}

// ── Plan changes ──

export type PlanChangeResult =
  | { status: 'not-found'; what: 'plan' | 'team' }
  | { status: 'unchanged' }
  | { status: 'checkout'; url: string }
  | { status: 'changed' }
  | { status: 'cancelled' };

type Urls = { appUrl: string };

/**
 * The viewer picks a plan for themselves or for a team they own (spec 02 §4): the free plan cancels, a paid plan
 * changes the live subscription (with proration) or goes to Checkout when nothing is paid yet. A plan of another
 * platform, a team the viewer does not own, or a plan of the wrong kind answers not-found.
 */
export async function changePlan(
  db: Db,
  stripe: Stripe,
  viewerId: string,
  input: PlanChangeInput,
  urls: Urls,
): Promise<PlanChangeResult> {
  const viewer = await db.user.findUnique({
    where: { id: viewerId },
    select: { id: true, email: true, displayName: true, platform: true, betaAudiences: true },
  });
  if (!viewer) return { status: 'not-found', what: 'plan' };
  const plan = await db.plan.findFirst({ where: { id: input.planId, platform: viewer.platform } });
  if (!plan) return { status: 'not-found', what: 'plan' };
  // With the subscriptions flag off, paid plans are not offered (cancelling to the free plan still works).
  if (plan.priceId && !(await isFeatureEnabled(db, 'subscriptions', viewer)))
    return { status: 'not-found', what: 'plan' };
  if ((plan.kind === 'TEAM') !== Boolean(input.teamId)) return { status: 'not-found', what: 'plan' };
  const team = input.teamId
    ? await db.team.findFirst({
        where: { id: input.teamId, ownerId: viewer.id },
        select: { id: true, name: true, stripeCustomerId: true },
      })
    : null;
  if (input.teamId && !team) return { status: 'not-found', what: 'team' };
  // A retired plan is sold to nobody (docs/plans.md); its subscribers move off it like any other.
  if (!planOnSale(plan.label)) return { status: 'not-found', what: 'plan' };
  const owner: Owner = team
    ? { kind: 'TEAM', teamId: team.id, userId: viewer.id }
    : { kind: 'USER', userId: viewer.id };

  const current = await db.subscriptionRecord.findFirst({
    where: { ...ownerWhere(owner), status: { in: [...LIVE_STATUSES] } },
    orderBy: { createdAt: 'desc' },
    select: { id: true, planId: true, stripeSubscriptionId: true },
  });
  const decision = decidePlanChange({
    current: current && { planId: current.planId, hasProviderSubscription: !!current.stripeSubscriptionId },
    target: plan,
  });

  if (decision === 'none') return { status: 'unchanged' };

  if (decision === 'cancel') {
    const subId = current!.stripeSubscriptionId;
    if (subId) {
      try {
        await stripe.subscriptions.cancel(subId, {}, { idempotencyKey: `cancel-${subId}` });
      } catch (error) {
        const existing = await stripe.subscriptions.retrieve(subId).catch(() => null);
        if (existing?.status !== 'canceled') throw error;
      }
      const customerId = await customerOf(db, owner);
      if (customerId) await syncCustomerNow(db, stripe, customerId);
    } else {
      await db.$transaction(async (tx) => {
        await tx.subscriptionRecord.update({ where: { id: current!.id }, data: { status: 'CANCELED' } });
        await applyLevel(tx, owner);
      });
    }
    return { status: 'cancelled' };
  }

  if (decision === 'change') {
    const subId = current!.stripeSubscriptionId!;
    const sub = await stripe.subscriptions.retrieve(subId);
    const item = sub.items.data[0];
    if (!item) throw new Error(`subscription ${subId} has no item`);
    await stripe.subscriptions.update(
      subId,
      { items: [{ id: item.id, price: plan.priceId! }], proration_behavior: 'always_invoice' },
      { idempotencyKey: `change-${subId}-${plan.priceId}-${input.nonce}` },
    );
    await syncCustomerNow(db, stripe, typeof sub.customer === 'string' ? sub.customer : sub.customer.id);
    return { status: 'changed' };
  }

  // checkout
  const customerId = await ensureCustomer(db, stripe, owner, {
    email: viewer.email,
    name: team?.name ?? viewer.displayName ?? undefined,
  });
  const ownerKey = owner.kind === 'TEAM' ? `team-${owner.teamId}` : `user-${owner.userId}`;
  const metadata = { beansOwner: owner.kind, userId: viewer.id, ...(team ? { teamId: team.id } : {}) };
  const base = urls.appUrl.replace(/\/+$/, '');
  const session = await openCheckout(stripe, {
    kind: 'subscription',
    reference: ownerKey,
    customer: { id: customerId },
    lines: [{ price: plan.priceId!, quantity: 1 }],
    metadata,
    successUrl: `${base}/billing?paymentsuccessful=true&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}/billing`,
    idempotencyKey: `checkout-${ownerKey}-${plan.priceId}-${input.nonce}`,
  });
  return { status: 'checkout', url: session.url };
}

async function customerOf(db: Db | Tx, owner: Owner) {
  if (owner.kind === 'TEAM') {
    return (await db.team.findUnique({ where: { id: owner.teamId }, select: { stripeCustomerId: true } }))
      ?.stripeCustomerId;
  }
  return (await db.user.findUnique({ where: { id: owner.userId }, select: { stripeCustomerId: true } }))
    ?.stripeCustomerId;
}

/**
 * The owner's Stripe customer, created once: the create call carries a key derived from the owner, and the result is
 * written only over the value it replaces, so two clicks at once make and record one customer.
 */
export async function ensureCustomer(
  db: Db,
  stripe: Stripe,
  owner: Owner,
  details: { email: string; name?: string },
): Promise<string> {
  // No transaction is open while Stripe answers. The customer is asked for with a key of the owner and of the
  // customer it replaces, so two clicks at once (or a retry after a crash before the record) get the same customer;
  // it is recorded only over the value read, and a caller that lost that race answers the recorded one.
  const existing = await customerOf(db, owner);
  if (existing) {
    const found = await stripe.customers.retrieve(existing).catch((error: { code?: string }) => {
      if (error.code === 'resource_missing') return null; // e.g. a stand-in restarted since
      throw error;
    });
    if (found && !('deleted' in found && found.deleted)) return existing;
  }
  const ownerKey = owner.kind === 'TEAM' ? `team-${owner.teamId}` : `user-${owner.userId}`;
  const customer = await stripe.customers.create(
    {
      email: details.email,
      name: details.name,
      metadata: {
        beansOwner: owner.kind,
        userId: owner.userId,
        ...(owner.kind === 'TEAM' ? { teamId: owner.teamId } : {}),
      },
    },
    // A fresh key after a lost customer, the same key for a double click.
    { idempotencyKey: `customer-${ownerKey}-${existing ?? 'first'}` },
  );
  const recorded =
    owner.kind === 'TEAM'
      ? await db.team.updateMany({
          where: { id: owner.teamId, stripeCustomerId: existing ?? null },
          data: { stripeCustomerId: customer.id },
        })
      : await db.user.updateMany({
          where: { id: owner.userId, stripeCustomerId: existing ?? null },
          data: { stripeCustomerId: customer.id },
        });
  if (recorded.count === 1) return customer.id;
  const current = await customerOf(db, owner);
  if (!current) throw new Error('ensureCustomer: the owner is gone');
  return current;
}

/** Back from Checkout: sync the session's customer now (without waiting for webhooks) if it is the viewer's. */
export async function syncAfterCheckout(db: Db, stripe: Stripe, viewerId: string, sessionId: string) {
  if (!/^cs_\w+$/.test(sessionId)) return false;
  const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => null);
  const customerId = typeof session?.customer === 'string' ? session.customer : session?.customer?.id;
  if (!customerId) return false;
  const mine =
    (await db.user.count({ where: { id: viewerId, stripeCustomerId: customerId } })) +
    (await db.team.count({ where: { ownerId: viewerId, stripeCustomerId: customerId } }));
  if (mine === 0) return false;
  return syncCustomerNow(db, stripe, customerId);
}

/** A billing portal session for the viewer's own customer (created on first use). */
export async function openPortal(db: Db, stripe: Stripe, viewerId: string, urls: Urls) {
  const viewer = await db.user.findUnique({
    where: { id: viewerId },
    select: { email: true, displayName: true },
  });
  if (!viewer) return null;
  const customerId = await ensureCustomer(
    db,
    stripe,
    { kind: 'USER', userId: viewerId },
    { email: viewer.email, name: viewer.displayName ?? undefined },
  );
  const session = await stripe.billingPortal.sessions.create({
    customer: customerId,
    return_url: `${urls.appUrl.replace(/\/+$/, '')}/billing`,
  });
  return session.url;
}

/** Back from Checkout: bring the viewer's plan up to date now rather than when the webhook arrives. */
export async function syncCheckoutSession(viewerId: string, sessionId: string) {
  if (stripeMode() === 'off') return false;
  return syncAfterCheckout(appDb, stripeClient(), viewerId, sessionId).catch((error: unknown) => {
    console.error('[billing] sync after checkout failed', error);
    return false;
  });
}
