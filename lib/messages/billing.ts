// Billing, subscriptions and payouts. Strings from the specs are verbatim; strings the specs do not give carry `// ours`
// (see lib/messages/index.ts).
import { commonMessages } from './common';
import { numberFormat } from '@/lib/intl';

// ---------------------------------------------------------------------------
// Billing, subscriptions and payouts (02 §2, §4, §8, §9)
// ---------------------------------------------------------------------------

export const billingMessages = {
  payoutActive: 'Active', // ours
  payoutIncomplete: 'Incomplete', // ours
  pageTitle: 'Billing and Subscriptions',

  // Quick Actions (hidden on the 'meh' platform)
  quickActions: 'Quick Actions',
  viewInvoices: 'View Invoices',
  billingPortal: 'Billing Portal',
  organizerPayouts: 'Organizer Payouts',
  transactionHistory: 'Transaction History',

  // Active plans
  activePlans: 'Your Active Plans',
  organizerPro: 'Organizer Pro',
  memberPlus: 'Member Plus',
  freePlan: 'Free',
  rookiePlan: 'ROOKIE',
  currentPlan: 'Current plan', // ours
  viewPricing: 'View pricing', // ours
  perksOf: (plan: string) => `What ${plan} includes`, // ours
  noActiveSubscription: 'No active subscription found.',
  loading: commonMessages.loading,
  notAvailable: commonMessages.notAvailable,
  perMonth: '/month', // ours (team plans are monthly)
  perYear: '/year', // ours (user plans are yearly)
  formatPrice: (cost: number) => numberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cost), // ours
  periodRange: (start: string, end: string) => `Current period: ${start} – ${end}`, // ours
  renewsOn: (date: string) => `Renews on ${date}`, // ours

  // Plan change dialogs
  changePlan: 'Change Plan',
  choosePlan: 'Choose a plan', // ours
  confirmCancelTitle: 'Cancel subscription?', // ours
  confirmCancelText: 'Your plan will go back to the free plan.', // ours
  confirmChangeTitle: 'Change subscription?', // ours
  confirmChangeText: (plan: string) => `Your plan will change to ${plan}.`, // ours
  propagationNote: 'Changes can take a couple of minutes to propagate.', // ours
  keepPlan: 'Keep current plan', // ours
  confirmCancel: 'Cancel subscription', // ours
  confirmChange: 'Change plan', // ours
  cancelled: 'Successfully cancelled subscription!',
  changed: 'Successfully changed subscription!',

  // Organizer payouts (Stripe)
  payoutsIntro: 'Connect a Stripe account to receive payouts for your events.', // ours
  statusLabel: 'Status', // ours
  statusActive: 'Active',
  statusIncomplete: 'Incomplete',
  requirementsTitle: 'Stripe still needs the following to finish setup:', // ours
  continueSetup: 'Continue setup', // ours
  connectStripe: 'Connect to Stripe',
  homeCountry: 'Home country', // ours
  createAccount: 'Create',
  createAccountHint: 'Create a new Stripe account', // ours
  linkAccount: 'Link',
  linkAccountHint: 'Link an existing Stripe account', // ours
  unlinkStripe: 'Unlink Stripe',
  unlinkConfirmText: 'You will stop receiving payouts until you connect a Stripe account again.', // ours
  unlinkConfirm: 'Unlink', // ours
  keepAccount: 'Keep account', // ours
  alreadyConnected: 'Your Stripe account is already connected.', // ours
  countryInvalid: 'Choose one of the listed countries.', // ours
  connectDialogIntro:
    'Payouts for your paid events go to a Stripe account. Create a new one, or link the Stripe account you already have.', // ours
  checkStatus: 'Check status', // ours
  connectedAccount: (id: string) => `Stripe account ${id}`, // ours
  payoutsActiveText: 'Payments for your paid events are paid out to this account.', // ours
  redirectingToStripe: 'Taking you to Stripe…', // ours
  connectNextStep:
    'Stripe asks for your details on its own page, then brings you back here. You can finish later.', // ours
  /** requirements.currently_due in plain words (keys Stripe uses; anything else is spelled out from its key). */
  requirementLabels: {
    'business_profile.url': 'Your business website',
    'business_profile.mcc': 'What kind of business you run',
    'business_profile.product_description': 'A description of what you sell',
    external_account: 'A bank account for payouts',
    'individual.dob.day': 'Your date of birth',
    'individual.dob.month': 'Your date of birth',
    'individual.dob.year': 'Your date of birth',
    'individual.first_name': 'Your first name',
    'individual.last_name': 'Your last name',
    'individual.address.line1': 'Your address',
    'individual.address.city': 'Your address',
    'individual.address.postal_code': 'Your address',
    'individual.email': 'Your e-mail address',
    'individual.phone': 'Your phone number',
    'individual.id_number': 'Your ID number',
    'individual.ssn_last_4': 'The last 4 digits of your SSN',
    'individual.verification.document': 'A photo of your ID',
    'tos_acceptance.date': "Accepting Stripe's terms of service",
    'tos_acceptance.ip': "Accepting Stripe's terms of service",
  } as Record<string, string>, // ours

  // Toasts
  unlinked: 'Your Stripe account was unlinked successfully.',
  unlinkFailed: 'Failed to unlink your Stripe account, please try again.',
  connectFailed: 'Failed to connect Stripe account. Please try again.',
  connectionCheckFailed: 'Stripe connection failed. Please check your account and try again.',
  linkFailed: 'Something went wrong linking Stripe account',
  linked: 'Successfully linked Stripe account',
  connectionCancelled: 'Stripe connection was cancelled.',
  stripeFailedWith: (description: string) => `Stripe connection failed: ${description}`,
  connectFailedGeneric: 'Failed to connect Stripe account.',
  paymentSuccess: 'Congratulations, Payment was successful!',
  activated: 'Payment successful! Your subscription has been activated.',

  // Plans on the billing page (ours unless noted)
  planNotFound: 'Plan not found', // ours
  teamNotFound: commonMessages.teamNotFound,
  billingFailed: 'Something went wrong with billing. Please try again.', // ours
  alreadyOnPlan: 'You are already on this plan.', // ours
  subscribe: 'Subscribe', // ours
  cancelPlan: 'Cancel plan', // ours
  manage: 'Manage billing', // ours
  redirectingToCheckout: 'Taking you to checkout…', // ours
  organizerProIntro: 'Monthly plans for the teams you own.', // ours
  memberPlusIntro: 'Your own yearly membership.', // ours
  noTeamsTitle: 'No teams yet', // ours
  noTeamsText: 'Create a team to subscribe it to Organizer Pro.', // ours
  createTeam: 'Create a team', // ours
  statusPastDue: 'Payment due', // ours
  statusTrialing: 'Trial', // ours
  endsOn: (date: string) => `Ends on ${date}`, // ours
  testModeBanner: 'Test mode — payments are simulated by a local Stripe stand-in.', // ours
  payoutsNotConnected: 'No payout account connected yet.', // ours
  openBillingPage: 'Open Billing and Subscriptions', // ours
  planFor: (team: string) => `Plan for ${team}`, // ours

  // Invoices and transactions (ours)
  invoicesTitle: 'Invoices', // ours
  noInvoicesTitle: 'No invoices yet', // ours
  noInvoicesText: 'Invoices appear here after you subscribe to a plan.', // ours
  transactionsTitle: 'Transaction History', // ours
  noTransactionsTitle: 'No transactions yet', // ours
  noTransactionsText: 'Payments for events and forms, refunds and payouts will appear here.', // ours
  colDate: 'Date', // ours
  colDescription: 'Description', // ours
  colAmount: 'Amount', // ours
  colStatus: 'Status', // ours
  colType: 'Type', // ours
  viewInvoice: 'View', // ours
  exportCsv: 'Export CSV', // ours
  csvFileName: 'beans-transactions.csv', // ours
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`, // ours
  previousPage: 'Previous', // ours
  nextPage: 'Next', // ours
  sortBy: (column: string) => `Sort by ${column}`, // ours
  colCurrency: 'Currency', // ours
  downloadPdf: 'PDF', // ours
  backToBilling: 'Back to Billing and Subscriptions', // ours
  formatCents: (cents: number, currency = 'usd') =>
    numberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100), // ours
  invoiceStatus: {
    paid: 'Paid',
    open: 'Open',
    void: 'Void',
    uncollectible: 'Uncollectible',
    draft: 'Draft',
  } as Record<string, string>, // ours
  transactionKind: {
    EVENT_PAYMENT: 'Event payment',
    FORM_PAYMENT: 'Form payment',
    PASS_PAYMENT: 'Punch card', // ours
    SUBSCRIPTION: 'Subscription',
    REFUND: 'Refund',
    PAYOUT: 'Payout',
    // Hosts' rows, from the paid games they host (destination charges to their payout account)
    HOST_EARNING: 'Received', // ours
    PLATFORM_FEE: 'Platform fee', // ours
    HOST_REVERSAL: 'Refund to player', // ours
    FEE_RETURNED: 'Fee returned', // ours
    HOST_DISPUTE_LOST: 'Dispute lost', // ours
  } as Record<string, string>, // ours
  hostedDescription: (title: string, player: string) => `${title} · ${player}`, // ours
} as const;

/** Supported countries for payout account linking (45), ISO 3166-1 alpha-2. Default US. */
export const payoutCountries = [
  { name: 'Australia', code: 'AU' },
  { name: 'Austria', code: 'AT' },
  { name: 'Belgium', code: 'BE' },
  { name: 'Brazil', code: 'BR' },
  { name: 'Bulgaria', code: 'BG' },
  { name: 'Canada', code: 'CA' },
  { name: 'Croatia', code: 'HR' },
  { name: 'Cyprus', code: 'CY' },
  { name: 'Czech Republic', code: 'CZ' },
  { name: 'Denmark', code: 'DK' },
  { name: 'Estonia', code: 'EE' },
  { name: 'Finland', code: 'FI' },
  { name: 'France', code: 'FR' },
  { name: 'Germany', code: 'DE' },
  { name: 'Gibraltar', code: 'GI' },
  { name: 'Greece', code: 'GR' },
  { name: 'Hong Kong', code: 'HK' },
  { name: 'Hungary', code: 'HU' },
  { name: 'India', code: 'IN' },
  { name: 'Indonesia', code: 'ID' },
  { name: 'Ireland', code: 'IE' },
  { name: 'Italy', code: 'IT' },
  { name: 'Japan', code: 'JP' },
  { name: 'Latvia', code: 'LV' },
  { name: 'Liechtenstein', code: 'LI' },
  { name: 'Lithuania', code: 'LT' },
  { name: 'Luxembourg', code: 'LU' },
  { name: 'Malaysia', code: 'MY' },
  { name: 'Malta', code: 'MT' },
  { name: 'Mexico', code: 'MX' },
  { name: 'Netherlands', code: 'NL' },
  { name: 'New Zealand', code: 'NZ' },
  { name: 'Norway', code: 'NO' },
  { name: 'Poland', code: 'PL' },
  { name: 'Portugal', code: 'PT' },
  { name: 'Romania', code: 'RO' },
  { name: 'Singapore', code: 'SG' },
  { name: 'Slovakia', code: 'SK' },
  { name: 'Slovenia', code: 'SI' },
  { name: 'Spain', code: 'ES' },
  { name: 'Sweden', code: 'SE' },
  { name: 'Switzerland', code: 'CH' },
  { name: 'Thailand', code: 'TH' },
  { name: 'United Arab Emirates', code: 'AE' },
  { name: 'United States', code: 'US' },
] as const;

// ---------------------------------------------------------------------------
// Pricing routes (02 §2 route table: organizer/pricing, member/pricing, pricing/member) — ours
// ---------------------------------------------------------------------------

export const pricingMessages = {
  organizer: {
    path: '/organizer/pricing',
    title: 'Organizer Pro pricing', // ours
    description:
      'Plans for the teams you run: rosters, schedules, forms, payments and a team website. Start free; upgrade a team to Organizer Pro or All-Star any month.', // ours
    eyebrow: 'Pricing for organizers', // ours
    heading: 'Organizer Pro for your teams', // ours
    lead: 'Every team starts on ROOKIE for free. Upgrade one team at a time, monthly, and cancel whenever you like.', // ours
    interval: '/month', // ours
    ownerNote: 'Billed per team you own.', // ours
  },
  member: {
    path: '/member/pricing',
    title: 'Member Plus pricing', // ours
    description:
      'Member Plus: a yearly membership for players who want more from Beans. See what the free plan includes and what Member Plus adds.', // ours
    eyebrow: 'Pricing for players', // ours
    heading: 'Member Plus for players', // ours
    lead: 'Playing is free. Member Plus is a yearly membership with extras for players who are out every week.', // ours
    interval: '/year', // ours
    ownerNote: 'Billed once a year to you.', // ours
  },
  freePrice: 'Free', // ours
  currentFree: 'Included for everyone', // ours
  subscribe: (plan: string) => `Subscribe to ${plan}`, // ours
  getStarted: 'Get started free', // ours
  signUpNote: 'New to Beans? Create a free account first.', // ours
  signUp: 'Create an account', // ours
  popular: 'Most popular', // ours
  unavailableTitle: 'Plans are not available right now', // ours
  unavailableText: 'Please check back soon, or open Billing once you are signed in.', // ours
  faqTitle: 'Good to know', // ours
  faq: [
    {
      q: 'Can I cancel?',
      a: 'Yes. Cancel from Billing and Subscriptions at any time; the plan stays until the end of the period you paid for.',
    },
    {
      q: 'How do I pay?',
      a: 'By card through Stripe. Receipts and invoices are under Billing → View Invoices.',
    },
    { q: 'Which currency?', a: 'Prices are in US dollars.' },
  ], // ours
} as const;

export type PayoutCountryCode = (typeof payoutCountries)[number]['code'];
export const DEFAULT_PAYOUT_COUNTRY: PayoutCountryCode = 'US';

// ---------------------------------------------------------------------------
// Plan limits (issue 29 §2): each refusal names the plan that lifts it; the action adds a link to its pricing
// page (lib/billing/limits.ts). The numbers come from lib/billing/entitlements.ts.
// ---------------------------------------------------------------------------

export const planLimitMessages = {
  seePlan: (plan: string) => `See ${plan}`, // ours
  eventsPerMonth: (limit: number, plan: string, teamPlan: string) =>
    `You have created ${limit} events this month, the most the free plan allows. ${plan} gives you unlimited events, and games hosted by a team on ${teamPlan} never count.`, // ours
  rosterSize: (limit: number, plan: string) =>
    `This team has reached ${limit} roster members, the most a free team can have. ${plan} lifts the limit.`, // ours
  rosterSizeInvitee: (limit: number) =>
    `This team has reached ${limit} roster members, the most a free team can have. Ask its owner to upgrade the team.`, // ours
  rosterSizeOnCreate: (limit: number, plan: string) =>
    `A free team can have up to ${limit} roster members, you included. Invite fewer people now; ${plan} lifts the limit once the team exists.`, // ours
  customDomains: (plan: string) =>
    `Custom domains need ${plan}: upgrade the website's team, or a team you own, to add one.`, // ours
  paidForms: (plan: string) =>
    `Paid forms need ${plan}: upgrade the form's team, or a team you own, to collect payments.`, // ours
  alertCities: (limit: number, plan: string, planLimit: number) =>
    `Your plan gets activity alerts in ${limit === 1 ? '1 city' : `${limit} cities`}. ${plan} gives you alerts in up to ${planLimit} cities.`, // ours
  memberPlusBadge: 'Member Plus', // ours (the badge on a profile and a player card)
  memberPlusBadgeTitle: 'Member Plus member', // ours
} as const;
