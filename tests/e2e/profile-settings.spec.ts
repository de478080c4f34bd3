import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { linkFromMail } from './support/mailbox';
import { completeProfile, newPlayer, signUpVerified } from './support/players';

test('a new user completes "More Information" and lands on the availability tab with "Skip for now..."', async ({
  page,
}) => {
  await signUpVerified(page, 'onboard');
  await page.goto('/user-onboarding');
  await expect(page.getByRole('heading', { name: 'More Information' })).toBeVisible();
  const setup = page.getByRole('button', { name: 'Setup Account' });
  await expect(setup).toBeDisabled();

  // Browser-side validation with the spec's limits and a character counter.
  await page.getByLabel('Display Name').fill('J');
  await expect(page.getByText('Display name must be 2 to 25 characters')).toBeVisible();
  await page.getByLabel('Display Name').fill('visit cheap.com');
  await expect(page.getByText('Use letters, spaces and name punctuation only')).toBeVisible();
  await page.getByLabel('Display Name').fill('Jo Onboard');
  await expect(page.getByText('10/25')).toBeVisible();
  await expect(page.getByText('What will you MOSTLY use the product for')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Pick at least one' })).toBeVisible();
  // Not in the initial sign-up.
  await expect(page.getByLabel('Pronouns')).toHaveCount(0);

  // The welcome toast shows for 250 ms before the app reloads at the next route: a page script notes
  // it in sessionStorage, which survives the reload.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Welcome to Beans!'))
        sessionStorage.setItem('welcomed', 'yes');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await completeProfile(page, 'Jo Onboard');
  await expect(page).toHaveURL(/\/settings\?tab=availability&skippable=true$/);
  expect(await page.evaluate(() => sessionStorage.getItem('welcomed'))).toBe('yes');
  await expect(page.getByRole('link', { name: 'Skip for now...' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Availability' })).toHaveAttribute('aria-selected', 'true');

  // The profile is complete: the form does not come back.
  await page.goto('/user-onboarding');
  await expect(page).toHaveURL(/\/home$/);
});

test('an existing user edits the profile, picture and alternate emails', async ({ page }) => {
  const email = await newPlayer(page, 'Edith Existing');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

  await page.getByLabel('Display Name').fill('Edie');
  await page.getByLabel('Pronouns').selectOption('She/Her');
  await page.getByLabel('Phone Number').fill('(303) 555-0142');
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expect(page.getByText('Successfully updated your profile')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Display Name')).toHaveValue('Edie');
  await expect(page.getByLabel('Pronouns')).toHaveValue('She/Her');

  // Avatar: chosen in the 600×675 dialog, resized on the server, served with caching.
  await page.getByRole('button', { name: 'Change photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your profile picture' });
  await expect(dialog.getByText('Choose your profile picture')).toBeVisible();
  await dialog.getByLabel('Choose an image').setInputFiles({
    name: 'me.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(dialog.getByText('Choose a PNG, JPEG, WebP or GIF image.')).toBeVisible();
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c05' } })
    .png()
    .toBuffer();
  await dialog
    .getByLabel('Choose an image')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByText('Profile picture updated')).toBeVisible();
  const avatar = page.getByRole('img', { name: 'Profile picture', exact: true });
  await expect(avatar).toHaveAttribute('src', /\/api\/avatars\/.+\?v=/);
  const src = (await avatar.getAttribute('src'))!;
  const first = await page.request.get(src);
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toBe('image/webp');
  expect(first.headers()['cache-control']).toContain('immutable');
  const again = await page.request.get(src, { headers: { 'If-None-Match': first.headers()['etag'] } });
  expect(again.status()).toBe(304);

  // Alternate email: counts once confirmed through the mailed link.
  const alternate = email.replace('@', '.alt@');
  await page.getByLabel('Add another email address').fill(alternate);
  await page.getByRole('button', { name: 'Add email' }).click();
  await expect(page.getByText('Alternate emails updated successfully')).toBeVisible();
  await expect(page.getByText('Waiting for confirmation')).toBeVisible();
  await page.goto(await linkFromMail(alternate, /additional email/, '/verify-new-email?token='));
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByText('Email verified!')).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByText(alternate)).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  // Own profile page.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Edie' })).toBeVisible();
  await expect(page.getByText('Denver, CO')).toBeVisible();
  await expect(page.getByText('Soccer')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
    'href',
    '/settings?tab=general',
  );
});

test('settings tabs follow the query: click, back/forward, reload, unknown values', async ({ page }) => {
  await newPlayer(page, 'Tab Tester');
  await page.getByRole('tab', { name: 'Interests' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=sports&skippable=true$/);
  await expect(page.getByRole('tab', { name: 'Interests' })).toHaveAttribute('aria-selected', 'true');

  // Interests: a toggle per sport, saved.
  await page.getByRole('switch', { name: 'Soccer', exact: true }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Updated user data successfully.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Soccer', exact: true })).not.toBeChecked();

  await page.getByRole('tab', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/tab=privacy/);
  await page.goBack();
  await expect(page).toHaveURL(/tab=sports/);
  await expect(page.getByRole('tab', { name: 'Interests' })).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(page.getByRole('tab', { name: 'Privacy' })).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Privacy' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/settings?tab=availability');
  await expect(page.getByRole('link', { name: 'View Profile' })).toBeVisible();
  await page.goto('/settings?tab=no-such-tab');
  await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  for (const label of [
    'General',
    'Privacy',
    'Subscriptions & Payouts',
    'Interests',
    'Availability',
    'Notification Settings',
    'Activity Subscription',
  ]) {
    await expect(page.getByRole('tab', { name: label, exact: true })).toBeVisible();
  }
});

test('two users: family request → notification → accept; both see the connection confirmed', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const requesterContext = await browser.newContext();
  const recipientContext = await browser.newContext();
  const requester = await requesterContext.newPage();
  const recipient = await recipientContext.newPage();
  await newPlayer(requester, 'Rita Requester');
  const recipientEmail = await newPlayer(recipient, 'Paul Parent');

  // The requester adds the recipient (a platform user) and a child who is not on the platform.
  await requester.goto('/settings');
  const card = requester.getByRole('region', { name: 'Family Members' });
  await card.getByRole('button', { name: 'Add Family Member' }).click();
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(card.getByText('Tell us whether this person is a Beans user')).toBeVisible();
  await card.getByRole('radio', { name: 'Yes' }).check();
  await expect(card.getByRole('button', { name: 'Send Request' })).toBeVisible();
  await card.getByLabel('Relation').selectOption('parent');
  const search = card.getByLabel('Enter email address or user ID');
  await search.fill('no-such-person@example.com');
  await expect(card.getByText('No user found with this email or UID')).toBeVisible();
  await card.getByRole('button', { name: 'Send Request' }).click();
  await expect(requester.getByText('Please select a user from the search results').first()).toBeVisible();
  await search.fill(recipientEmail);
  await card.getByRole('button', { name: 'Paul Parent' }).click();
  await expect(card.getByText('Selected: Paul Parent')).toBeVisible();

  await card.getByRole('button', { name: 'Add Family Member' }).click();
  const second = card.getByRole('group', { name: 'New family member 2' });
  await second.getByRole('radio', { name: 'No' }).check();
  await second.getByLabel('Relation').selectOption('child');
  await second.getByLabel('First Name').fill('Kiddo');
  await second.getByLabel('Last Name').fill('Requester');
  await second.getByLabel('Age').fill('0');
  await expect(second.getByText('Age must be between 1 and 120')).toBeVisible();
  await second.getByLabel('Age').fill('8');
  await second.getByLabel('Phone Number').fill('(303) 555-0177');
  await card.getByRole('button', { name: 'Send Request' }).click();
  await expect(requester.getByText('Connection request sent')).toBeVisible();
  const paulRow = card.getByRole('listitem').filter({ hasText: 'Paul Parent' });
  await expect(paulRow.getByText('Pending')).toBeVisible();
  await expect(paulRow.getByRole('link')).toHaveCount(0);
  await expect(card.getByRole('listitem').filter({ hasText: 'Kiddo Requester' })).toBeVisible();

  // The recipient does not list the received pending request; it is answered from the notifications.
  await recipient.goto('/settings');
  await expect(recipient.getByText('No family members added yet.')).toBeVisible();
  await recipient.goto('/notifications');
  const note = recipient.getByRole('listitem').filter({ hasText: 'Family connection request' });
  await expect(note.getByText('Rita Requester wants to add you as a family member.')).toBeVisible();
  await expect(note.getByText('Unread')).toBeVisible();
  await note.getByRole('button', { name: 'Accept' }).click();
  await expect(recipient.getByText('Family connection accepted').first()).toBeVisible();
  await expect(note.getByText('You accepted this request.')).toBeVisible();
  await expect(note.getByText('Unread')).toHaveCount(0);

  // Both see the connection confirmed, with the reciprocal relation on the recipient's side.
  await recipient.goto('/settings');
  const recipientRow = recipient
    .getByRole('region', { name: 'Family Members' })
    .getByRole('listitem')
    .filter({ hasText: 'Rita Requester' });
  await expect(recipientRow.getByRole('link', { name: 'Rita Requester' })).toBeVisible();
  await expect(recipientRow.getByText('Child')).toBeVisible();
  await expect(recipientRow.getByText('Pending')).toHaveCount(0);

  await requester.goto('/notifications');
  await expect(requester.getByText('Paul Parent accepted your family connection request.')).toBeVisible();
  await requester.goto('/settings');
  const confirmed = requester.getByRole('region', { name: 'Family Members' }).getByRole('listitem').filter({
    hasText: 'Paul Parent',
  });
  await expect(confirmed.getByText('Pending')).toHaveCount(0);
  await confirmed.getByRole('link', { name: 'Paul Parent' }).click();
  await expect(requester).toHaveURL(/\/profile\/.+/);
  await expect(requester.getByRole('heading', { name: 'Paul Parent' })).toBeVisible();
  await expect(requester.getByRole('link', { name: 'Rita Requester' })).toBeVisible();

  // An unknown profile answers not found (blocks are covered by the integration tests).
  expect((await recipient.request.get('/profile/no-such-user')).status()).toBe(404);

  await requesterContext.close();
  await recipientContext.close();
});
