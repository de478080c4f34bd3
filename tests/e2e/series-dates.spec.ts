import { expect, test } from '@playwright/test';
import { DEMO, signedIn } from './support/players';

// Cancel one date of a series (issue 34 §2, docs/series-dates.md): the host cancels a date from its page with
// a reason; a player of that date sees it cancelled and is told; the next date is still on.
const PLAYER = 'maya.taylor.9@beans.test';

test('the host cancels one date of a weekly game with a reason; its player sees it cancelled', async ({
  browser,
}) => {
  const title = `Thursday run ${Date.now()}`;
  const host = await signedIn(browser, DEMO.email);
  await host.goto('/create');
  await host.getByLabel('Title').fill(title);
  await host.getByLabel('Game type').selectOption({ label: 'Basketball' });
  await host.getByLabel('Repeat').selectOption({ label: 'Every week' });
  await host.getByLabel('Number of games').fill('4');
  await host.getByLabel('City').fill('Austin');
  await host.getByRole('option', { name: 'Austin, TX' }).first().click();
  await host.getByRole('button', { name: 'Create game' }).click();
  await expect(host).toHaveURL(/\/evt\/[^/]+$/);
  const dates = host.getByRole('region', { name: 'Other dates' }).getByRole('link');
  await expect(dates).toHaveCount(3);
  const second = (await dates.nth(0).getAttribute('href')) ?? '';
  const third = (await dates.nth(1).getAttribute('href')) ?? '';

  const player = await signedIn(browser, PLAYER);
  await player.goto(second);
  await player.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(player.getByText('You joined the game')).toBeVisible();

  await host.goto(second);
  await host.getByRole('button', { name: 'Cancel this date' }).click();
  const dialog = host.getByRole('alertdialog', { name: 'Cancel this date' });
  await dialog.getByLabel('Reason (told to the players)').fill('The court is closed for a tournament');
  await dialog.getByRole('button', { name: 'Cancel this date' }).click();
  await expect(host.getByText('Game cancelled; everyone was told')).toBeVisible();

  await player.goto(second);
  await expect(
    player.getByText('This game is cancelled. Reason: The court is closed for a tournament'),
  ).toBeVisible();
  await player.goto('/notifications');
  await expect(
    player.getByText('Reason: The court is closed for a tournament', { exact: false }),
  ).toBeVisible();
  // The series goes on: the next date is not cancelled.
  await player.goto(third);
  await expect(player.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
  await expect(player.getByText('This game is cancelled.', { exact: false })).toHaveCount(0);
});
