import { notificationMessages as m } from '@/lib/messages/notifications';
import { ActionLayout } from './layout';
import { renderMail } from './render';

export type NotificationProps = { title: string; message: string; url: string; settingsUrl: string };

// The e-mail copy of an in-app notification (sent when the user keeps e-mail on for its category).
export function Notification({ message, url, settingsUrl }: NotificationProps) {
  return <ActionLayout intro={message} action={m.mailAction} url={url} outro={m.mailOutro(settingsUrl)} />;
}

export const notificationMail = (props: NotificationProps) =>
  renderMail(props.title, <Notification {...props} />);
