import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { findPlayersNear } from '@/lib/players/service';
import { privacyScreenData } from '@/lib/account/privacy-screen';
import { updatePrivacyFlags } from '@/lib/privacy/service';
import { saveProfileAction } from '@/lib/profile/actions';
import { callAs } from '@/tests/support/act-as';

vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

// Issue 19, finding 8: who can be found in "Players near you", how precisely, and where "their city" is.

const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const MILE_IN_LAT = 1 / 69.05;
let seq = 0;

async function person(name: string, extra: { birthdate?: Date; miles?: number; show?: boolean } = {}) {
  seq += 1;
  return db.user.create({
    data: {
      email: `disc-${seq}@example.com`,
      displayName: name,
      emailVerified: new Date(),
      hasAdditionalInfo: true,
      cityName: 'Austin, TX',
      cityLat: AUSTIN.lat + (extra.miles ?? 1.37) * MILE_IN_LAT,
      cityLng: AUSTIN.lng,
      birthdate: extra.birthdate,
      showInPlayersNear: extra.show ?? true,
    },
  });
}

const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate() + days));
};

const near = async (viewerId: string) =>
  (await findPlayersNear(db, viewerId, { ...AUSTIN, radiusMiles: 25, page: 1, pageSize: 50 })).players;

describe('Players near you', () => {
  it('lists adults who left the setting on, never minors (by birthdate or a guardian link), in whole miles', async () => {
    const viewer = await person('Viewer');
    const adult = await person('Adult', { birthdate: yearsAgo(30), miles: 2.6 });
    const hidden = await person('Hidden', { show: false });
    const seventeen = await person('Seventeen', { birthdate: yearsAgo(18, 1) });
    const justEighteen = await person('Eighteen', { birthdate: yearsAgo(18) });
    const child = await person('Child');
    const parent = await person('Parent');
    await db.familyConnection.create({
      data: {
        id: `fm_disc_${seq}`,
        requesterId: child.id,
        recipientId: parent.id,
        requesterName: 'Child',
        recipientName: 'Parent',
        requesterRelation: 'PARENT',
        recipientRelation: 'CHILD',
        isRecipientPlatformUser: true,
        status: 'ACCEPTED',
      },
    });

    const players = await near(viewer.id);
    const ids = players.map((p) => p.id);
    expect(ids).toContain(adult.id);
    expect(ids).toContain(justEighteen.id);
    expect(ids).toContain(parent.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(seventeen.id);
    expect(ids).not.toContain(child.id);
    for (const p of players) expect(Number.isInteger(p.distanceMiles)).toBe(true);
    expect(players.find((p) => p.id === adult.id)?.distanceMiles).toBe(3);
  });

  it('keeps the setting off and locked for a known minor, whatever is sent', async () => {
    const teen = await person('Teen', { birthdate: yearsAgo(15) });
    await updatePrivacyFlags(
      db,
      teen.id,
      {
        messagesFromAnyone: true,
        publicOnlineStatus: true,
        publicUpcomingGames: true,
        showInPlayersNear: true,
      },
      { badgesEnabled: false },
    );
    expect((await db.user.findUniqueOrThrow({ where: { id: teen.id } })).showInPlayersNear).toBe(false);
    const screen = await privacyScreenData({ id: teen.id, betaAudiences: [] });
    expect(screen.playersNearLocked).toBe(true);
    expect(screen.flags.showInPlayersNear).toBe(false);

    const grownUp = await person('Grown', { birthdate: yearsAgo(40) });
    await updatePrivacyFlags(
      db,
      grownUp.id,
      {
        messagesFromAnyone: true,
        publicOnlineStatus: true,
        publicUpcomingGames: true,
        showInPlayersNear: false,
      },
      { badgesEnabled: false },
    );
    expect((await db.user.findUniqueOrThrow({ where: { id: grownUp.id } })).showInPlayersNear).toBe(false);
    expect((await privacyScreenData({ id: grownUp.id, betaAudiences: [] })).playersNearLocked).toBe(false);
  });
});

describe('saved cities are cities from the list', () => {
  const edit = (city: { name: string; lat: number; lng: number }) => ({
    displayName: 'Mover',
    fullName: 'Mo Ver',
    lastName: '',
    city: { ...city, city: city.name.split(',')[0], state: 'CO', country: 'US', formattedAddress: '' },
    gender: '',
    pronoun: '',
    birthdate: '',
    phoneNumber: '',
  });

  it('stores the listed city’s own coordinates, not the ones sent', async () => {
    const mover = await person('Mover');
    const result = await callAs(
      mover,
      saveProfileAction,
      edit({ name: 'Denver, CO', lat: 39.76, lng: -104.95 }),
    );
    expect(result.ok).toBe(true);
    const saved = await db.user.findUniqueOrThrow({ where: { id: mover.id } });
    expect(saved.cityName).toBe('Denver, CO');
    expect(saved.cityLat).toBeCloseTo(39.739, 2);
    expect(saved.cityLng).toBeCloseTo(-104.985, 2);
  });

  it('refuses a point that is not near any listed city', async () => {
    const sailor = await person('Sailor');
    const result = await callAs(sailor, saveProfileAction, edit({ name: 'Denver, CO', lat: 35, lng: -140 }));
    expect(result).toMatchObject({ ok: false, fieldErrors: { city: [expect.any(String)] } });
    expect((await db.user.findUniqueOrThrow({ where: { id: sailor.id } })).cityLat).toBeCloseTo(
      AUSTIN.lat + 1.37 * MILE_IN_LAT,
      5,
    );
  });
});
