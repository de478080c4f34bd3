import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import UserNotFound from '@/app/(app)/profile/[userId]/not-found';

// Issue 29 §7: an unknown profile id (profile/{userId} calls notFound()) answers with the spec's 'User not
// found' (02 §9) rather than the generic 404 copy.
describe('profile/{userId} not found', () => {
  it("shows the spec's 'User not found' as its heading", () => {
    const html = renderToStaticMarkup(createElement(UserNotFound));
    expect(html).toMatch(/<h1[^>]*>User not found<\/h1>/);
  });
});
