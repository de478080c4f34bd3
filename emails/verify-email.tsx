import { PRODUCT_NAME } from '@/lib/messages';
import { ActionLayout } from './layout';
import { renderMail } from './render';

export type VerifyEmailProps = { url: string };

// Sent at sign-up: confirms the address before the account is created.
export function VerifyEmail({ url }: VerifyEmailProps) {
  return (
    <ActionLayout
      intro={`Welcome to ${PRODUCT_NAME}! Confirm that this is your email address to finish creating your account.`}
      action="Verify email"
      url={url}
      outro="The link works once and expires in 24 hours. If you did not sign up, ignore this email."
    />
  );
}

export const verifyEmailMail = (url: string) =>
  renderMail(`Verify your email for ${PRODUCT_NAME}`, <VerifyEmail url={url} />);
