import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { DEMO, signedIn } from './support/players';

// Issue 16: a host adds four games to an event, enters scores, sees the standings, generates a 4-team single
// elimination bracket, records the semifinals and sees the winners in the final, and resets the bracket. A
// visitor on the public event page sees the scores change without reloading.

const dbUrl =
  process.env.DATABASE_URL ??
  `postgresql://postgres:postgres@localhost:${process.env.E2E_PG_PORT ?? 54331}/beans`;
const SHOTS = process.env.GAMES_SHOTS; // a directory: save screenshots of the screens for review

/** A public event of the demo user two days from now, written directly (its creation has its own spec). */
async function makeEvent(title: string): Promise<string> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const id = `e2e-games-${Date.now()}`;
    await client.query(
      `INSERT INTO events (id, title, "creatorId", "locationName", lat, lng, geohash, "dateStart", "timeZone", "updatedAt")
       SELECT $1, $2, u.id, 'Austin, TX', 30.27, -97.74, '9v6kp', now() + interval '2 days', 'America/Chicago', now()
         FROM users u WHERE u.email = $3`,
      [id, title, DEMO.email],
    );
    return id;
  } finally {
    await client.end();
  }
}

const gameCard = (scope: Page | Locator, home: string, away: string) =>
  scope.getByRole('article', { name: `${home} vs ${away}`, exact: true });

