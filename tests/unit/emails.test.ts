import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailSamples } from '@/emails/catalog';
import { MAX_HTML_BYTES, type MailContent } from '@/emails/render';

// Every mail in emails/, rendered with React Email: its subject and texts verbatim, its links in both parts,
// the plain-text part generated from the HTML, and the HTML under Gmail's clipping size.
const rendered = new Map<string, MailContent>();
async function mail(id: string): Promise<MailContent> {
  if (!rendered.has(id)) {
    const sample = mailSamples.find((s) => s.id === id);
    if (!sample) throw new Error(`no sample for ${id}`);
    rendered.set(id, await sample.render());
  }
  return rendered.get(id)!;
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
const hrefs = (html: string) =>
  Array.from(html.matchAll(/href="([^"]*)"/g), (m) => m[1]!.replace(/&amp;/g, '&'));
const textLinks = (text: string) => Array.from(new Set(text.match(/https?:\/\/\S+/g) ?? []));

type Expected = {
  subject: string;
  texts: string[];
  /** The call to action: its label and where it goes. */
  action: [label: string, url: string];
  /** Other links the mail carries (a footer's). */
  links?: string[];
};

const expected: Record<string, Expected> = {
  'verify-email': {
    subject: 'Verify your email for Beans',
    texts: [
      'Welcome to Beans! Confirm that this is your email address to finish creating your account.',
      'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
    ],
    action: ['Verify email', 'http://localhost:3000/auth/verify-email?token=sample-token'],
  },
  'existing-account': {
    subject: 'You already have a Beans account',
    texts: [
      'Someone (hopefully you) tried to sign up with this email address, but it already has an account. Log in instead, or reset your password from the log-in page if you forgot it.',
      'If this was not you, you can ignore this email; your account has not changed.',
    ],
    action: ['Log in', 'http://localhost:3000/auth/login'],
  },
  'reset-password': {
    subject: 'Reset your Beans password',
    texts: [
      'We received a request to reset your password. Choose a new one with the button below.',
      'The link works once and expires in 30 minutes. If you did not ask for it, ignore this email.',
    ],
    action: ['Reset password', 'http://localhost:3000/auth/reset-password?token=sample-token'],
  },
  'verify-alternate-email': {
    subject: 'Confirm your additional email for Beans',
    texts: [
      'Confirm that you want to add this address to your Beans account.',
      'The link works once and expires in 24 hours.',
    ],
    action: ['Confirm email', 'http://localhost:3000/verify-new-email?token=sample-token'],
  },
  notification: {
    subject: 'Family member request',
    texts: [
      'Pat wants to add you as a family member.',
      'You receive this email because email is on for this kind of notification. Change it in your notification settings: http://localhost:3000/settings?tab=notification',
    ],
    action: ['Open Beans', 'http://localhost:3000/profile'],
  },
  'activity-subscription-confirmation': {
    subject: "You're now tracking Pickleball and Tennis near Austin!",
    texts: [
      'Hi Jordan, you will now get alerts for Pickleball and Tennis events within 25 miles of Austin.',
      'You can change or delete this subscription at any time in your settings.',
    ],
    action: ['Manage subscriptions', 'http://localhost:3000/settings?tab=activities-subscription'],
  },
  'team-create-motivation': {
    subject: 'jordan, your team is one step away',
    texts: [
      "Hi jordan, you told us you'd organize games on Beans. Create your team: invite players, schedule games and keep everyone in one place. It takes a minute and it's free.",
      'You get this once, because you chose "Organize" when you signed up.',
    ],
    action: ['Create your team', 'http://localhost:3000/teams/create'],
  },
  'team-invitation': {
    subject: 'You are invited to join Austin Dinkers on Beans',
    texts: [
      'Pat Lee invited you to join Austin Dinkers on Beans. Create your free account with this address and the invitation will be waiting for you.',
      'If you do not want to join, you can ignore this e-mail.',
      'Do not want invitations to teams on Beans?',
      'Stop invitation e-mails to this address',
    ],
    action: ['Sign up and join', 'http://localhost:3000/auth/sign-up?email=new.person%40example.com'],
    links: ['http://localhost:3000/auth/stop-invitations?email=new.person%40example.com&token=sample-token'],
  },
  'form-receipt': {
    subject: 'Receipt: Spring league registration',
    texts: [
      'We received your payment of $25.00 for “Spring league registration”. A balance of $15.00 remains.',
    ],
    action: ['View your submission', 'http://localhost:3000/form/sample-form/sample-submission'],
  },
  'form-refund': {
    subject: 'Refund: Spring league registration',
    texts: ['We refunded $40.00 for “Spring league registration”.'],
    action: ['View your submission', 'http://localhost:3000/form/sample-form/sample-submission'],
  },
};

describe('e-mail templates (emails/)', () => {
  it('has one sample per template file, and an expectation per sample', () => {
    const shared = new Set(['layout.tsx', 'render.ts', 'catalog.ts']);
    const files = readdirSync(path.resolve('emails'))
      .filter((f) => !shared.has(f))
      .map((f) => f.replace(/\.tsx?$/, ''))
      .sort();
    expect(mailSamples.map((s) => s.id).sort()).toEqual(files);
    expect(Object.keys(expected).sort()).toEqual(files);
  });

  for (const [id, want] of Object.entries(expected)) {
    it(`${id}: subject, texts and links in both parts, HTML under 100 KB`, async () => {
      const { subject, html, text } = await mail(id);
      expect(subject).toBe(want.subject);
      expect(Buffer.byteLength(html, 'utf8')).toBeLessThan(MAX_HTML_BYTES);
      expect(html.startsWith('<!DOCTYPE html')).toBe(true);
      // Every text, verbatim: as HTML-escaped text in the HTML part, as is in the plain-text part.
      for (const t of want.texts) {
        expect(html).toContain(escapeHtml(t));
        expect(text).toContain(t);
      }
      // The button carries its link; the link is also written out in the HTML and follows the label in the text.
      const [label, url] = want.action;
      expect(html).toMatch(
        new RegExp(`href="${escapeRegExp(escapeHtml(url))}"[^>]*>(?:.(?!</a>))*${escapeRegExp(label)}`, 's'),
      );
      expect(html).toContain(`>${escapeHtml(url)}</a>`);
      expect(text).toContain(`${label} ${url}`);
      // No other link than the action's and the listed ones, in either part.
      const allowed = new Set([url, ...(want.links ?? [])]);
      expect(new Set(hrefs(html))).toEqual(allowed);
      const settings = id === 'notification' ? ['http://localhost:3000/settings?tab=notification'] : [];
      expect(new Set(textLinks(text))).toEqual(new Set([...allowed, ...settings]));
      // The plain-text part is text: no tags, no preview duplicate of the intro.
      expect(text).not.toMatch(/<[a-z!/]/i);
      expect(text.split(want.texts[0]!).length - 1).toBe(1);
    });
  }

  it('escapes what it is given in the HTML part, and keeps it as typed in the text part', async () => {
    const { notificationMail } = await import('@/emails/notification');
    const { html, text } = await notificationMail({
      title: 'T',
      message: 'Tom & <b>Jerry</b> "quoted"',
      url: 'http://x.test/?a=1&b=<script>',
      settingsUrl: 'http://x.test/settings',
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Jerry');
    expect(html).toContain('Tom &amp; &lt;b&gt;Jerry&lt;/b&gt;');
    expect(text).toContain('Tom & <b>Jerry</b> "quoted"');
  });
});

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
