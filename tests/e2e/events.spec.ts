import { expect, test, type Locator } from '@playwright/test';
import { DEMO, signedIn } from './support/players';

const HOST = DEMO.email;
// Two players of the demo data (completed profiles, no blocks with the demo user).
const FIRST = 'maya.taylor.9@beans.test';
const SECOND = 'brandon.nguyen.10@beans.test';
// A player who lives in Austin, like the demo user (the game is made there).
const NEIGHBOUR = 'hiro.parker.8@beans.test';

/** Discover lists show five rows and the rest behind "Show all N". */
async function expandAll(region: Locator) {
  const more = region.getByText(/^Show all \d+$/);
  if (await more.count()) await more.click();
}

test('create a 2-spot game, a player joins, the next is waitlisted and promoted when a spot frees', async ({
  browser,
}) => {
  const stamp = String(Date.now());
  const title = `Pickup run ${stamp}`;
  const host = await signedIn(browser, HOST);
  await host.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' }).click();
  await host.getByRole('link', { name: 'Create a game' }).click();
  await expect(host.getByRole('heading', { name: 'Create a game' })).toBeVisible();

  // Refusals appear under their fields.
  await host.getByRole('button', { name: 'Create game' }).click();
  await expect(host.getByText('Title is required')).toBeVisible();
  await expect(host.getByText('Choose a location')).toBeVisible();

  await host.getByLabel('Title').fill(title);
  await host.getByLabel('Game type').selectOption({ label: 'Basketball' });
  await host.getByLabel('City').fill('Austin');
  await host.getByRole('option', { name: 'Austin, TX' }).first().click();
  await host.getByLabel('Venue or address').fill('Zilker Park, court 3');
  // Three days ahead, not the form's "tomorrow": less than 24 h before the start a freed spot is offered (held
  // for the next in line) instead of given at once, so run in the evening this test would see an offer.
  await host.getByLabel(/^Date\b/).fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
  await host.getByLabel('Spots', { exact: true }).fill('0');
  await host.getByLabel('Spots', { exact: true }).blur();
  await expect(host.getByText('Spots must be at least 1')).toBeVisible();
  await host.getByLabel('Spots', { exact: true }).fill('2');
  await host.getByRole('button', { name: 'Create game' }).click();

  await expect(host).toHaveURL(/\/evt\/[^/]+$/);
  const path = new URL(host.url()).pathname;
  const id = path.split('/').pop() ?? '';
  await expect(host.getByRole('heading', { name: title })).toBeVisible();
  await expect(host.getByText('Zilker Park, court 3')).toBeVisible();
  await expect(host.getByText('1 of 2 spots taken · 1 spot left')).toBeVisible();
  // The game is listed under the host's games and among the games near Austin (the demo user's city).
  await host.goto('/discover');
  await expandAll(host.getByRole('region', { name: 'My games' }));
  await expect(
    host.getByRole('region', { name: 'My games' }).getByRole('link', { name: title, exact: true }),
  ).toBeVisible();
  await expect(
    host.getByRole('region', { name: /^Games near/ }).getByRole('link', { name: title }),
  ).toBeVisible();

  // A public game carries schema.org JSON-LD, and "Add to calendar" serves it as an .ics file.
  await host.goto(path);
  const ld = JSON.parse((await host.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@type': 'SportsEvent', name: title, sport: 'Basketball' });
  const ics = await host.request.get(`/evt/${id}/calendar`);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain(`SUMMARY:${title}`);

  // The heart keeps the game under "My favorites".
  await host.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(host.getByText('Added to your favorites')).toBeVisible();
  await expect(host.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await host.goto('/discover');
  await expandAll(host.getByRole('region', { name: 'My favorites' }));
  await expect(
    host.getByRole('region', { name: 'My favorites' }).getByRole('link', { name: title }),
  ).toBeVisible();
  await host.goto(path);

  // The short share link redirects permanently to the page.
  const share = await host.request.get(`/share/event/${id}`, { maxRedirects: 0 });
  expect(share.status()).toBe(308);
  expect(new URL(share.headers().location, 'http://x').pathname).toBe(path);

  // A player nearby finds it on Discover by text, through the filter form (the filters live in the URL).
  const neighbour = await signedIn(browser, NEIGHBOUR);
  await neighbour.goto('/discover');
  await neighbour.getByRole('searchbox', { name: 'Search' }).fill(stamp);
  await neighbour.getByRole('button', { name: 'Apply filters' }).click();
  await expect(neighbour).toHaveURL(new RegExp(`[?&]q=${stamp}`));
  await neighbour
    .getByRole('region', { name: /^Games near/ })
    .getByRole('link', { name: title })
    .click();
  await expect(neighbour).toHaveURL(new RegExp(`${path}$`));

  const first = await signedIn(browser, FIRST);
  await first.goto(path);
  await first.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(first.getByText('You joined the game')).toBeVisible();
  await expect(first.getByText('2 of 2 spots taken · 0 spots left')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Leave', exact: true })).toBeVisible();

  const second = await signedIn(browser, SECOND);
  await second.goto(path);
  await second.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(second.getByText('You are number 1 on the waitlist')).toBeVisible();
  await expect(second.getByText('1 on the waitlist', { exact: false }).first()).toBeVisible();

  // The first player leaves: the waitlisted one takes the spot at once.
  await first.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(first.getByText('You left the game')).toBeVisible();
  await second.reload();
  await expect(second.getByRole('button', { name: 'Leave', exact: true })).toBeVisible();
  await expect(second.getByText('2 of 2 spots taken · 0 spots left')).toBeVisible();
  await second.goto('/notifications');
  await expect(second.getByText('You are in!').first()).toBeVisible();

  // The host manages the game: sees who is going, messages them, and cancels; a player cannot get in.
  const managePath = `/event/${id}/manage`;
  const notManager = await first.goto(managePath);
  expect(notManager?.status()).toBe(404);
  await expect(first.getByRole('heading', { name: 'Game not found' })).toBeVisible();
  await host.goto(path);
  await host.getByRole('link', { name: 'Manage' }).click();
  await expect(host).toHaveURL(new RegExp(`${managePath}$`));
  const going = host.getByRole('region', { name: /^Going/ });
  await expect(going.getByRole('link', { name: /Brandon/ })).toBeVisible();
  await host.getByRole('textbox', { name: 'Message' }).fill('Bring a light and a dark shirt.');
  await host.getByRole('button', { name: 'Send' }).click();
  await expect(host.getByText('Message sent to 1 player')).toBeVisible();
  await host.getByRole('button', { name: 'Cancel game' }).click();
  const dialog = host.getByRole('alertdialog', { name: 'Cancel this game?' });
  // The reason (optional) goes to the players with the notice.
  await dialog.getByRole('textbox', { name: 'Reason (told to the players)' }).fill('The field is flooded.');
  await dialog.getByRole('button', { name: 'Cancel game' }).click();
  await expect(host.getByText('Game cancelled; everyone was told')).toBeVisible();
  await expect(host.getByText('This game is cancelled.')).toBeVisible();
  await second.goto('/notifications');
  await expect(second.getByText('Bring a light and a dark shirt.')).toBeVisible();
  await expect(second.getByText('Game cancelled').first()).toBeVisible();
  await expect(second.getByText('Reason: The field is flooded.')).toBeVisible();
});

test('an unknown game answers Game not found with a 404', async ({ browser }) => {
  const page = await signedIn(browser, FIRST);
  const response = await page.goto('/evt/no-such-game');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Game not found' })).toBeVisible();
});

test('a weekly game: the host creates it, a player joins a later date with a guest, the host moves later dates', async ({
  browser,
}) => {
  const title = `Tuesday ladder ${Date.now()}`;
  const host = await signedIn(browser, HOST);
  await host.goto('/create');
  await host.getByLabel('Title').fill(title);
  await host.getByLabel('Game type').selectOption({ label: 'Basketball' });
  await host.getByLabel('Repeat').selectOption({ label: 'Every week' });
  await host.getByLabel('Number of games').fill('6');
  await host.getByLabel('City').fill('Austin');
  await host.getByRole('option', { name: 'Austin, TX' }).first().click();
  await host.getByRole('button', { name: 'More options' }).click();
  await host.getByLabel('Players may bring guests').check();
  await host.getByRole('button', { name: 'Create game' }).click();
  await expect(host).toHaveURL(/\/evt\/[^/]+$/);
  await expect(host.getByText(/^Every week on \w{3}, 6 times$/)).toBeVisible();
  const dates = host.getByRole('region', { name: 'Other dates' }).getByRole('link');
  await expect(dates).toHaveCount(5);

  // A player opens the second date, joins and brings a guest: two spots are taken on that date only.
  const second = (await dates.first().getAttribute('href')) ?? '';
  const player = await signedIn(browser, FIRST);
  await player.goto(second);
  await player.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(player.getByText('You joined the game')).toBeVisible();
  await player.getByRole('button', { name: 'Add a guest' }).click();
  await player.getByLabel('Guest 1 name').fill('Jordan');
  await player.getByRole('button', { name: 'Save guests' }).click();
  await expect(player.getByText('Your guest is on the list')).toBeVisible();
  await expect(player.getByText('3 of 10 spots taken · 7 spots left')).toBeVisible();

  // The host moves this and every later date to 19:30: the player hears about it.
  await host.goto(`/event${second.replace('/evt', '')}/manage`);
  await expect(host.getByText('+1 guest: Jordan')).toBeVisible();
  await host.getByRole('button', { name: 'Edit game' }).click();
  await host.getByLabel('Start time').fill('19:30');
  await host.getByLabel('Apply to').selectOption({ label: 'This and every later date' });
  await host.getByRole('button', { name: 'Save changes' }).click();
  await expect(host.getByText('Changes saved to 5 dates')).toBeVisible();
  await player.goto('/notifications');
  await expect(player.getByText(`${title} changed for 5 dates`, { exact: false })).toBeVisible();
});

test('a private game is "Game not found" for someone outside it', async ({ browser }) => {
  const title = `Private scrim ${Date.now()}`;
  const host = await signedIn(browser, HOST);
  await host.goto('/create');
  await host.getByLabel('Title').fill(title);
  await host.getByLabel('Game type').selectOption({ label: 'Soccer' });
  await host.getByLabel('City').fill('Austin');
  await host.getByRole('option', { name: 'Austin, TX' }).first().click();
  await host.getByLabel('Private game').check();
  await host.getByRole('button', { name: 'Create game' }).click();
  await expect(host).toHaveURL(/\/evt\/[^/]+$/);
  await expect(host.getByText('Private', { exact: true })).toBeVisible();
  const path = new URL(host.url()).pathname;

  const stranger = await signedIn(browser, NEIGHBOUR);
  const response = await stranger.goto(path);
  expect(response?.status()).toBe(404);
  await expect(stranger.getByRole('heading', { name: 'Game not found' })).toBeVisible();
  await expect(stranger.getByText(title)).toHaveCount(0);
});

test('a game split into groups: a player picks the field group and joins it', async ({ browser }) => {
  const host = await signedIn(browser, HOST);
  await host.goto('/create');
  await host.getByLabel('Title').fill(`Five-a-side ${Date.now()}`);
  await host.getByLabel('Game type').selectOption({ label: 'Soccer' });
  await host.getByLabel('City').fill('Austin');
  await host.getByRole('option', { name: 'Austin, TX' }).first().click();
  await host.getByLabel('Split the spots into groups').check();
  await host.getByLabel('Group 1 name').fill('Goalies');
  await host.getByLabel('Group 2 name').fill('Field');
  await host.getByLabel('Group 2 spots').fill('8');
  await expect(host.getByText('10 spots in all')).toBeVisible();
  await host.getByRole('button', { name: 'Create game' }).click();
  await expect(host).toHaveURL(/\/evt\/[^/]+$/);
  await expect(host.getByText('Goalies: 1 of 2 · Field: 0 of 8')).toBeVisible();

  const player = await signedIn(browser, SECOND);
  await player.goto(host.url());
  await player.getByLabel('Group').selectOption({ label: 'Field (8 left)' });
  await player.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(player.getByText('You joined the game')).toBeVisible();
  await expect(player.getByText('Your group: Field')).toBeVisible();
  await expect(player.getByText('Goalies: 1 of 2 · Field: 1 of 8')).toBeVisible();
});
