import { PRODUCT_NAME } from '@/lib/messages';
import { ActionLayout } from './layout';
import { renderMail } from './render';

export type ExistingAccountProps = { loginUrl: string };

// Sent instead of a verification mail when someone signs up with an address that already has an account.
export function ExistingAccount({ loginUrl }: ExistingAccountProps) {
  return (
    <ActionLayout
      intro="Someone (hopefully you) tried to sign up with this email address, but it already has an account. Log in instead, or reset your password from the log-in page if you forgot it."
      action="Log in"
      url={loginUrl}
      outro="If this was not you, you can ignore this email; your account has not changed."
    />
  );
}

export const existingAccountMail = (loginUrl: string) =>
  renderMail(`You already have a ${PRODUCT_NAME} account`, <ExistingAccount loginUrl={loginUrl} />);
