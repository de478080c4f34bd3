import type { Metadata } from 'next';
import Link from 'next/link';
import { ConnectView } from '@/components/connections/ConnectView';
import { FreePlayersNear, type FreeNearResult } from '@/components/connections/FreePlayersNear';
import { requireViewer } from '@/lib/auth/viewer';
import { connectPage } from '@/lib/connections/queries';
import { homeMessages } from '@/lib/messages/home';
import { followUi } from '@/lib/messages/teams';
import { connectUi as m } from '@/lib/messages/places';
import { freeNearDefaults, playersFreeNear } from '@/lib/players/queries';
import { freeNearSchema, type FreeNearInput } from '@/lib/players/schema';

export const metadata: Metadata = { title: m.title };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

// connect: my connections, incoming and sent requests, people I may know (played with, shared teams), and
// "Who is free near you" (users by location with availability: players free at a chosen time).
export default async function ConnectPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireViewer({ profile: true });
  const params = await searchParams;
  const defaults = freeNearDefaults(viewer.timeZone);
  const asked = one(params.date) !== undefined;
  const values: Required<{ [K in keyof FreeNearInput]: string }> = {
    date: one(params.date) ?? defaults.date,
    time: one(params.time) ?? defaults.time,
    hours: one(params.hours) ?? defaults.hours,
    radius: one(params.radius) ?? defaults.radius,
  };
  const parsed = asked ? freeNearSchema.safeParse(values) : null;
  const errors: Partial<Record<keyof FreeNearInput, string>> = {};
  if (parsed && !parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof FreeNearInput;
      errors[key] ??= issue.message;
    }
  }
  const [lists, free] = await Promise.all([
    connectPage(viewer.id),
    parsed?.success ? playersFreeNear(viewer.id, parsed.data) : Promise.resolve(null),
  ]);
  const result: FreeNearResult = free;
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{m.title}</h1>
          <p className="text-slate-700">{m.intro}</p>
        </div>
        {/* Scan a player card met at a game (also in the Player Card), and the hosts the viewer follows. */}
        <div className="flex flex-wrap gap-4 text-sm font-semibold text-emerald-700">
          <Link href="/scan" className="hover:underline">
            {homeMessages.scanButton}
          </Link>
          <Link href="/subscriptions" className="hover:underline">
            {followUi.title}
          </Link>
        </div>
      </div>
      <ConnectView {...lists} />
      <div id="free-near" className="scroll-mt-4">
        <FreePlayersNear values={values} errors={errors} result={result} />
      </div>
    </div>
  );
}
