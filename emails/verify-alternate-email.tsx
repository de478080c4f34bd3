import { PRODUCT_NAME } from '@/lib/messages';
import { ActionLayout } from './layout';
import { renderMail } from './render';

export type VerifyAlternateEmailProps = { url: string };

// Sent to an additional address a user adds to their account.
export function VerifyAlternateEmail({ url }: VerifyAlternateEmailProps) {
  return (
    <ActionLayout
      intro={`Confirm that you want to add this address to your ${PRODUCT_NAME} account.`}
      action="Confirm email"
      url={url}
      outro="The link works once and expires in 24 hours."
    />
  );
}

export const verifyAlternateEmailMail = (url: string) =>
  renderMail(`Confirm your additional email for ${PRODUCT_NAME}`, <VerifyAlternateEmail url={url} />);
