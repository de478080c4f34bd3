'use client';

import type { BracketView as Bracket } from '@/lib/games/queries';
import { gamesUi as m } from '@/lib/messages/games';
import { GameCard, type GameCardActions } from './GameCard';

/**
 * A playoff bracket as a document: a heading per part (double elimination) and per round, each round an ordered
 * list of its games. On wide screens the rounds sit side by side; on a phone they stack.
 */
export function BracketView({ bracket, actions }: { bracket: Bracket; actions: GameCardActions | null }) {
  const many = bracket.parts.length > 1;
  return (
    <div className="space-y-6">
      {bracket.champion && (
        <p
          className="rounded-lg bg-emerald-50 px-4 py-3 text-center font-semibold text-emerald-900"
          role="status"
        >
          <span aria-hidden>🏆 </span>
          {m.champion(bracket.champion.name)}
        </p>
      )}
      {bracket.parts.map((part) => (
        <section key={part.part} aria-labelledby={`bracket-${part.part}`} className="space-y-3">
          <h3
            id={`bracket-${part.part}`}
            className={many ? 'text-base font-semibold text-slate-900' : 'sr-only'}
          >
            {m.parts[part.part]}
          </h3>
          <div className="flex flex-col gap-4 md:flex-row md:overflow-x-auto md:pb-2">
            {part.rounds.map((round) => {
              // A part that is one round of the same name (the grand final) needs no second heading.
              const named = round.name !== m.parts[part.part] || !many;
              const headingId = `bracket-${part.part}-${round.round}`;
              return (
                <section
                  key={round.round}
                  aria-labelledby={named ? headingId : undefined}
                  className="md:w-60 md:shrink-0"
                >
                  {named && (
                    <h4
                      id={headingId}
                      className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase"
                    >
                      {round.name}
                    </h4>
                  )}
                  <ol className="flex flex-col gap-3 md:h-[calc(100%-1.75rem)] md:justify-around">
                    {round.games.map((game) => (
                      <li key={game.id}>
                        <GameCard game={game} actions={actions} compact detailsLink={false} />
                      </li>
                    ))}
                  </ol>
                </section>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
