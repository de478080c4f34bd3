import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { createEventAction, editEventAction } from '@/lib/events/actions';
import { editEventForm, eventPage } from '@/lib/events/queries';
import { loadPlayerCard } from '@/lib/home/player-card';
import { levelFromQuizAction, rateLevelAction, setLevelAction } from '@/lib/levels/actions';
import { levelRatingRows, levelRowsFor, shownLevels } from '@/lib/levels/queries';
import { commonMessages } from '@/lib/messages';
import { levelsMessages as m } from '@/lib/messages/levels';
import { callAs } from '@/tests/support/act-as';
import { gameInput, makeEvent } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';

vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

// Skill levels (issue 32 §3): a player's self-rating per sport, on that sport's scale, private if they choose.

let pickleball: string;
let soccer: string;
beforeAll(async () => {
  const upsert = (label: string) => db.gameType.upsert({ where: { label }, create: { label }, update: {} });
  pickleball = (await upsert('Pickleball')).id;
  soccer = (await upsert('Soccer')).id;
});

describe('setting a level', () => {
  it('saves a level on the sport’s scale and shows it on the profile and player card', async () => {
    const ana = await makeUser('Ana');
    await db.userSport.create({ data: { userId: ana.id, gameTypeId: soccer } });
    expect(await callAs(ana, setLevelAction, { gameTypeId: pickleball, level: 35, private: false })).toEqual({
      ok: true,
      message: m.saved,
      data: undefined,
    });
    await callAs(ana, setLevelAction, { gameTypeId: soccer, level: 30, private: false });
    const viewer = await makeUser('Viewer');
    expect(await shownLevels(ana.id, viewer.id)).toEqual(
      expect.arrayContaining([
        { sport: 'Pickleball', label: '3.5', private: false },
        { sport: 'Soccer', label: 'Intermediate', private: false },
      ]),
    );
    expect((await loadPlayerCard(db, ana.id))?.levels).toEqual(
      expect.arrayContaining([{ sport: 'Pickleball', label: '3.5' }]),
    );
    // Settings lists each marked sport plus any rated one, with the sport's own scale.
    const rows = await levelRowsFor(ana.id);
    expect(rows.find((r) => r.sport === 'Soccer')?.options.map((o) => o.label)).toEqual([
      'Beginner',
      'Intermediate',
      'Advanced',
      'Competitive',
    ]);
    expect(rows.find((r) => r.sport === 'Pickleball')?.level).toBe(35);
  });

  it('refuses a level off the sport’s scale and an unknown sport, changing nothing', async () => {
    const ben = await makeUser('Ben');
    expect(await callAs(ben, setLevelAction, { gameTypeId: soccer, level: 35, private: false })).toEqual({
      ok: false,
      fieldErrors: { level: [m.offScale] },
    });
    expect(await callAs(ben, setLevelAction, { gameTypeId: 'nope', level: 30, private: false })).toEqual({
      ok: false,
      fieldErrors: { gameTypeId: [m.sportUnknown] },
    });
    expect(await db.playerLevel.count({ where: { userId: ben.id } })).toBe(0);
  });

  it('a private level is seen by its player only, and clearing removes it', async () => {
    const cy = await makeUser('Cy');
    const other = await makeUser('Other');
    await callAs(cy, setLevelAction, { gameTypeId: pickleball, level: 40, private: true });
    expect(await shownLevels(cy.id, other.id)).toEqual([]);
    expect(await shownLevels(cy.id, cy.id)).toEqual([{ sport: 'Pickleball', label: '4.0', private: true }]);
    expect((await loadPlayerCard(db, cy.id))?.levels).toEqual([]);
    await callAs(cy, setLevelAction, { gameTypeId: pickleball, level: null, private: false });
    expect(await db.playerLevel.count({ where: { userId: cy.id } })).toBe(0);
  });

  it('the pickleball quiz result becomes the pickleball level, keeping it private if it was', async () => {
    const di = await makeUser('Di');
    await callAs(di, setLevelAction, { gameTypeId: pickleball, level: 20, private: true });
    expect(await callAs(di, levelFromQuizAction, { level: '3-0' })).toMatchObject({ ok: true });
    expect(
      await db.playerLevel.findUnique({
        where: { userId_gameTypeId: { userId: di.id, gameTypeId: pickleball } },
      }),
    ).toMatchObject({ level: 30, private: true, source: 'QUIZ' });
  });
});

