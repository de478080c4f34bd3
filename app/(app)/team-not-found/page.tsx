import type { Metadata } from 'next';
import { TeamNotFound } from '@/components/teams/TeamNotFound';
import { teamUi as m } from '@/lib/messages/teams';

export const metadata: Metadata = { title: m.teamNotFound, robots: { index: false } };

// The route table's team-not-found page (team/{id} answers the same for an unknown id, with a 404).
export default function TeamNotFoundPage() {
  return <TeamNotFound />;
}
