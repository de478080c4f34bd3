import { activitySubscriptionConfirmationMail } from './activity-subscription-confirmation';
import { existingAccountMail } from './existing-account';
import { formReceiptMail } from './form-receipt';
import { formRefundMail } from './form-refund';
import { notificationMail } from './notification';
import type { MailContent } from './render';
import { resetPasswordMail } from './reset-password';
import { teamCreateMotivationMail } from './team-create-motivation';
import { teamInvitationMail } from './team-invitation';
import { verifyAlternateEmailMail } from './verify-alternate-email';
import { verifyEmailMail } from './verify-email';

// Every mail the product sends, rendered with sample data: the development preview page (/dev/emails) lists
// them, and tests/unit/emails.test.ts renders each. A new mail gets an entry here.
const SAMPLE_APP = 'http://localhost:3000';

export type MailSample = { id: string; render: () => Promise<MailContent> };

export const mailSamples: MailSample[] = [
  { id: 'verify-email', render: () => verifyEmailMail(`${SAMPLE_APP}/auth/verify-email?token=sample-token`) },
  { id: 'existing-account', render: () => existingAccountMail(`${SAMPLE_APP}/auth/login`) },
  {
    id: 'reset-password',
    render: () => resetPasswordMail(`${SAMPLE_APP}/auth/reset-password?token=sample-token`),
  },
  {
    id: 'verify-alternate-email',
    render: () => verifyAlternateEmailMail(`${SAMPLE_APP}/verify-new-email?token=sample-token`),
  },
  {
    id: 'notification',
    render: () =>
      notificationMail({
        title: 'Family member request',
        message: 'Pat wants to add you as a family member.',
        url: `${SAMPLE_APP}/profile`,
        settingsUrl: `${SAMPLE_APP}/settings?tab=notification`,
      }),
  },
  {
    id: 'activity-subscription-confirmation',
    render: () =>
      activitySubscriptionConfirmationMail(
        { firstName: 'Jordan', activitiesList: 'Pickleball and Tennis', city: 'Austin', radius: 25 },
        `${SAMPLE_APP}/settings?tab=activities-subscription`,
      ),
  },
  {
    id: 'team-create-motivation',
    render: () => teamCreateMotivationMail('jordan', `${SAMPLE_APP}/teams/create`),
  },
  {
    id: 'team-invitation',
    render: () =>
      teamInvitationMail({
        inviterName: 'Pat Lee',
        teamName: 'Austin Dinkers',
        signUpUrl: `${SAMPLE_APP}/auth/sign-up?email=new.person%40example.com`,
        optOutUrl: `${SAMPLE_APP}/auth/stop-invitations?email=new.person%40example.com&token=sample-token`,
      }),
  },
  {
    id: 'form-receipt',
    render: () =>
      formReceiptMail({
        formTitle: 'Spring league registration',
        amount: '$25.00',
        balanceLeft: '$15.00',
        url: `${SAMPLE_APP}/form/sample-form/sample-submission`,
      }),
  },
  {
    id: 'form-refund',
    render: () =>
      formRefundMail({
        formTitle: 'Spring league registration',
        amount: '$40.00',
        url: `${SAMPLE_APP}/form/sample-form/sample-submission`,
      }),
  },
];
