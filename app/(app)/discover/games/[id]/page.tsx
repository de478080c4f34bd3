import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { GameDetail } from '@/components/games/GameDetail';
import { getActiveViewer } from '@/lib/auth/viewer';
import { gameDetail } from '@/lib/games/queries';
import { gamesUi as m } from '@/lib/messages/games';

type Props = { params: Promise<{ id: string }> };

const load = cache(async (id: string) => {
  const viewer = await getActiveViewer();
  return id.length <= 64 ? gameDetail(viewer?.id ?? null, id) : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await load((await params).id);
  if (!view) return { title: m.gameNotFound, robots: { index: false } };
  const { game } = view;
  return {
    title: `${game.home?.name ?? game.homePending} ${m.vs} ${game.away?.name ?? game.awayPending} · ${view.event.title}`,
    robots: { index: false },
  };
}

// One game of an event (discover/games/{id}): sides, score and status, live; seen by whoever sees the event.
export default async function GamePage({ params }: Props) {
  const view = await load((await params).id);
  if (!view) notFound();
  return <GameDetail initial={view} />;
}
