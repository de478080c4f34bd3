/**
 * Punch cards (issue 34 §1, docs/passes.md): sold by a team's organizers, bought through Checkout, used to join
 * the team's paid games. Not in the spec: every string is ours.
 */
import { dateTimeFormat, numberFormat } from '@/lib/intl';

const money = (cents: number, currency = 'usd') =>
  numberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
/** A day as the passes' lists show it (UTC, like their expiry dates); '—' when unknown. */
const day = (d: Date | null) =>
  d ? dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(d) : '—';
const games = (n: number) => `${n} ${n === 1 ? 'game' : 'games'}`;

export const passMessages = {
  money,
  day,
  games,
  tab: 'Passes',
  // Organizer
  cardsTitle: 'Punch cards',
  cardsIntro:
    'Sell a bundle of games: players pay once and join your paid games with the card instead of paying each time.',
  cardsIntroPlayer:
    'Pay once for several of this team’s paid games, then join them with the card instead of paying each time.',
  noCardsManager: 'No punch cards yet. Create one below so your regulars can pay once for several games.',
  noCardsPlayer: 'This team sells no punch cards yet. Ask an organizer, or pay per game for now.',
  payoutsNeeded: 'Connect an active payout account to sell punch cards.',
  setUpPayouts: 'Set up payouts',
  createTitle: 'New punch card',
  nameLabel: 'Name',
  namePlaceholder: '10 drop-ins',
  nameInvalid: 'Give the card a name (up to 60 characters).',
  gamesLabel: 'Number of games',
  gamesInvalid: 'Choose between 1 and 50 games.',
  priceLabel: 'Price (USD)',
  priceInvalid: 'Enter a price from $1 to $10,000, e.g. 45 or 45.50.',
  expiryLabel: 'Expires after (days, optional)',
  expiryHint: 'Leave empty for a card that never expires.',
  expiryInvalid: 'Enter 1 to 730 days, or leave it empty.',
  maxPriceLabel: 'Only games up to (USD, optional)',
  maxPriceHint: 'Leave empty to cover all of this team’s paid games.',
  maxPriceInvalid: 'Enter a price from $1 to $10,000, or leave it empty.',
  kindLabel: 'Kind',
  kindOptions: {
    PUNCH_CARD: 'Punch card (a number of games)',
    SEASON: 'Season pass (unlimited games)',
    MEMBERSHIP: 'Membership (monthly or yearly subscription)',
  },
  kindInvalid: 'Choose a punch card, a season pass or a membership.',
  // Memberships
  intervalLabel: 'Billed',
  intervalOptions: { MONTH: 'Monthly', YEAR: 'Yearly' },
  intervalInvalid: 'Choose monthly or yearly.',
  intervalHint: 'Unlimited covered games while the subscription lasts. Members can cancel any time.',
  createMembership: 'Create membership',
  createdMembership: 'Membership created. Players can subscribe on this page.',
  membershipLine: (priceCents: number, currency: string, interval: 'MONTH' | 'YEAR' | null) =>
    `Unlimited games for ${money(priceCents, currency)} a ${interval === 'YEAR' ? 'year' : 'month'}`,
  subscribe: (price: string, interval: 'MONTH' | 'YEAR' | null) =>
    `Subscribe for ${price}/${interval === 'YEAR' ? 'year' : 'month'}`,
  alreadyMember: 'You already have this membership.',
  memberBadge: 'Member · unlimited games',
  membershipStarted: 'Membership started: join this team’s covered games with it.',
  membershipHolderLine: (played: number, periods: number) =>
    `${played} ${played === 1 ? 'game' : 'games'} played · ${periods} ${periods === 1 ? 'period' : 'periods'} paid`,
  yourMembershipLine: (played: number) => `Membership · ${played} ${played === 1 ? 'game' : 'games'} played`,
  renewsOn: (date: string) => `Renews on ${date}`,
  endsOn: (date: string) => `Ends on ${date}`,
  endedOn: (date: string) => `Ended on ${date}`,
  cancelMembership: 'Cancel membership',
  cancelMembershipTitle: 'Cancel this membership?',
  cancelMembershipText: (date: string) =>
    `It stays active until ${date}, then ends. You won’t be charged again.`,
  cancelMembershipConfirm: 'Cancel at period end',
  keepMembership: 'Keep it',
  membershipCancelled: (date: string) => `Your membership ends on ${date}. You won’t be charged again.`,
  cancelFailed: 'The membership could not be cancelled right now. Try again in a moment.',
  membershipNotFound: 'Membership not found.',
  nothingToCancel: 'This membership is not active.',
  resumeMembership: 'Resume membership',
  membershipResumed: (date: string) => `Your membership renews on ${date} again.`,
  resumeFailed: 'The membership could not be resumed right now. Try again in a moment.',
  nothingToResume: 'This membership is not set to end, or its period is over.',
  /** The renewal's payment failed and Stripe is retrying it (past_due); covered up to the period's end + grace. */
  pastDue: (date: string) =>
    `Payment failed — update your card; Stripe will retry. Games starting before ${date} stay covered meanwhile.`,
  pastDueHolder: 'Past due — payment retrying',
  membershipEndedTitle: 'Membership ended',
  membershipEndedMessage: (name: string, team: string) =>
    `Your membership ${name} of ${team} has ended. You can subscribe again on the team’s page.`,
  memberEndedTitle: 'A membership ended',
  /** A holder deleted their account: the membership was cancelled at Stripe (no holder's name: it is gone). */
  memberDeletedMessage: (name: string) =>
    `A member of ${name} deleted their account, so their membership was cancelled and will not renew.`, // ours
  /** The seller deleted their account: the memberships they sold were cancelled at Stripe. */
  sellerDeletedMessage: (name: string, team: string) =>
    `The organizer who sold your membership ${name} of ${team} deleted their account, so it was cancelled and will not renew.`, // ours
  memberEndedMessage: (holder: string, name: string) =>
    `${holder || 'A member'}’s membership ${name} has ended.`,
  membershipRefundText: (name: string, amount: string, until: string) =>
    `${name} gets ${amount} back for the unused part of the period (until ${until}), and the membership ends now.`,
  useMembership: (name: string) => `Use membership (${name})`,
  joinedWithMembership: 'You’re in with your membership.',
  paidWithMembership: 'Joined with your membership. Leaving gives nothing back, as nothing was taken.',
  seasonEndsLabel: 'Season ends on',
  seasonEndsHint: 'Covered games starting up to the end of this day. Sold until then.',
  seasonEndsInvalid: 'Choose the season’s last day, from tomorrow to 13 months from now.',
  coversLabel: 'Covers',
  coversTeam: 'All of this team’s paid games',
  coversSeriesOption: (title: string) => `Series: ${title}`,
  coversSportOption: (sport: string) => `Sport: ${sport}`,
  coversInvalid: 'Choose what the pass covers.',
  coversNotFound: 'That series or sport is not one this team can sell a pass for.',
  createSeason: 'Create season pass',
  createdSeason: 'Season pass created. Players can buy it on this page until the season ends.',
  create: 'Create punch card',
  created: 'Punch card created. Players can buy it on this page.',
  createFailed: 'The punch card could not be created. Please try again.',
  teamNotFound: 'Team not found.',
  /** What a card covers: the team's games, one series or one sport, optionally up to a price. */
  covers: (
    scope: {
      coverage: 'TEAM' | 'SERIES' | 'SPORT';
      series: string | null;
      sport: string | null;
      team: string;
    },
    maxCents: number | null,
    currency: string,
  ) => {
    const what =
      scope.coverage === 'SERIES'
        ? `${scope.series ?? 'a series that has ended'} series`
        : scope.coverage === 'SPORT'
          ? `${scope.sport ?? 'a removed sport'} games of ${scope.team}`
          : `${scope.team}’s paid games`;
    return maxCents === null ? `Covers: ${what}` : `Covers: ${what} up to ${money(maxCents, currency)}`;
  },
  seasonLine: (priceCents: number, currency: string, until: string) =>
    `Unlimited games until ${until} for ${money(priceCents, currency)}`,
  seasonUntil: (date: string) => `Season ends ${date}`,
  seasonEnded: 'The season has ended: no longer sold.',
  seasonHolderLine: (played: number) => `${played} ${played === 1 ? 'game' : 'games'} played`,
  seasonRefundText: (name: string, left: number, total: number, amount: string) =>
    `${name} gets ${amount} back for ${left} of the season’s ${games(total)} still to come, and the pass ends. Spots booked with it in games that have not started are released.`,
  yourSeasonLine: (played: number) => `Season pass · ${played} ${played === 1 ? 'game' : 'games'} played`,
  useSeason: (name: string) => `Join with ${name}`,
  joinedWithSeason: 'You’re in with your season pass.',
  paidWithSeason: 'Joined with your season pass. Leaving gives nothing back, as nothing was taken.',
  expiry: (days: number | null) =>
    days === null ? 'Never expires' : `Expires ${days} ${days === 1 ? 'day' : 'days'} after purchase`,
  cardLine: (n: number, priceCents: number, currency: string) =>
    `${games(n)} for ${money(priceCents, currency)}`,
  // Organizer's view of a card
  stats: (holders: number, used: number) =>
    `${holders} ${holders === 1 ? 'holder' : 'holders'} · ${used} ${used === 1 ? 'game' : 'games'} played`,
  revenue: (gross: string, fee: string, refunded: string, net: string) =>
    `Sold ${gross} · platform fee ${fee} · refunded ${refunded} · you receive ${net}`,
  holdersTitle: 'Holders',
  noHolders: 'Nobody has bought this card yet. Share the team page with your players.',
  holderLine: (left: number, total: number) => `${left} of ${games(total)} left`,
  /** A partial refund made at Stripe on a card still in use (docs/passes.md). */
  partlyRefunded: (amount: string, price: string) => `${amount} of ${price} refunded`, // ours
  statusLabel: {
    ACTIVE: 'Active',
    REFUNDING: 'Refund under way',
    REFUNDED: 'Refunded',
    DISPUTED: 'Disputed — paused until decided', // ours
    EXPIRED: 'Expired',
    LAPSED: 'Ended',
  } as Record<string, string>,
  refund: (amount: string) => `Refund ${amount}`,
  refundTitle: 'Refund the unused games?',
  refundText: (name: string, left: number, amount: string) =>
    `${name} gets ${amount} back for ${games(left)} not played, and the card ends. Games already played are not refunded; spots booked with it in games that have not started are released.`,
  refundConfirm: 'Refund',
  keep: 'Keep the card',
  refunded: (amount: string) => `Refunded ${amount}. The card has ended.`,
  /** Stripe had refunded what was left (e.g. from its dashboard) before the organizer's refund: nothing new. */
  refundedAlready: 'Nothing was left to refund at Stripe. The card has ended.',
  nothingToRefund: 'This card has no unused games to refund.',
  refundFailed: 'Stripe could not refund this card right now. Try again in a moment.',
  passNotFound: 'Punch card not found.',
  paymentsOff: 'Payments are not available right now.',
  // Buyer
  buy: (price: string) => `Buy for ${price}`,
  buyFailed: 'Checkout could not be opened. Please try again.',
  cardNotFound: 'This punch card is no longer sold.',
  ownCard: 'You sell this card, so you cannot buy it.',
  sellerUnavailable: 'This team cannot take payments right now. Try again later.',
  bought: (n: number) => `Punch card bought: ${games(n)} to play.`,
  confirming: 'Your payment is being confirmed. Your card appears here in a moment.',
  yoursTitle: 'Your passes',
  yoursEmptyTitle: 'No passes yet',
  yoursEmpty: 'You have no passes yet. Teams that sell punch cards show them on their page under Passes.',
  yourLine: (left: number, total: number) => `${left} of ${games(total)} left`,
  expires: (date: string) => `Expires ${date}`,
  expired: (date: string) => `Expired ${date}`,
  // Joining a game
  usePunch: (left: number) => `Use punch card (${left} left)`,
  useNamed: (name: string, left: number) => `Use ${name} (${left} left)`,
  joinedWithPunch: (left: number) => `You’re in. One game used from your punch card: ${left} left.`,
  noPunchLeft: 'You have no punch card with games left for this game.',
  punchReturned: 'You left the game. The game went back on your punch card.',
  paidWithPunch: 'Paid with your punch card. Leaving before the cancel cutoff gives the game back.',
  // A pass that ended: its spots in later games released (lib/events/pass-spots.ts)
  membershipSpotReleasedTitle: 'Spot released', // ours
  membershipSpotReleased: (title: string) =>
    `Your membership has ended, so your spot in ${title} was released. Join again to keep playing.`, // ours
  passSpotReleased: (card: string, title: string) =>
    `Your pass ${card} was refunded, so your spot in ${title} was released. Join again to keep playing.`, // ours
  // Withdrawing a card (its seller or the team's owner; docs/passes.md "Withdrawing a pass")
  withdraw: 'Withdraw', // ours
  withdrawTitle: 'Stop selling this pass?', // ours
  withdrawText: (name: string) =>
    `${name} will no longer be sold. Players who bought it keep what they bought, and you can still refund them.`, // ours
  withdrawConfirm: 'Withdraw', // ours
  keepSelling: 'Keep selling', // ours
  withdrawn: 'The pass is withdrawn: no new sales. Holders keep what they bought.', // ours
  withdrawnAlready: 'This pass was already withdrawn.', // ours
  withdrawnLabel: 'Withdrawn — no longer sold', // ours
  withdrawFailed: 'The pass could not be withdrawn. Try again in a moment.', // ours
  withdrawNotFound: 'Pass not found, or only its seller and the team’s owner can withdraw it.', // ours
  /** The team's owner refunded a holder of a pass someone else sells: its seller is told. */
  refundedByOwnerTitle: 'Your pass was refunded by the team’s owner', // ours
  refundedByOwner: (owner: string, holder: string, card: string, amount: string) =>
    `${owner} refunded ${amount} to ${holder} for your pass ${card}; the pass has ended and the refund is taken back from your payouts.`, // ours
} as const;
