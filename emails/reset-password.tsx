import { PRODUCT_NAME } from '@/lib/messages';
import { ActionLayout } from './layout';
import { renderMail } from './render';

export type ResetPasswordProps = { url: string };

// Sent from "Forgot password": a one-time link to choose a new password.
export function ResetPassword({ url }: ResetPasswordProps) {
  return (
    <ActionLayout
      intro="We received a request to reset your password. Choose a new one with the button below."
      action="Reset password"
      url={url}
      outro="The link works once and expires in 30 minutes. If you did not ask for it, ignore this email."
    />
  );
}

export const resetPasswordMail = (url: string) =>
  renderMail(`Reset your ${PRODUCT_NAME} password`, <ResetPassword url={url} />);