describe('a game’s level range', () => {
  it('is saved from the create form, shown on the event page, and edited back to none', async () => {
    const host = await makeUser('Host');
    const created = await callAs(
      host,
      createEventAction,
      gameInput({ gameTypeId: pickleball, levelMin: 30, levelMax: 40, levelRequired: true }),
    );
    if (!created.ok) throw new Error(JSON.stringify(created));
    const id = created.data.id;
    expect(await db.event.findUniqueOrThrow({ where: { id } })).toMatchObject({
      levelMin: 30,
      levelMax: 40,
      levelRequired: true,
    });
    expect(await eventPage(host.id, id)).toMatchObject({
      gameType: 'Pickleball',
      levelMin: 30,
      levelMax: 40,
    });
    const form = await editEventForm(host.id, id);
    if (!form) throw new Error('not manageable');
    expect(form.defaults).toMatchObject({ levelMin: 30, levelMax: 40, levelRequired: true });
    expect(
      await callAs(host, editEventAction, {
        ...form.defaults,
        levelMin: null,
        levelMax: null,
        levelRequired: true,
      }),
    ).toMatchObject({ ok: true });
    // "Required" means nothing without a range, so it is not kept.
    expect(await db.event.findUniqueOrThrow({ where: { id } })).toMatchObject({
      levelMin: null,
      levelMax: null,
      levelRequired: false,
    });
  });

  it('refuses a range off the sport’s scale or upside down, creating nothing', async () => {
    const host = await makeUser('Host');
    // 3.5 is a pickleball rating, not a soccer band.
    expect(
      await callAs(host, createEventAction, gameInput({ gameTypeId: soccer, levelMin: 35, levelMax: null })),
    ).toEqual({ ok: false, fieldErrors: { levelMin: [m.offScale] } });
    expect(
      await callAs(host, createEventAction, {
        ...gameInput({ gameTypeId: pickleball }),
        levelMin: 40,
        levelMax: 30,
      }),
    ).toMatchObject({ ok: false, fieldErrors: { levelMax: [m.rangeInvalid] } });
    expect(await db.event.count({ where: { creatorId: host.id } })).toBe(0);
  });
});

describe('level checked games', () => {
  it('the host rates players after the game; it feeds a confidence and leaves the self-rating alone', async () => {
    const host = await makeUser('Host');
    const eve = await makeUser('Eve');
    const noShow = await makeUser('Gone');
    await callAs(eve, setLevelAction, { gameTypeId: pickleball, level: 30, private: false });
    const game = await makeEvent(host.id, { hours: -5, gameTypeId: pickleball, levelChecked: true });
    const going = await db.eventParticipant.create({
      data: { eventId: game.id, userId: eve.id, status: 'GOING' },
    });
    const absent = await db.eventParticipant.create({
      data: { eventId: game.id, userId: noShow.id, status: 'GOING', noShow: true },
    });
    const rows = await levelRatingRows(host.id, game.id);
    expect(rows?.players).toEqual([{ participantId: going.id, name: 'Eve', level: null }]);
    expect(
      await callAs(host, rateLevelAction, { eventId: game.id, participantId: going.id, level: 40 }),
    ).toEqual({
      ok: true,
      message: m.rateSaved,
      data: undefined,
    });
    // Rating again replaces this game's rating.
    await callAs(host, rateLevelAction, { eventId: game.id, participantId: going.id, level: 35 });
    expect((await levelRatingRows(host.id, game.id))?.players[0].level).toBe(35);
    // A no-show is not rated; the self-rating stays 3.0; the confidence shows the host's 3.5.
    expect(
      await callAs(host, rateLevelAction, { eventId: game.id, participantId: absent.id, level: 40 }),
    ).toEqual({
      ok: false,
      message: commonMessages.gameNotFound,
    });
    const row = (await levelRowsFor(eve.id)).find((r) => r.gameTypeId === pickleball);
    expect(row).toMatchObject({ level: 30, confidence: { count: 1, level: 35 } });
  });

  it('refuses before the game ends, for a game not level checked, and for a non-host', async () => {
    const host = await makeUser('Host');
    const fay = await makeUser('Fay');
    const upcoming = await makeEvent(host.id, { hours: 5, gameTypeId: pickleball, levelChecked: true });
    const plain = await makeEvent(host.id, { hours: -5, gameTypeId: pickleball });
    const [a, b] = await Promise.all(
      [upcoming, plain].map((e) =>
        db.eventParticipant.create({ data: { eventId: e.id, userId: fay.id, status: 'GOING' } }),
      ),
    );
    expect(
      await callAs(host, rateLevelAction, { eventId: upcoming.id, participantId: a.id, level: 30 }),
    ).toEqual({
      ok: false,
      message: m.rateNotEnded,
    });
    expect(
      await callAs(host, rateLevelAction, { eventId: plain.id, participantId: b.id, level: 30 }),
    ).toEqual({
      ok: false,
      message: m.rateNotChecked,
    });
    expect(await callAs(fay, rateLevelAction, { eventId: plain.id, participantId: b.id, level: 30 })).toEqual(
      {
        ok: false,
        message: commonMessages.gameNotFound,
      },
    );
    expect(await levelRatingRows(host.id, upcoming.id)).toBeNull();
    expect(await db.levelRating.count({ where: { userId: fay.id } })).toBe(0);
  });
});
