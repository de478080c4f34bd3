import { Badge, ButtonLink, Card, EmptyState } from '@/components/ui';
import { dateTimeFormat } from '@/lib/intl';
import { passMessages as m } from '@/lib/messages/passes';
import type { TeamPasses } from '@/lib/passes/queries';
import { CreatePunchCardForm } from './CreatePunchCardForm';
import { BuyPunchCardButton, RefundPassButton, WithdrawPunchCardButton } from './PassButtons';
import { PassList } from './PassList';

// The team page's Passes tab (issue 34 §1): the cards for sale (Buy), the viewer's own cards of this team, and
// for the team's organizers each card's holders, games played and revenue, with a pro-rata refund per holder.
export function TeamPassesTab({ teamId, data }: { teamId: string; data: TeamPasses }) {
  const money = (cents: number, currency: string) => m.money(cents, currency);
  const day = (d: Date) => dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
  return (
    <div className="space-y-4">
      {data.mine.length > 0 && (
        <Card title={m.yoursTitle}>
          <div>
            <PassList passes={data.mine} showTeam={false} />
          </div>
        </Card>
      )}
      <Card title={m.cardsTitle}>
        <div className="space-y-4">
          <p className="text-sm text-slate-700">{data.canManage ? m.cardsIntro : m.cardsIntroPlayer}</p>
          {data.cards.length === 0 && (
            <EmptyState
              title={m.cardsTitle}
              description={data.canManage ? m.noCardsManager : m.noCardsPlayer}
              headingLevel={3}
            />
          )}
          <ul className="space-y-3">
            {data.cards.map((card) => (
              <li
                key={card.id}
                className="space-y-2 rounded-md border border-slate-200 p-3"
                data-testid="punch-card"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{card.name}</p>
                    <p className="text-sm text-slate-700">
                      {card.kind === 'MEMBERSHIP'
                        ? m.membershipLine(card.priceCents, card.currency, card.interval)
                        : card.seasonEndsAt
                          ? m.seasonLine(card.priceCents, card.currency, day(card.seasonEndsAt))
                          : m.cardLine(card.games, card.priceCents, card.currency)}
                    </p>
                    <p className="text-xs text-slate-600" data-testid="pass-covers">
                      {m.covers(card.scope, card.maxGamePriceCents, card.currency)}
                      {card.kind === 'PUNCH_CARD' && ` · ${m.expiry(card.expiryDays)}`}
                    </p>
                    {card.ended && <p className="text-xs text-slate-600">{m.seasonEnded}</p>}
                    {card.withdrawn && <Badge>{m.withdrawnLabel}</Badge>}
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    {!card.ownCard && !card.ended && !card.withdrawn && (
                      <BuyPunchCardButton
                        cardId={card.id}
                        price={money(card.priceCents, card.currency)}
                        interval={card.kind === 'MEMBERSHIP' ? card.interval : undefined}
                      />
                    )}
                    {card.canWithdraw && <WithdrawPunchCardButton cardId={card.id} name={card.name} />}
                  </div>
                </div>
                {card.organizer && (
                  <div className="space-y-2 border-t border-slate-200 pt-2">
                    <p className="text-sm text-slate-800">
                      {m.stats(card.organizer.holders, card.organizer.used)}
                    </p>
                    <p className="text-sm text-slate-800">
                      {m.revenue(
                        money(card.organizer.sold, card.currency),
                        money(card.organizer.fee, card.currency),
                        money(card.organizer.refunded, card.currency),
                        money(card.organizer.net, card.currency),
                      )}
                    </p>
                    <h3 className="text-sm font-semibold text-slate-900">{m.holdersTitle}</h3>
                    {card.organizer.passes.length === 0 ? (
                      <p className="text-sm text-slate-600">{m.noHolders}</p>
                    ) : (
                      <ul className="divide-y divide-slate-100">
                        {card.organizer.passes.map((p) => (
                          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                            <span className="text-sm text-slate-900">{p.holder}</span>
                            <span className="flex flex-wrap items-center gap-2">
                              {p.status === 'ACTIVE' ? (
                                <Badge tone="success">
                                  {card.kind === 'MEMBERSHIP'
                                    ? m.membershipHolderLine(p.played, p.periodsPaid)
                                    : card.kind === 'SEASON'
                                      ? m.seasonHolderLine(p.played)
                                      : m.holderLine(p.remaining, p.games)}
                                </Badge>
                              ) : (
                                <Badge>{m.statusLabel[p.status]}</Badge>
                              )}
                              {p.pastDue && <Badge tone="warning">{m.pastDueHolder}</Badge>}
                              {p.partRefundedCents > 0 && (
                                <Badge>
                                  {m.partlyRefunded(
                                    money(p.partRefundedCents, card.currency),
                                    money(card.priceCents, card.currency),
                                  )}
                                </Badge>
                              )}
                              {card.canRefund && p.refundCents > 0 && (
                                <RefundPassButton
                                  passId={p.id}
                                  text={
                                    card.kind === 'MEMBERSHIP'
                                      ? m.membershipRefundText(
                                          p.holder,
                                          money(p.refundCents, card.currency),
                                          m.day(p.periodEndsAt),
                                        )
                                      : card.kind === 'SEASON'
                                        ? m.seasonRefundText(
                                            p.holder,
                                            p.refundLeft,
                                            p.refundTotal,
                                            money(p.refundCents, card.currency),
                                          )
                                        : m.refundText(
                                            p.holder,
                                            p.refundLeft,
                                            money(p.refundCents, card.currency),
                                          )
                                  }
                                  amount={money(p.refundCents, card.currency)}
                                />
                              )}
                            </span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </div>
      </Card>
      {data.canManage && (
        <Card title={m.createTitle}>
          <div>
            {data.payoutsActive ? (
              <CreatePunchCardForm teamId={teamId} covers={data.covers} />
            ) : (
              <div className="space-y-2">
                <p className="text-sm text-slate-700">{m.payoutsNeeded}</p>
                <ButtonLink href="/billing#payouts" variant="secondary">
                  {m.setUpPayouts}
                </ButtonLink>
              </div>
            )}
          </div>
        </Card>
      )}
    </div>
  );
}