async function addGame(page: Page, home: string, away: string) {
  await page.getByRole('button', { name: 'Add game' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add game' });
  await dialog.getByRole('group', { name: 'Home' }).getByLabel('Side name').fill(home);
  await dialog.getByRole('group', { name: 'Away' }).getByLabel('Side name').fill(away);
  await dialog.getByLabel('Round').fill('Round 1');
  await dialog.getByLabel('Court / field').fill('Court 1');
  await dialog.getByRole('button', { name: 'Add game' }).click();
  await expect(dialog).toBeHidden();
  await expect(gameCard(page, home, away)).toBeVisible();
}

async function score(page: Page, card: Locator, home: number, away: number, status = 'Final') {
  await card.getByRole('button', { name: 'Score' }).click();
  const dialog = page.getByRole('dialog', { name: 'Score' });
  const [homeField, awayField] = [
    dialog.getByRole('spinbutton').nth(0),
    dialog.getByRole('spinbutton').nth(1),
  ];
  await homeField.fill(String(home));
  await awayField.fill(String(away));
  await dialog.getByLabel('Status').selectOption({ label: status });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Score saved').last()).toBeVisible();
}

/** axe violations inside the Games section (the rest of the page has its own checks). */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('#games').analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [label, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/games-${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('games, standings and a 4-team playoff bracket, live for viewers', async ({ browser }) => {
  // A long flow (two browsers, three waits for the 5 s live refresh): 53–60 s on the 2-core CI machine.
  test.setTimeout(120_000);
  const title = `Summer league ${Date.now()}`;
  const eventId = await makeEvent(title);
  const host = await signedIn(browser, DEMO.email);
  await host.goto(`/event/${eventId}/manage`);
  const section = host.getByRole('region', { name: 'Games', exact: true });
  await expect(section.getByRole('heading', { name: 'No games yet' })).toBeVisible();
  await shot(host, 'empty');

  // A refused form keeps the dialog open with the message under the field.
  await host.getByRole('button', { name: 'Add game' }).first().click();
  const dialog = host.getByRole('dialog', { name: 'Add game' });
  await dialog.getByRole('group', { name: 'Home' }).getByLabel('Side name').fill('Reds');
  await dialog.getByRole('group', { name: 'Away' }).getByLabel('Side name').fill('reds');
  await dialog.getByRole('button', { name: 'Add game' }).click();
  await expect(dialog.getByText('Pick two different sides')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  for (const [home, away] of [
    ['Reds', 'Blues'],
    ['Greens', 'Golds'],
    ['Reds', 'Greens'],
    ['Blues', 'Golds'],
  ])
    await addGame(host, home, away);

  // A visitor opens the public event page and watches.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/evt/${eventId}`);
  const visitorCard = gameCard(visitor, 'Reds', 'Blues');
  await expect(visitorCard).toContainText('Scheduled');

  await score(host, gameCard(host, 'Reds', 'Blues'), 3, 1);
  // The visitor sees the final score without reloading (the section polls).
  await expect(visitorCard).toContainText('Final');
  await expect(visitorCard).toContainText('3');
  // A failed refresh says so ('Failed to load games') and keeps the last scores; the next one clears it.
  await visitor.route('**/api/events/*/games', (route) => route.fulfill({ status: 500, body: '{}' }));
  await expect(visitor.getByRole('alert').filter({ hasText: 'Failed to load games' })).toBeVisible();
  await expect(visitorCard).toContainText('Final');
  await visitor.unroute('**/api/events/*/games');
  await expect(visitor.getByText('Failed to load games')).toBeHidden();
  await score(host, gameCard(host, 'Greens', 'Golds'), 2, 0);
  await score(host, gameCard(host, 'Reds', 'Greens'), 2, 1);
  await score(host, gameCard(host, 'Blues', 'Golds'), 4, 0);
  expect(await axeViolations(host)).toEqual([]);
  await shot(host, 'list');

  await host.getByRole('tab', { name: 'Standings' }).click();
  const rows = host.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('Reds');
  await expect(rows.nth(2)).toContainText('Blues');
  await expect(rows.nth(3)).toContainText('Greens');
  await expect(rows.nth(4)).toContainText('Golds');
  await expect(host.getByRole('heading', { name: 'How ties are broken' })).toBeVisible();
  expect(await axeViolations(host)).toEqual([]);
  await shot(host, 'standings');

  // Generate a 4-team single-elimination bracket: it is selected when done.
  await section.getByRole('button', { name: 'Generate playoffs' }).first().click();
  const generate = host.getByRole('dialog', { name: 'Generate playoffs' });
  await generate.getByLabel('Format').selectOption({ label: 'Single elimination' });
  await generate.getByLabel('Teams in the bracket').selectOption({ label: 'Top 4' });
  await generate.getByLabel('Seeding').selectOption({ label: 'From the standings' });
  await generate.getByRole('button', { name: 'Generate playoffs' }).click();
  await expect(host.getByText('Playoff bracket generated')).toBeVisible();
  await expect(host.getByRole('tab', { name: 'Playoffs' })).toHaveAttribute('aria-selected', 'true');
  const semis = host.getByRole('region', { name: 'Semifinals' });
  const final = host.getByRole('region', { name: 'Final', exact: true });
  await expect(semis.getByRole('listitem')).toHaveCount(2);
  await expect(final.getByRole('article')).toContainText('Winner of Semifinals · game 1');

  // Record the semifinals: the winners appear in the final.
  await score(host, gameCard(semis, 'Reds', 'Golds'), 3, 0);
  await score(host, gameCard(semis, 'Blues', 'Greens'), 1, 2);
  await expect(gameCard(final, 'Reds', 'Greens')).toBeVisible();
  expect(await axeViolations(host)).toEqual([]);
  await shot(host, 'bracket');

  // The visitor sees the bracket too, with the finalists, without reloading.
  await visitor.getByRole('tab', { name: 'Playoffs' }).click();
  await expect(
    gameCard(visitor.getByRole('region', { name: 'Final', exact: true }), 'Reds', 'Greens'),
  ).toBeVisible();

  // Reset: the bracket is gone and the games are selected again.
  await host.getByRole('button', { name: 'Reset bracket' }).click();
  const confirm = host.getByRole('alertdialog', { name: 'Reset bracket' });
  await confirm.getByRole('button', { name: 'Reset bracket' }).click();
  await expect(host.getByText('Bracket reset')).toBeVisible();
  await expect(host.getByRole('tab', { name: 'Games' })).toHaveAttribute('aria-selected', 'true');
  await host.getByRole('tab', { name: 'Playoffs' }).click();
  await expect(host.getByRole('heading', { name: 'No playoff bracket yet' })).toBeVisible();

  // A double-elimination bracket of all four: winners', losers' and grand final parts, each with its rounds.
  await section.getByRole('button', { name: 'Generate playoffs' }).first().click();
  await generate.getByLabel('Format').selectOption({ label: 'Double elimination' });
  await generate.getByLabel('Teams in the bracket').selectOption({ label: 'All teams' });
  await generate.getByRole('button', { name: 'Generate playoffs' }).click();
  await expect(host.getByRole('heading', { name: 'Winners bracket' })).toBeVisible();
  await expect(host.getByRole('heading', { name: 'Losers bracket' })).toBeVisible();
  await expect(host.getByRole('region', { name: 'Grand final' }).getByRole('article')).toHaveCount(1);
  await expect(host.getByRole('region', { name: 'Losers round 1' }).getByRole('article')).toContainText(
    'Loser of Winners semifinals · game 1',
  );
  await shot(host, 'double');

  // One game's own page; a bad id reads 'Game not found'.
  await host.getByRole('tab', { name: 'Games' }).click();
  await gameCard(host, 'Reds', 'Blues')
    .getByRole('link', { name: /Game details/ })
    .click();
  await expect(host.getByRole('heading', { name: 'Reds vs Blues' })).toBeVisible();
  await shot(host, 'detail');
  await host.goto('/discover/games/no-such-game');
  await expect(host.getByRole('heading', { name: 'Game not found' })).toBeVisible();
});
