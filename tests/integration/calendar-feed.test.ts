import { describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/calendar/[token]/route';
import { db } from '@/lib/db';
import { rotateCalendarFeedAction } from '@/lib/events/actions';
import { calendarFeedUrl } from '@/lib/events/queries';
import { eventUiMessages as ui } from '@/lib/messages/events';
import { callAs } from '@/tests/support/act-as';
import { makeEvent } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';

// The calendar feed (issue 10 §8): one secret URL per user with every game they are going to or waitlisted
// for; a new link kills the old one.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const fetchFeed = async (url: string) => {
  const token = new URL(url).pathname.split('/').pop()!;
  return GET(new Request(url), { params: Promise.resolve({ token }) });
};

const game = (creatorId: string, title: string, hours: number) =>
  makeEvent(creatorId, { title, hours, locationName: 'Denver, CO', address: 'Washington Park, field 2' });

describe('calendar feed', () => {
  it('serves the games one is going to or waitlisted for, and only under the newest link', async () => {
    const host = await makeUser('Host');
    const me = await makeUser('Me');
    const going = await game(host.id, 'Tuesday 5s, going', 24);
    const waiting = await game(host.id, 'Thursday 7s, waiting', 48);
    const other = await game(host.id, 'Not mine', 72);
    const longAgo = await game(host.id, 'Old game', -24 * 60);
    await db.eventParticipant.createMany({
      data: [
        { eventId: going.id, userId: me.id, status: 'GOING' },
        { eventId: waiting.id, userId: me.id, status: 'WAITLIST', waitlistedAt: new Date() },
        { eventId: longAgo.id, userId: me.id, status: 'GOING' },
        { eventId: other.id, userId: host.id, status: 'GOING' },
      ],
    });

    expect(await calendarFeedUrl(me.id)).toBeNull();
    const made = await callAs(me, rotateCalendarFeedAction, {});
    expect(made).toMatchObject({ ok: true, message: ui.feedCreated });
    const url = made.ok ? made.data.url : '';
    expect(url).toMatch(/^http:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{32}$/);
    expect(await calendarFeedUrl(me.id)).toBe(url);

    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const body = await response.text();
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(body).toContain('SUMMARY:Tuesday 5s\\, going');
    expect(body).toContain(`SUMMARY:${ui.feedWaitlisted('Thursday 7s\\, waiting')}`);
    expect(body).toContain('STATUS:TENTATIVE');
    expect(body).toContain(`UID:${going.id}@`);
    expect(body).not.toContain('Not mine');
    expect(body).not.toContain('Old game');

    // A new link: the old one stops working at once.
    const again = await callAs(me, rotateCalendarFeedAction, {});
    expect(again).toMatchObject({ ok: true, message: ui.feedRotated });
    expect((await fetchFeed(url)).status).toBe(404);
    expect((await fetchFeed(again.ok ? again.data.url : '')).status).toBe(200);
    expect((await fetchFeed('http://app.test/api/calendar/guess')).status).toBe(404);
    // The secret never leaves the database in ordinary user reads.
    expect(await db.user.findUniqueOrThrow({ where: { id: me.id } })).not.toHaveProperty('calendarFeedToken');
  });
});
