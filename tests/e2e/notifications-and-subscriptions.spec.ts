import { expect, test, type Page } from '@playwright/test';
import { createPrismaClient, type Db } from '@/lib/db';
import { createEvent } from '@/lib/events/service';
import { gameInput } from '@/tests/support/events';
import { linkFromMail } from './support/mailbox';
import { DEMO, logIn as logInAs } from './support/players';
import { E2E_PORT } from '../../playwright.config';

const HOST_ID = 'seed-user-000001'; // another seeded player, who creates the events
const AUSTIN = { lat: 30.2672, lng: -97.7431 }; // the demo user subscribes to Pickleball around Austin (15 mi)
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@localhost:54331/beans';

let db: Db;
test.beforeAll(() => {
  process.env.APP_URL = `http://localhost:${E2E_PORT}`;
  db = createPrismaClient(DATABASE_URL);
});
test.afterAll(() => db.$disconnect());

const logIn = (page: Page) => logInAs(page, DEMO.email);

// Another player creates a Pickleball event near Austin, through the same service the app uses.
async function hostCreatesPickleballEvent(title: string) {
  const pickleball = await db.gameType.findUniqueOrThrow({ where: { label: 'Pickleball' } });
  const result = await createEvent(
    db,
    HOST_ID,
    gameInput({
      title,
      gameTypeId: pickleball.id,
      startsAt: new Date(Date.now() + 2 * 86_400_000),
      timeZone: 'America/Chicago',
      address: 'Zilker Park Courts',
      at: { lat: AUSTIN.lat + 0.02, lng: AUSTIN.lng },
    }),
  );
  if (!result.ok) throw new Error(result.reason);
  return result.event.id;
}

const pendingMail = async () =>
  Number(
    (
      await db.$queryRawUnsafe<{ n: bigint }[]>(
        `SELECT count(*) AS n FROM pgboss.job WHERE name = 'mail' AND state < 'completed'`,
      )
    )[0]!.n,
  );

test('turning off email for a category stops alert mail; the in-app notification stays', async ({ page }) => {
  await logIn(page);
  await page.goto('/settings?tab=notification');
  await expect(page.getByRole('heading', { name: 'Notification Settings' })).toBeVisible();
  const email = page.getByRole('checkbox', { name: 'New events you can join: Email', exact: true });
  const push = page.getByRole('checkbox', { name: 'New events you can join: Push', exact: true });
  await expect(email).toBeChecked();
  await expect(push).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /: Email$/ })).not.toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View Profile' })).toBeVisible();

  // With the defaults, an event nearby arrives by mail.
  const first = await hostCreatesPickleballEvent('Morning dinks');
  await linkFromMail(DEMO.email, /New Pickleball event near Austin/, `/discover/events/${first}`);

  // Email off for "New events you can join", saved and kept across a reload.
  await email.uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await page.reload();
  await expect(email).not.toBeChecked();
  await expect(push).toBeChecked();

  const second = await hostCreatesPickleballEvent('Evening dinks');
  // The in-app notification is still written (push is on) ...
  expect(
    await db.notification.count({
      where: { userId: 'demo-user', type: 'ACTIVITY_ALERT', data: { path: ['eventId'], equals: second } },
    }),
  ).toBe(1);
  // ... but no mail: once the queue has drained, none about the second event was sent.
  await expect.poll(pendingMail, { timeout: 15_000 }).toBe(0);
  const { readdirSync, readFileSync } = await import('node:fs');
  const mailbox = readdirSync('test-results/mailbox').map((f) =>
    readFileSync(`test-results/mailbox/${f}`, 'utf8'),
  );
  expect(mailbox.filter((m) => m.includes(`/discover/events/${second}`))).toEqual([]);

  // The standalone screen shows the same settings; turn email back on there.
  await page.goto('/settings/notifications');
  await expect(email).not.toBeChecked();
  await email.check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
});

test('adding a city subscription mails a confirmation; it can be edited and deleted', async ({ page }) => {
  await logIn(page);
  await page.goto('/settings?tab=activities-subscription');
  await expect(page.getByRole('heading', { name: 'Activity Subscriptions' })).toBeVisible();
  await expect(page.getByText('Subscribe to activities in your favorite cities')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Austin' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Subscription' });
  // (Headless UI's dialog root has no box of its own: check its title.)
  await expect(dialog.getByRole('heading', { name: 'Add New Subscription' })).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  await dialog.getByRole('combobox', { name: 'City' }).fill('Seat');
  await page.getByRole('option', { name: 'Seattle, WA' }).click();
  const radius = dialog.getByRole('slider', { name: 'Radius (miles)' });
  await expect(radius).toHaveValue('15');
  await radius.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(radius).toHaveValue('20');
  await expect(save).toBeDisabled(); // no activity yet
  await dialog.getByRole('searchbox', { name: 'Search activities' }).fill('basket');
  await expect(dialog.getByRole('checkbox', { name: 'Tennis' })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'Basketball' }).check();

  // Temporary: the toggle explains itself and shows the date range.
  await dialog.getByRole('button', { name: 'More information' }).focus();
  await expect(page.getByRole('tooltip')).toContainText("You'll stop receiving alerts after the end date.");
  await dialog.getByRole('switch', { name: 'Temporarily Subscribe?' }).click();
  await expect(dialog.getByText('MM/DD/YYYY – MM/DD/YYYY')).toBeVisible();
  const start = await dialog.getByLabel('Start date').inputValue();
  expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // The end: the last day of next year (a year on from 29 February would be a date that does not exist).
  await dialog.getByLabel('End date').fill(`${Number(start.slice(0, 4)) + 1}-12-31`);

  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toHaveCount(0);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Seattle' }) });
  await expect(card.getByText('20 mile radius')).toBeVisible();
  await expect(card.getByText('Basketball')).toBeVisible();
  await expect(card.getByText('Temporary')).toBeVisible();

  // The confirmation arrives over SMTP.
  await linkFromMail(
    DEMO.email,
    /^You're now tracking Basketball near Seattle!$/,
    '/settings?tab=activities-subscription',
  );

  // Edit keeps the subscription (one Seattle card), with the new radius.
  await card.getByRole('button', { name: 'Edit Seattle' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Subscription' });
  await expect(edit.getByRole('combobox', { name: 'City' })).toHaveValue('Seattle, WA');
  await edit.getByRole('slider', { name: 'Radius (miles)' }).fill('35');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Seattle' })).toHaveCount(1);
  await expect(card.getByText('35 mile radius')).toBeVisible();

  // Delete, after confirming.
  await card.getByRole('button', { name: 'Delete Seattle' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this subscription?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('heading', { name: 'Seattle' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Seattle' })).toHaveCount(0);
});
