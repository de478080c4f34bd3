import { expect, test, type Page } from '@playwright/test';
import { sql } from './support/db';
import { DEMO, signedIn } from './support/players';

// Game chat on the event page (issue 32 §2): the host and a player exchange messages without a reload; a
// player blocked by the first one sees nothing of theirs.
const HOST = DEMO.email;
// Players of the demo data (completed profiles, no blocks with the demo user).
const PLAYER = 'maya.taylor.9@beans.test';
const BLOCKED = 'brandon.nguyen.10@beans.test';

const chat = (page: Page) => page.getByRole('region', { name: 'Chat', exact: true });

test('two players chat on a game page; a player the author blocked sees nothing of theirs', async ({
  browser,
}) => {
  const title = `Chat run ${Date.now()}`;
  const host = await signedIn(browser, HOST);
  await host.goto('/create');
  await host.getByLabel('Title').fill(title);
  await host.getByLabel('Game type').selectOption({ label: 'Basketball' });
  await host.getByLabel('City').fill('Austin');
  await host.getByRole('option', { name: 'Austin, TX' }).first().click();
  await host.getByLabel('Venue or address').fill('Zilker Park, court 3');
  await host.getByLabel(/^Date\b/).fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
  await host.getByLabel('Spots', { exact: true }).fill('6');
  await host.getByRole('button', { name: 'Create game' }).click();
  await expect(host).toHaveURL(/\/evt\/[^/]+$/);
  const path = new URL(host.url()).pathname;
  await expect(chat(host).getByText('No messages yet. Say hello!')).toBeVisible();

  // A player sees the chat once they join, and writes in it.
  const player = await signedIn(browser, PLAYER);
  await player.goto(path);
  await expect(chat(player).getByText('Join the game to read and write in its chat.')).toBeVisible();
  await player.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(player.getByText('You joined the game')).toBeVisible();
  const box = chat(player).getByLabel('Message to the game');
  await box.fill('I bring the ball. Court map: https://maps.example.com/zilker');
  await chat(player).getByRole('button', { name: 'Send' }).click();
  await expect(box).toHaveValue('');
  await expect(chat(player).getByText(/I bring the ball/)).toBeVisible();

  // The host sees it without a reload; the address is a link search engines do not follow.
  await expect(chat(host).getByText(/I bring the ball/)).toBeVisible({ timeout: 15_000 });
  await expect(chat(host).getByRole('link', { name: 'https://maps.example.com/zilker' })).toHaveAttribute(
    'rel',
    'nofollow ugc noopener noreferrer',
  );
  // The host answers with the keyboard (Enter sends) and pins the player's message.
  await chat(host).getByLabel('Message to the game').fill('Great, see you at 7');
  await chat(host).getByLabel('Message to the game').press('Enter');
  await expect(chat(player).getByText('Great, see you at 7')).toBeVisible({ timeout: 15_000 });
  await chat(host)
    .getByRole('listitem')
    .filter({ hasText: 'I bring the ball' })
    .getByRole('button', { name: 'Pin' })
    .click();
  await expect(chat(player).getByLabel('Pinned by the host')).toContainText('I bring the ball', {
    timeout: 15_000,
  });

  // A second player, whom the first one blocked, joins: they see the host's message, not the blocker's.
  await sql(
    `INSERT INTO "blocks" ("id", "blockerId", "blockedUserId")
     SELECT 'blk-chat-' || md5(random()::text), a."id", b."id" FROM "users" a, "users" b
      WHERE a."email" = $1 AND b."email" = $2
     ON CONFLICT DO NOTHING`,
    [PLAYER, BLOCKED],
  );
  const blocked = await signedIn(browser, BLOCKED);
  await blocked.goto(path);
  await blocked.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(blocked.getByText('You joined the game')).toBeVisible();
  await expect(chat(blocked).getByText('Great, see you at 7')).toBeVisible({ timeout: 15_000 });
  await expect(chat(blocked).getByText(/I bring the ball/)).toHaveCount(0);

  // The host's notification: one per game, however many messages.
  await host.goto('/notifications');
  await expect(host.getByText(`New messages in ${title}`)).toHaveCount(1);
  await host
    .getByRole('listitem')
    .filter({ hasText: `New messages in ${title}` })
    .getByRole('link', { name: 'Open the chat' })
    .click();
  await expect(host).toHaveURL(new RegExp(`${path}#chat$`));
  await expect(chat(host).getByText('Great, see you at 7')).toBeVisible();
});
