import 'server-only';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Db } from '@/lib/db';
import { freshRead, readStarted } from '@/lib/billing/sync-marks';
import { Prisma } from '@/lib/generated/prisma/client';
import type { ConnectCodeInput, ConnectStartInput } from '@/lib/billing/schema';

// Organizer payouts through Stripe Connect (spec 02 §3, §4, §7 "Payment provider").
// NEW: we create the account (accounts.create with controller settings) and send the organizer to Stripe's
// onboarding (an account link; locally the stand-in's localconnect page); they come back to /billing and the account
// is re-read. LINK: an existing Stripe account through OAuth; the `state` we hand out is stored, single use, bound to
// the user and short-lived, so a code coming back to /billing connects only the account its user authorised.
// account.updated webhooks (the Connect endpoint) keep the two flags and the requirements current.

type Tx = Prisma.TransactionClient;
type Urls = { appUrl: string };
export type ConnectConfig = { clientId: string | null; authorizeBase: string };

const STATE_TTL_MS = 15 * 60 * 1000;

const billingUrl = (urls: Urls, query = '') => `${urls.appUrl.replace(/\/+$/, '')}/billing${query}`;

/** What the user row keeps of a connected account. */
export function accountFields(account: Stripe.Account) {
  return {
    stripeChargesEnabled: account.charges_enabled ?? false,
    stripeDetailsSubmitted: account.details_submitted ?? false,
    stripeRequirementsDue: account.requirements?.currently_due ?? [],
  };
}

const cleared = {
  stripeAccountId: null,
  stripeChargesEnabled: false,
  stripeDetailsSubmitted: false,
  stripeConnectMethod: null,
  stripeRequirementsDue: [] as string[],
};

/** Serialises everything that reads and writes one connected account's state. */
async function lockAccount(tx: Tx, accountId: string) {
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`stripe-account:${accountId}`}))::text`;
}

export type StartConnectResult =
  { status: 'redirect'; url: string } | { status: 'already-active' } | { status: 'link-unavailable' };

/**
 * The Connect dialog's Create (NEW) or Link (LINK): answers the URL the browser goes to. NEW creates the account
 * once (the user's row is locked while creating, so a double click makes one account) and reuses it while its
 * onboarding is unfinished.
 */
export async function startConnect(
  db: Db,
  stripe: Stripe,
  viewerId: string,
  input: ConnectStartInput,
  urls: Urls,
  config: ConnectConfig,
): Promise<StartConnectResult> {
  if (input.type === 'LINK') {
    if (!config.clientId) return { status: 'link-unavailable' };
    const user = await db.user.findUniqueOrThrow({
      where: { id: viewerId },
      select: {
        email: true,
        stripeAccountId: true,
        stripeChargesEnabled: true,
        stripeDetailsSubmitted: true,
      },
    });
    if (user.stripeAccountId && user.stripeChargesEnabled && user.stripeDetailsSubmitted)
      return { status: 'already-active' };
    const state = randomBytes(32).toString('base64url');
    await db.$transaction([
      db.connectOAuthState.deleteMany({ where: { userId: viewerId, expiresAt: { lt: new Date() } } }),
      db.connectOAuthState.create({
        data: {
          state,
          userId: viewerId,
          country: input.country,
          expiresAt: new Date(Date.now() + STATE_TTL_MS),
        },
      }),
    ]);
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: config.clientId,
      scope: 'read_write',
      redirect_uri: billingUrl(urls),
      state,
      stripe_landing: 'login',
      'stripe_user[email]': user.email,
      'stripe_user[country]': input.country,
    });
    return { status: 'redirect', url: `${config.authorizeBase}?${params.toString()}` };
  }

  const accountId = await db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "users" WHERE "id" = ${viewerId} FOR UPDATE`;
      const user = await tx.user.findUniqueOrThrow({
        where: { id: viewerId },
        select: {
          email: true,
          stripeAccountId: true,
          stripeConnectMethod: true,
          stripeChargesEnabled: true,
          stripeDetailsSubmitted: true,
        },
      });
      if (user.stripeAccountId) {
        if (user.stripeChargesEnabled && user.stripeDetailsSubmitted) return null;
        // An account we created and whose onboarding is unfinished: continue it.
        if (user.stripeConnectMethod === 'ACCOUNT_LINK') return user.stripeAccountId;
      }
      const account = await stripe.accounts.create({
        country: input.country,
        email: user.email,
        controller: {
          stripe_dashboard: { type: 'full' },
          fees: { payer: 'account' },
          losses: { payments: 'stripe' },
        },
        metadata: { userId: viewerId },
      });
      await tx.user.update({
        where: { id: viewerId },
        data: { stripeAccountId: account.id, stripeConnectMethod: 'ACCOUNT_LINK', ...accountFields(account) },
      });
      return account.id;
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
  if (!accountId) return { status: 'already-active' };
  const link = await stripe.accountLinks.create({
    account: accountId,
    type: 'account_onboarding',
    refresh_url: billingUrl(urls, '?connect=refresh'),
    return_url: billingUrl(urls, '?connect=return'),
  });
  return { status: 'redirect', url: link.url };
}

export type AccountState = { active: boolean; requirements: string[] };

