import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { nearbyEvents } from '@/lib/events/queries';
import { discoverFilterSchema } from '@/lib/events/schema';
import { shownAtMyLevel } from '@/lib/levels/rules';
import { makeEvent } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';

// Discover's "games at my level" (issue 32 §3): the SQL filter against the pure rule on generated players and
// games, each run in its own corner of the map so only its games are near.

let sports: string[];
beforeAll(async () => {
  sports = await Promise.all(
    ['Pickleball', 'Soccer'].map(
      async (label) => (await db.gameType.upsert({ where: { label }, create: { label }, update: {} })).id,
    ),
  );
});

const level = fc.option(
  fc.integer({ min: 4, max: 11 }).map((n) => n * 5),
  { nil: null },
);
const range = fc.tuple(level, level).map(([a, b]) => (a !== null && b !== null && a > b ? [b, a] : [a, b]));
let corner = 0;

describe('games at my level', () => {
  it('SQL shows exactly the games the pure rule shows, and every game with level=any', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(level, level),
        fc.array(fc.tuple(fc.constantFrom(0, 1), range), { minLength: 1, maxLength: 8 }),
        async (viewerLevels, games) => {
          corner += 1;
          const at = { lat: 10 + corner * 0.5, lng: 10 };
          const host = await makeUser('Host');
          const viewer = await makeUser('Viewer');
          for (const [k, l] of viewerLevels.entries())
            if (l !== null)
              await db.playerLevel.create({ data: { userId: viewer.id, gameTypeId: sports[k], level: l } });
          const made = [];
          for (const [k, [sport, [min, max]]] of games.entries())
            made.push({
              ...(await makeEvent(host.id, {
                at,
                hours: 24 + k,
                gameTypeId: sports[sport],
                levelMin: min,
                levelMax: max,
              })),
              sport,
            });
          const expected = made
            .filter((e) => shownAtMyLevel(viewerLevels[e.sport], { min: e.levelMin, max: e.levelMax }))
            .map((e) => e.id);
          const mineOnly = await nearbyEvents(viewer.id, at, discoverFilterSchema.parse({ radius: '5' }));
          expect(mineOnly.events.map((e) => e.id)).toEqual(expected);
          const all = await nearbyEvents(
            viewer.id,
            at,
            discoverFilterSchema.parse({ radius: '5', level: 'any' }),
          );
          expect(all.events.map((e) => e.id)).toEqual(made.map((e) => e.id));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('a player without levels sees every game; a rated one misses games outside the range for that sport only', async () => {
    const at = { lat: 5, lng: 5 };
    const host = await makeUser('Host');
    const [pickleball, soccer] = sports;
    const open = await makeEvent(host.id, { at, hours: 30, gameTypeId: pickleball });
    const beginners = await makeEvent(host.id, { at, hours: 31, gameTypeId: pickleball, levelMax: 30 });
    const strong = await makeEvent(host.id, { at, hours: 32, gameTypeId: pickleball, levelMin: 40 });
    const soccerAdvanced = await makeEvent(host.id, { at, hours: 33, gameTypeId: soccer, levelMin: 40 });
    const ids = async (userId: string) => (await nearbyEvents(userId, at)).events.map((e) => e.id);
    const newcomer = await makeUser('New');
    expect(await ids(newcomer.id)).toEqual([open.id, beginners.id, strong.id, soccerAdvanced.id]);
    const rated = await makeUser('Rated');
    await db.playerLevel.create({ data: { userId: rated.id, gameTypeId: pickleball, level: 45 } });
    // Rated 4.5 in pickleball, not in soccer: the 3.0-and-under game goes, the soccer game stays.
    expect(await ids(rated.id)).toEqual([open.id, strong.id, soccerAdvanced.id]);
  });
});
