import type { FormObject } from './form';
import { obj, str, strings } from './form';
import { escapeHtml, id, invalidRequest, missing, now, page, StripeError, type Json } from './common';

// Stripe Connect in the local stand-in: connected accounts (POST/GET/DELETE /v1/accounts), onboarding account
// links whose hosted page is `localconnect/<link>`, and OAuth for linking an existing account (the hosted
// /oauth/authorize page, POST /oauth/token, POST /oauth/deauthorize). Changes to an account are sent as
// `account.updated` events on the Connect webhook endpoint (`event.account` set), as Stripe does.

/** What a new Express/Standard account must still provide before it can take charges (Stripe's keys). */
export const NEW_ACCOUNT_REQUIREMENTS = [
  'business_profile.url',
  'external_account',
  'individual.dob.day',
  'individual.first_name',
  'tos_acceptance.date',
];

export type StandinAccount = {
  id: string;
  object: 'account';
  type: 'standard';
  country: string;
  email: string | null;
  default_currency: string;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: {
    currently_due: string[];
    eventually_due: string[];
    past_due: string[];
    disabled_reason: string | null;
  };
  controller: Json;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

type AccountLink = {
  id: string;
  account: string;
  refresh_url: string;
  return_url: string;
  expires_at: number;
  used: boolean;
};
type Authorization = {
  id: string;
  redirectUri: string;
  state: string | null;
  country: string;
  email: string | null;
};

type Context = {
  emit(type: string, object: Json, previous?: Json, account?: string): void;
  baseUrl(): string;
};

const COUNTRY_CURRENCY: Record<string, string> = { US: 'usd', CA: 'cad', GB: 'gbp', AU: 'aud', JP: 'jpy' };

export function createConnectStandin(ctx: Context) {
  const accounts = new Map<string, StandinAccount>();
  const links = new Map<string, AccountLink>();
  const authorizations = new Map<string, Authorization>();
  const codes = new Map<string, { account: string; used: boolean }>();
  /** accounts that authorised our platform through OAuth (deauthorize only works for these) */
  const authorised = new Set<string>();

  function newAccount(input: {
    country: string;
    email: string | null;
    complete: boolean;
    metadata?: Record<string, string>;
    controller?: Json;
  }) {
    const account: StandinAccount = {
      id: id('acct'),
      object: 'account',
      type: 'standard',
      country: input.country,
      email: input.email,
      default_currency: COUNTRY_CURRENCY[input.country] ?? 'eur',
      charges_enabled: input.complete,
      payouts_enabled: input.complete,
      details_submitted: input.complete,
      requirements: {
        currently_due: input.complete ? [] : [...NEW_ACCOUNT_REQUIREMENTS],
        eventually_due: input.complete ? [] : [...NEW_ACCOUNT_REQUIREMENTS],
        past_due: [],
        disabled_reason: input.complete ? null : 'requirements.past_due',
      },
      controller: input.controller ?? { type: 'application', is_controller: true },
      metadata: input.metadata ?? {},
      created: now(),
      livemode: false,
    };
    accounts.set(account.id, account);
    return account;
  }

  const getAccount = (accountId: string, param = 'account') => {
    const a = accounts.get(accountId);
    if (!a) throw missing('account', accountId, param);
    return a;
  };

  /** Onboarding finished: details submitted, nothing due, charges and payouts on; told by account.updated. */
  function completeOnboarding(accountId: string) {
    const account = getAccount(accountId);
    const previous = {
      charges_enabled: account.charges_enabled,
      details_submitted: account.details_submitted,
      requirements: structuredClone(account.requirements),
    };
    account.charges_enabled = true;
    account.payouts_enabled = true;
    account.details_submitted = true;
    account.requirements = { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null };
    ctx.emit('account.updated', account, previous, account.id);
    return account;
  }

  /** Details given but Stripe still checking: submitted, charges not yet enabled. */
  function submitWithoutCharges(accountId: string) {
    const account = getAccount(accountId);
    const previous = { details_submitted: account.details_submitted };
    account.details_submitted = true;
    account.requirements.currently_due = account.requirements.currently_due.filter(
      (r) => r === 'external_account',
    );
    ctx.emit('account.updated', account, previous, account.id);
    return account;
  }

  /** The OAuth "Connect" button: an existing account (complete unless asked otherwise) and a one-time code. */
  function authorize(input: { country?: string; email?: string | null; complete?: boolean } = {}) {
    const account = newAccount({
      country: input.country ?? 'US',
      email: input.email ?? null,
      complete: input.complete ?? true,
    });
    authorised.add(account.id);
    const code = id('ac');
    codes.set(code, { account: account.id, used: false });
    return { code, account };
  }

  const oauthError = (error: string, description: string) =>
    new StripeError(400, { error, error_description: description });

  /** POST /v1/accounts…, /v1/account_links, /oauth/token, /oauth/deauthorize; undefined when not ours. */
  function api(
    method: string,
    parts: string[],
    params: FormObject,
  ): { status: number; body: unknown } | undefined {
    const ok = (body: unknown) => ({ status: 200, body });
    if (parts[0] === 'oauth') {
      if (method !== 'POST') return undefined;
      if (parts[1] === 'token') {
        if (str(params.grant_type) !== 'authorization_code')
          throw oauthError('unsupported_grant_type', 'Only authorization_code is supported here.');
        const code = str(params.code) ?? '';
        const entry = codes.get(code);
        if (!entry || entry.used)
          throw oauthError('invalid_grant', `Authorization code does not exist: ${code}`);
        entry.used = true;
        return ok({
          access_token: `sk_test_${id('oauth')}`,
          livemode: false,
          refresh_token: id('rt'),
          scope: 'read_write',
          stripe_publishable_key: `pk_test_${id('oauth')}`,
          stripe_user_id: entry.account,
          token_type: 'bearer',
        });
      }
      if (parts[1] === 'deauthorize') {
        const accountId = str(params.stripe_user_id) ?? '';
        if (!str(params.client_id)) throw oauthError('invalid_client', 'No client_id given.');
        if (!authorised.has(accountId))
          throw oauthError(
            'invalid_client',
            `Stripe account ${accountId} is not connected to your platform.`,
          );
        authorised.delete(accountId);
        ctx.emit(
          'account.application.deauthorized',
          { id: 'ca_beans_local', object: 'application', name: 'Beans' },
          undefined,
          accountId,
        );
        return ok({ stripe_user_id: accountId });
      }
      return undefined;
    }
    const [, resource, rid] = parts;
    if (resource === 'accounts') {
      if (method === 'POST' && !rid) {
        const country = (str(params.country) ?? 'US').toUpperCase();
        if (!/^[A-Z]{2}$/.test(country)) throw invalidRequest(`Country '${country}' is unknown.`, 'country');
        return ok(
          newAccount({
            country,
            email: str(params.email) ?? null,
            complete: false,
            metadata: strings(params.metadata),
            controller: obj(params.controller) as Json,
          }),
        );
      }
      if (rid && method === 'GET') return ok(getAccount(rid, 'id'));
      if (rid && method === 'POST') {
        const account = getAccount(rid, 'id');
        if (params.metadata) account.metadata = { ...account.metadata, ...strings(params.metadata) };
        ctx.emit('account.updated', account, undefined, account.id);
        return ok(account);
      }
      if (rid && method === 'DELETE') {
        getAccount(rid, 'id');
        accounts.delete(rid);
        return ok({ id: rid, object: 'account', deleted: true });
      }
    }
    if (resource === 'account_links' && method === 'POST' && !rid) {
      const account = str(params.account) ?? '';
      getAccount(account);
      const refresh = str(params.refresh_url);
      const back = str(params.return_url);
      if (!refresh) throw invalidRequest('Missing required param: refresh_url.', 'refresh_url');
      if (!back) throw invalidRequest('Missing required param: return_url.', 'return_url');
      const link: AccountLink = {
        id: id('acctlink'),
        account,
        refresh_url: refresh,
        return_url: back,
        expires_at: now() + 300,
        used: false,
      };
      links.set(link.id, link);
      return ok({
        object: 'account_link',
        created: now(),
        expires_at: link.expires_at,
        url: `${ctx.baseUrl()}/localconnect/${link.id}`,
      });
    }
    return undefined;
  }

  const requirementList = (account: StandinAccount) =>
    account.requirements.currently_due.length
      ? `<ul>${account.requirements.currently_due.map((r) => `<li><code>${escapeHtml(r)}</code></li>`).join('')}</ul>`
      : '<p>Nothing is due.</p>';

  const withParams = (url: string, params: Record<string, string>) => {
    const u = new URL(url);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    return u.toString();
  };

  /** Hosted pages: localconnect/<link> (onboarding) and oauth/authorize; undefined when not ours. */
  function hosted(
    method: string,
    parts: string[],
    query: URLSearchParams,
  ): { status: number; html?: string; redirect?: string } | undefined {
    const [kind, pid, act] = parts;
    if (kind === 'localconnect' && pid) {
      const link = links.get(pid);
      if (!link)
        return { status: 404, html: page('Not found', '<h1>This onboarding link is not valid.</h1>') };
      // Account links are single use and short-lived: Stripe sends a used or expired one to refresh_url.
      if (link.used || link.expires_at < now()) return { status: 303, redirect: link.refresh_url };
      const account = getAccount(link.account);
      if (method === 'POST' && act === 'submit') {
        link.used = true;
        completeOnboarding(account.id);
        return { status: 303, redirect: link.return_url };
      }
      if (method === 'POST' && act === 'pending') {
        link.used = true;
        submitWithoutCharges(account.id);
        return { status: 303, redirect: link.return_url };
      }
      if (method === 'POST' && act === 'later') {
        link.used = true;
        return { status: 303, redirect: link.return_url };
      }
      return {
        status: 200,
        html: page(
          'Set up payouts',
          `<h1>Set up your Stripe account</h1><p class="muted">Account ${escapeHtml(account.id)} · ${escapeHtml(account.country)}${account.email ? ` · ${escapeHtml(account.email)}` : ''}</p>
<p>Stripe needs these details before you can take payments:</p>${requirementList(account)}
<form method="post" class="row"><button class="primary" type="submit" formaction="/localconnect/${link.id}/submit">Submit details</button>
<button class="secondary" type="submit" formaction="/localconnect/${link.id}/later">Save and finish later</button></form>`,
        ),
      };
    }
    if (kind === 'oauth' && pid === 'authorize') {
      if (method === 'GET' && !act) {
        const redirectUri = query.get('redirect_uri');
        if (!redirectUri || !/^https?:\/\//.test(redirectUri))
          return { status: 400, html: page('Error', '<h1>Missing or invalid redirect_uri.</h1>') };
        if (!query.get('client_id'))
          return { status: 400, html: page('Error', '<h1>Missing client_id.</h1>') };
        const auth: Authorization = {
          id: id('oauthreq'),
          redirectUri,
          state: query.get('state'),
          country: (query.get('stripe_user[country]') ?? 'US').toUpperCase(),
          email: query.get('stripe_user[email]'),
        };
        authorizations.set(auth.id, auth);
        return {
          status: 200,
          html: page(
            'Connect with Stripe',
            `<h1>Connect your Stripe account to Beans</h1>
<p>Beans will be able to create payments that pay out to your existing Stripe account${auth.email ? ` (${escapeHtml(auth.email)})` : ''}.</p>
<form method="post" class="row"><button class="primary" type="submit" formaction="/oauth/authorize/${auth.id}/allow">Connect my Stripe account</button>
<button class="secondary" type="submit" formaction="/oauth/authorize/${auth.id}/incomplete">Connect an account that still needs details</button>
<button class="danger" type="submit" formaction="/oauth/authorize/${auth.id}/deny">Deny</button></form>`,
          ),
        };
      }
    }
    if (kind === 'oauth' && pid === 'authorize' && method === 'POST') {
      const auth = authorizations.get(act ?? '');
      const decision = parts[3];
      if (!auth)
        return { status: 404, html: page('Not found', '<h1>This authorization request is not valid.</h1>') };
      authorizations.delete(auth.id);
      const state: Record<string, string> = auth.state ? { state: auth.state } : {};
      if (decision === 'deny') {
        return {
          status: 303,
          redirect: withParams(auth.redirectUri, {
            error: 'access_denied',
            error_description: 'The user denied your request',
            ...state,
          }),
        };
      }
      const { code } = authorize({
        country: auth.country,
        email: auth.email,
        complete: decision !== 'incomplete',
      });
      return { status: 303, redirect: withParams(auth.redirectUri, { code, scope: 'read_write', ...state }) };
    }
    return undefined;
  }

  return {
    api,
    hosted,
    authorize,
    completeOnboarding,
    account: (accountId: string) => accounts.get(accountId),
  };
}
