import { describe, expect, it } from 'vitest';
import { postCategories } from '@/lib/messages/posts';
import { findPlacement, linkify, postPath, postPreview, PREVIEW_LENGTH } from '@/lib/posts/rules';
import { createPostSchema, POST_TITLE_MAX } from '@/lib/posts/schema';

describe('post card preview', () => {
  it('shows a short text whole, without an ellipsis', () => {
    expect(postPreview('Need a keeper on Sunday.')).toBe('Need a keeper on Sunday.');
    const exactly100 = 'x'.repeat(PREVIEW_LENGTH);
    expect(postPreview(exactly100)).toBe(exactly100);
  });

  it('cuts a longer text at 100 characters and adds the ellipsis', () => {
    const text = 'a'.repeat(99) + 'bc' + ' and more';
    expect(postPreview(text)).toBe('a'.repeat(99) + 'b...');
  });

  it('never cuts an emoji (a surrogate pair) in half', () => {
    // 99 letters, then an emoji whose two UTF-16 units straddle the 100th unit.
    const text = 'a'.repeat(99) + '⚽🏀' + 'tail';
    const preview = postPreview(text);
    expect(preview).toBe('a'.repeat(99) + '⚽...');
    const emojis = '🏓'.repeat(150);
    const cut = postPreview(emojis);
    expect(cut).toBe('🏓'.repeat(100) + '...');
    expect(cut.isWellFormed()).toBe(true);
  });

  it('keeps a flag or family emoji whole', () => {
    const text = 'b'.repeat(99) + '🇺🇸' + 'rest of the text';
    expect(postPreview(text)).toBe('b'.repeat(99) + '🇺🇸...');
  });

  it('puts the text on one line', () => {
    expect(postPreview('Line one\n\nLine   two\t ')).toBe('Line one Line two');
  });
});

describe('post links', () => {
  it('finds http, https and www addresses and leaves punctuation outside', () => {
    expect(linkify('Sign up at https://example.com/league?x=1. Or www.club.org, thanks')).toEqual([
      { kind: 'text', text: 'Sign up at ' },
      { kind: 'link', text: 'https://example.com/league?x=1', href: 'https://example.com/league?x=1' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'www.club.org', href: 'https://www.club.org' },
      { kind: 'text', text: ', thanks' },
    ]);
  });

  it('never makes a link of other schemes and keeps markup as text', () => {
    const parts = linkify('javascript:alert(1) <b>bold</b> data:text/html,hi');
    expect(parts).toEqual([{ kind: 'text', text: 'javascript:alert(1) <b>bold</b> data:text/html,hi' }]);
  });
});

describe('post placement', () => {
  it('knows every category and subcategory of the spec by readable slug', () => {
    expect(postCategories.map((c) => c.label)).toEqual([
      'Play & Competition',
      'Gear & Equipment',
      'Training & Coaching',
      'Teams & Leagues',
      'Venues & Locations',
      'Community & Social',
      'Announcements & Miscellaneous',
      'Test',
    ]);
    expect(findPlacement('play-competition', 'sub-needed')?.subcategory.label).toBe('Sub Needed');
    expect(findPlacement('play-competition', 'lost-found')).toBeUndefined();
    expect(postPath({ id: 'p1', category: 'play-competition', subCategory: 'sub-needed' })).toBe(
      '/posts/play-competition/sub-needed/p1',
    );
  });

  it('refuses a subcategory of another category and a too-long title', () => {
    const base = { title: 'Sub needed', text: 'Thursday 7pm', category: 'play-competition' };
    expect(createPostSchema.safeParse({ ...base, subCategory: 'sub-needed' }).success).toBe(true);
    const wrong = createPostSchema.safeParse({ ...base, subCategory: 'lost-found' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual(['subCategory']);
    const long = createPostSchema.safeParse({
      ...base,
      subCategory: 'sub-needed',
      title: 't'.repeat(POST_TITLE_MAX + 1),
    });
    expect(long.success).toBe(false);
  });
});