export type CompleteLinkResult =
  | { status: 'linked'; stripeId: string; stripeChargesEnabled: boolean; stripeDetailsSubmitted: boolean }
  | { status: 'bad-state' }
  | { status: 'invalid-code' }
  | { status: 'taken' };

/**
 * Back from OAuth with ?code=…&state=…: the state must be one this user started (it is used up either way), the
 * code is exchanged for the account id, the account is read, and id, flags and requirements are stored together.
 */
export async function completeLink(
  db: Db,
  stripe: Stripe,
  viewerId: string,
  input: ConnectCodeInput,
): Promise<CompleteLinkResult> {
  const used = await db.connectOAuthState.deleteMany({
    where: { state: input.state, userId: viewerId, expiresAt: { gt: new Date() } },
  });
  if (used.count === 0) return { status: 'bad-state' };
  let accountId: string;
  try {
    const token = await stripe.oauth.token({ grant_type: 'authorization_code', code: input.code });
    if (!token.stripe_user_id) return { status: 'invalid-code' };
    accountId = token.stripe_user_id;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidGrantError) return { status: 'invalid-code' };
    throw error;
  }
  const account = await stripe.accounts.retrieve(accountId);
  const fields = accountFields(account);
  try {
    await db.$transaction(async (tx) => {
      await lockAccount(tx, accountId);
      await tx.user.update({
        where: { id: viewerId },
        data: { stripeAccountId: accountId, stripeConnectMethod: 'OAUTH', ...fields },
      });
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      return { status: 'taken' };
    throw error;
  }
  return {
    status: 'linked',
    stripeId: accountId,
    stripeChargesEnabled: fields.stripeChargesEnabled,
    stripeDetailsSubmitted: fields.stripeDetailsSubmitted,
  };
}

/** Re-reads the viewer's account from Stripe (back from onboarding, or "Check status"); null without one. */
export async function refreshAccount(db: Db, stripe: Stripe, viewerId: string): Promise<AccountState | null> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: viewerId },
    select: { stripeAccountId: true },
  });
  if (!user.stripeAccountId) return null;
  const accountId = user.stripeAccountId;
  return db.$transaction(
    async (tx) => {
      await lockAccount(tx, accountId);
      const account = await stripe.accounts.retrieve(accountId);
      const fields = accountFields(account);
      await tx.user.updateMany({ where: { id: viewerId, stripeAccountId: accountId }, data: fields });
      return {
        active: fields.stripeChargesEnabled && fields.stripeDetailsSubmitted,
        requirements: fields.stripeRequirementsDue,
      };
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
}

/**
 * Unlink (spec 02 §4): an OAuth-linked account is deauthorised at Stripe first (one that is already gone counts as
 * done); then the id, both flags and the requirements are cleared in one update. False when nothing is linked.
 */
export async function unlinkAccount(
  db: Db,
  stripe: Stripe,
  viewerId: string,
  config: Pick<ConnectConfig, 'clientId'>,
): Promise<boolean> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: viewerId },
    select: { stripeAccountId: true, stripeConnectMethod: true },
  });
  if (!user.stripeAccountId) return false;
  if (user.stripeConnectMethod === 'OAUTH' && config.clientId) {
    try {
      await stripe.oauth.deauthorize({ client_id: config.clientId, stripe_user_id: user.stripeAccountId });
    } catch (error) {
      // Already disconnected from the Stripe side: nothing left to revoke.
      if (!(error instanceof Stripe.errors.StripeError && error.type === 'StripeInvalidClientError'))
        throw error;
    }
  }
  const done = await db.user.updateMany({
    where: { id: viewerId, stripeAccountId: user.stripeAccountId },
    data: cleared,
  });
  return done.count === 1;
}

/**
 * A webhook's account: read from Stripe with no transaction open (readAccount), then written under the account's
 * lock to whoever holds it (applyAccount). An account Stripe no longer lets us read (deauthorised) is cleared.
 */
/** An account as Stripe has it (null: Stripe no longer lets us read it), read with no transaction open. */
export type AccountRead = { account: Stripe.Account | null; readAt: Date };

export async function readAccount(db: Db, stripe: Stripe, accountId: string): Promise<AccountRead> {
  const readAt = await readStarted(db);
  try {
    return { account: await stripe.accounts.retrieve(accountId), readAt };
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeError &&
      (error.code === 'resource_missing' || error.type === 'StripePermissionError')
    ) {
      return { account: null, readAt };
    }
    throw error;
  }
}

/** Writes an account read (readAccount) under the account's lock, unless a newer read was written already. */
export async function applyAccount(tx: Tx, accountId: string, read: AccountRead): Promise<boolean> {
  await lockAccount(tx, accountId);
  const holder = await tx.user.findUnique({ where: { stripeAccountId: accountId }, select: { id: true } });
  if (!holder) return false;
  if (!(await freshRead(tx, `account:${accountId}`, read.readAt))) return true;
  await tx.user.update({
    where: { id: holder.id },
    data: read.account ? accountFields(read.account) : cleared,
  });
  return true;
}

/** account.application.deauthorized: the organizer disconnected us from their Stripe dashboard. */
export async function forgetAccount(tx: Tx, accountId: string) {
  await lockAccount(tx, accountId);
  await tx.user.updateMany({ where: { stripeAccountId: accountId }, data: cleared });
}
