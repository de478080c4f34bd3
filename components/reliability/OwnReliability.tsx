import { Card } from '@/components/ui';
import { reliabilityMessages as m } from '@/lib/messages/reliability';
import { ownReliability } from '@/lib/reliability/queries';

/** The player's own reliability record and what counts (settings, privacy tab). Only ever the viewer's own. */
export async function OwnReliability({ viewerId }: { viewerId: string }) {
  const record = await ownReliability(viewerId);
  return (
    <Card title={m.ownTitle} headingLevel={2}>
      <div className="space-y-3 px-4 py-3 text-sm text-slate-700">
        <p className="text-base font-medium text-slate-900" data-testid="own-reliability">
          {m.summary(record)}
        </p>
        <p>{m.ownIntro}</p>
        <ul className="list-disc space-y-1 pl-5">
          {m.whatCounts.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
