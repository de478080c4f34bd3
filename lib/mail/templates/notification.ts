import { notificationMessages } from '@/lib/messages';
import { actionMail } from './layout';

// The e-mail copy of an in-app notification (sent when the user keeps e-mail on for its category).
export const notificationMail = (opts: {
  title: string;
  message: string;
  url: string;
  settingsUrl: string;
}) =>
  actionMail({
    subject: opts.title,
    intro: opts.message,
    action: notificationMessages.mailAction,
    url: opts.url,
    outro: notificationMessages.mailOutro(opts.settingsUrl),
  });
