import { expect, test } from '@playwright/test';
import { postMessages as m, notFoundMessages } from '@/lib/messages';
import { DEMO, logIn } from './support/players';

// The post board as a visitor and as a signed-in member: write a post in Play & Competition → Sub Needed,
// see it in the list with its 100-character preview and the ellipsis, open it, edit it, delete it.

test('a member writes, reads, edits and deletes a post; empty and unknown places', async ({ page }) => {
  // Visitors read the board and are invited to log in.
  await page.goto('/posts');
  await expect(page.getByRole('heading', { level: 1, name: m.boardTitle })).toBeVisible();
  await page.getByRole('link', { name: 'Play & Competition', exact: true }).click();
  await page.getByRole('link', { name: 'Sub Needed', exact: true }).first().click();
  await expect(page).toHaveURL(/\/posts\/play-competition\/sub-needed$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    m.postsIn('Play & Competition', 'Sub Needed'),
  );
  await expect(page.getByRole('link', { name: m.logInToWrite })).toBeVisible();

  await logIn(page, DEMO.email);
  await page.goto('/posts/play-competition/sub-needed');
  const title = `Keeper needed Sunday ${Date.now()}`;
  const text =
    'Our five-a-side team needs a goalkeeper this Sunday at 10am on the Zilker Park turf field in Austin. ' +
    'Details and the map: https://example.com/zilker-turf — we supply the bibs.';
  await page.getByRole('button', { name: m.writePost }).click();
  const dialog = page.getByRole('dialog', { name: m.newPostTitle });
  await expect(dialog.getByRole('combobox', { name: new RegExp(`^${m.categoryLabel}`) })).toHaveValue(
    'play-competition',
  );
  await expect(dialog.getByLabel(m.subcategoryLabel)).toHaveValue('sub-needed');
  // Nothing is written without a title.
  await dialog.getByLabel(m.textLabel).fill(text);
  await dialog.getByRole('button', { name: m.publish }).click();
  await expect(dialog.getByText(m.titleRequired)).toBeVisible();
  await dialog.getByLabel(m.titleLabel).fill(title);
  await dialog.getByRole('button', { name: m.publish }).click();
  await expect(page.getByText(m.created)).toBeVisible();

  // The list shows it at once with the first 100 characters and the ellipsis.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByTestId('post-preview')).toHaveText(`${text.slice(0, 100)}...`);
  await card.getByRole('link', { name: new RegExp(`^${m.viewMore}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const link = page.getByRole('link', { name: 'https://example.com/zilker-turf' });
  await expect(link).toHaveAttribute('rel', /nofollow ugc/);

  // Edit: the new title is on the page and in the list.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: m.editPostTitle });
  await edit.getByLabel(m.titleLabel).fill(`${title} (found one, thanks)`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(m.updated)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${title} (found one, thanks)` })).toBeVisible();

  // Delete: back on the list, and the post is gone everywhere.
  const postUrl = page.url();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: m.deleteConfirmTitle })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL(/\/posts\/play-competition\/sub-needed$/);
  await expect(page.getByText(m.deleted)).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(title) })).toHaveCount(0);
  expect((await page.request.get(postUrl)).status()).toBe(404);

  // An empty subcategory says so; unknown places are the Beans 404.
  await page.goto('/posts/test/other');
  await expect(page.getByText(m.empty)).toBeVisible();
  for (const path of ['/posts/no-such-category', '/posts/play-competition/no-such-sub', '/no/such/page']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: notFoundMessages.title })).toBeVisible();
  }
});
