import { PRODUCT_NAME } from '@/lib/messages';
import { actionMail } from './layout';

export const verifyEmailMail = (url: string) =>
  actionMail({
    subject: `Verify your email for ${PRODUCT_NAME}`,
    intro: `Welcome to ${PRODUCT_NAME}! Confirm that this is your email address to finish creating your account.`,
    action: 'Verify email',
    url,
    outro: 'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
  });

export const existingAccountMail = (loginUrl: string) =>
  actionMail({
    subject: `You already have a ${PRODUCT_NAME} account`,
    intro: `Someone (hopefully you) tried to sign up with this email address, but it already has an account. Log in instead, or reset your password from the log-in page if you forgot it.`,
    action: 'Log in',
    url: loginUrl,
    outro: 'If this was not you, you can ignore this email; your account has not changed.',
  });

export const resetPasswordMail = (url: string) =>
  actionMail({
    subject: `Reset your ${PRODUCT_NAME} password`,
    intro: 'We received a request to reset your password. Choose a new one with the button below.',
    action: 'Reset password',
    url,
    outro: 'The link works once and expires in 30 minutes. If you did not ask for it, ignore this email.',
  });

export const verifyAlternateEmailMail = (url: string) =>
  actionMail({
    subject: `Confirm your additional email for ${PRODUCT_NAME}`,
    intro: `Confirm that you want to add this address to your ${PRODUCT_NAME} account.`,
    action: 'Confirm email',
    url,
    outro: 'The link works once and expires in 24 hours.',
  });
