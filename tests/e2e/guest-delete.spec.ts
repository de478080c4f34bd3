import { expect, test } from '@playwright/test';
import { sql } from './support/db';
import { DEMO, signedIn } from './support/players';

// A guest without an account can be deleted from the list that shows it (the game's manage page): the host
// confirms in an alert dialog, and the guest leaves the game, its spot given back (lib/guests/service.ts
// deleteGuest).

test('a host deletes a guest without an account from the manage page, after confirming', async ({
  browser,
}) => {
  const id = `e2e-guest-${Date.now()}`;
  await sql(
    `INSERT INTO events (id, title, "creatorId", "locationName", lat, lng, geohash, "dateStart", "timeZone", capacity, "updatedAt")
     SELECT $1, 'Guest cleanup 7s', u.id, 'Austin, TX', 30.27, -97.74, '9v6kp', now() + interval '2 days',
            'America/Chicago', 10, now()
       FROM users u WHERE u.email = $2`,
    [id, DEMO.email],
  );
  const host = await signedIn(browser, DEMO.email);
  await host.goto(`/event/${id}/manage`);
  const card = host.getByRole('region', { name: 'Guests without an account' });
  const email = `guest-${Date.now()}@example.com`;
  await card.getByLabel('Name').fill('Gale Guest');
  await card.getByLabel('Email').fill(email);
  await card.getByRole('button', { name: 'Add guest' }).click();
  await expect(card.getByText('Gale Guest')).toBeVisible();

  // Asked first: cancelling keeps the guest.
  await card.getByRole('button', { name: 'Delete Gale Guest' }).click();
  const confirm = host.getByRole('alertdialog', { name: 'Delete this guest?' });
  await expect(confirm.getByText(/Gale Guest leaves every game and roster of yours/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText('Gale Guest')).toBeVisible();

  await card.getByRole('button', { name: 'Delete Gale Guest' }).click();
  await confirm.getByRole('button', { name: 'Delete guest' }).click();
  await expect(host.getByText('Guest deleted')).toBeVisible();
  await expect(card.getByText('Gale Guest')).toBeHidden();
  await expect(card.getByText('No guests added.')).toBeVisible();
  const rows = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM guest_users WHERE email = $1`, [
    email,
  ]);
  expect(rows[0]!.n).toBe(0);
  const [event] = await sql<{ goingCount: number }>(`SELECT "goingCount" FROM events WHERE id = $1`, [id]);
  expect(event!.goingCount).toBe(0);
});
