import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { sendMail } from '@/lib/mail';
import { verifyEmailMail } from '@/emails/verify-email';

describe('mail without SMTP_URL (development)', () => {
  it('keeps the mail in the dev outbox with its link', async () => {
    delete process.env.SMTP_URL;
    await sendMail(
      'outbox@example.com',
      await verifyEmailMail('http://localhost:3000/auth/verify-email?token=abc'),
    );
    const [mail] = await db.devMail.findMany({ where: { to: 'outbox@example.com' } });
    expect(mail?.subject).toBe('Verify your email for Beans');
    expect(mail?.text).toContain('http://localhost:3000/auth/verify-email?token=abc');
    expect(mail?.html).toContain('href="http://localhost:3000/auth/verify-email?token=abc"');
  });

  it('escapes text placed in the HTML', async () => {
    await sendMail('escape@example.com', await verifyEmailMail('http://x.test/?a=1&b=<script>'));
    const mail = await db.devMail.findFirstOrThrow({ where: { to: 'escape@example.com' } });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
