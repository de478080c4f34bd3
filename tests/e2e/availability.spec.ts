import { expect, test, type Browser } from '@playwright/test';
import pg from 'pg';
import { signedIn } from './support/players';

// The owner of the "Zilker Sunday Soccer" community sets a weekly schedule, copies Monday to every day,
// adds travel hours for next week in Denver, makes the schedule visible to that community only and
// saves. A member of the community sees it on the owner's profile; the demo user, whose invitation to
// the community is still pending, does not.

const PASSWORD = 'beans-demo-2026'; // every seeded account's password
const COMMUNITY = { id: 'seed-team-04', name: 'Zilker Sunday Soccer' };
const SAVED = 'Successfully saved availability';

type Person = { id: string; email: string; displayName: string };

async function people(): Promise<{ owner: Person; member: Person; outsider: Person }> {
  const client = new pg.Client({
    connectionString: `postgresql://postgres:postgres@localhost:${process.env.E2E_PG_PORT ?? 54331}/beans`,
  });
  await client.connect();
  try {
    const active = `r.role IS NOT NULL AND r.role <> '' AND r.role NOT ILIKE '%pending%'`;
    const owner = await client.query<Person>(
      `SELECT u.id, u.email, u."displayName" FROM teams t JOIN users u ON u.id = t."ownerId" WHERE t.id = $1`,
      [COMMUNITY.id],
    );
    const member = await client.query<Person>(
      `SELECT u.id, u.email, u."displayName" FROM roster_entries r JOIN users u ON u.id = r."userId"
       WHERE r."teamId" = $1 AND ${active} AND u.id <> $2 ORDER BY u.id LIMIT 1`,
      [COMMUNITY.id, owner.rows[0].id],
    );
    const outsider = await client.query<Person>(
      `SELECT u.id, u.email, u."displayName" FROM users u WHERE u.email = 'demo@beans.test'
       AND NOT EXISTS (SELECT 1 FROM roster_entries r WHERE r."teamId" = $1 AND r."userId" = u.id AND ${active})
       AND NOT EXISTS (SELECT 1 FROM teams t WHERE t.id = $1 AND t."ownerId" = u.id)`,
      [COMMUNITY.id],
    );
    expect(owner.rows).toHaveLength(1);
    expect(member.rows).toHaveLength(1);
    expect(outsider.rows).toHaveLength(1);
    return { owner: owner.rows[0], member: member.rows[0], outsider: outsider.rows[0] };
  } finally {
    await client.end();
  }
}

const logIn = (browser: Browser, email: string) => signedIn(browser, email, PASSWORD);

// Monday of next week (at least one day ahead on any US wall clock), and that week's Sunday.
function nextWeek() {
  const today = new Date();
  const day = today.getUTCDay(); // 0 = Sunday
  const monday = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + ((8 - day) % 7 || 7)),
  );
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { start: iso(monday), end: iso(sunday) };
}

test('a schedule filtered to a community: set, copied, travel added, saved; shown to members only', async ({
  browser,
}) => {
  const { owner, member, outsider } = await people();
  const page = await logIn(browser, owner.email);
  await page.goto('/settings?tab=availability');
  await expect(page.getByRole('link', { name: 'View Profile' })).toBeVisible();

  // Weekly schedule: tick Monday (17:00–20:00 by default), edit it, check the validation, copy it.
  const monday = page.getByRole('group', { name: 'Monday' });
  const available = monday.getByLabel('Available');
  if (await available.isChecked()) await available.uncheck();
  await expect(monday.getByText('Unavailable')).toBeVisible();
  await available.check();
  await expect(monday.getByLabel('Start time')).toHaveValue('17:00');
  await expect(monday.getByLabel('End time')).toHaveValue('20:00');
  await monday.getByLabel('Start time').fill('18:00');
  await monday.getByLabel('End time').fill('17:30');
  await expect(monday.getByText('End time must be later than start time')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await monday.getByLabel('End time').fill('21:00');
  await expect(save).toBeEnabled();
  await monday.getByRole('button', { name: 'Copy To All Other Days' }).click();
  for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    const group = page.getByRole('group', { name: day });
    await expect(group.getByLabel('Available')).toBeChecked();
    await expect(group.getByLabel('Start time')).toHaveValue('18:00');
    await expect(group.getByLabel('End time')).toHaveValue('21:00');
  }

  // Travel hours for next week in Denver (saved from the dialog).
  const week = nextWeek();
  await page.getByRole('button', { name: 'Add date-specific hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add date-specific or travel availability' });
  const add = dialog.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  await dialog.getByRole('switch', { name: "I'm traveling" }).click();
  await expect(dialog.getByLabel('Use a date range')).toBeChecked();
  await expect(dialog.getByLabel('Use a date range')).toBeDisabled();
  await dialog.getByLabel('Start date').fill(week.start);
  await dialog.getByLabel('End date').fill(week.end);
  await expect(add).toBeDisabled(); // no location yet
  await dialog.getByRole('combobox', { name: 'Where will you be?' }).fill('Denver');
  await page.getByRole('option', { name: 'Denver, CO' }).first().click();
  // A travel entry's hours are in its city's zone (docs/time-zones.md, "Jobs and availability").
  await expect(dialog.getByText('Times are local to Denver.')).toBeVisible();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Traveling to Denver, CO, USA')).toBeVisible();
  await expect(page.getByText('Times are in America/Denver.')).toBeVisible();

  // Visible to one community only.
  await page.getByLabel('Filtered').check();
  await page.getByLabel('Communities', { exact: true }).selectOption({ label: 'Is in specific communities' });
  await expect(save).toBeDisabled(); // "specific" needs a community
  await page.getByLabel(COMMUNITY.name).check();
  await expect(page.getByText(`is in ${COMMUNITY.name}`)).toBeVisible();
  // Let the dialog's toast go first, so the next one is this save's.
  await expect(page.getByText(SAVED)).toHaveCount(0, { timeout: 10_000 });
  await save.click();
  await expect(page.getByText(SAVED)).toBeVisible();

  // Saved: a reload shows the same schedule and privacy.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Sunday' }).getByLabel('End time')).toHaveValue('21:00');
  await expect(page.getByLabel('Filtered')).toBeChecked();
  await expect(page.getByLabel(COMMUNITY.name)).toBeChecked();

  // The demo user (invitation pending) sees the profile but not the schedule.
  const outsiderPage = await logIn(browser, outsider.email);
  await outsiderPage.goto(`/profile/${owner.id}`);
  await expect(outsiderPage.getByRole('heading', { level: 1, name: owner.displayName })).toBeVisible();
  await expect(outsiderPage.getByRole('heading', { name: 'Availability' })).toHaveCount(0);
  await expect(outsiderPage.getByText('18:00–21:00')).toHaveCount(0);

  // A member of the community sees it, travel included.
  const memberPage = await logIn(browser, member.email);
  await memberPage.goto(`/profile/${owner.id}`);
  await expect(memberPage.getByRole('heading', { name: 'Availability' })).toBeVisible();
  await expect(memberPage.getByText('18:00–21:00')).toHaveCount(7);
  await expect(memberPage.getByText('Traveling to Denver, CO, USA')).toBeVisible();
  await expect(memberPage.getByText('Times are in America/Denver.')).toBeVisible();
});
