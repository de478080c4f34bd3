import { activitySubscriptionMessages as m } from '@/lib/messages';
import { actionMail } from './layout';

// Template "activity-subscription-confirmation": sent when a user saves an activity subscription.
export const ACTIVITY_SUBSCRIPTION_CONFIRMATION_TEMPLATE = 'activity-subscription-confirmation';

export type ActivitySubscriptionConfirmationData = {
  firstName: string; // fallback "there"
  activitiesList: string; // e.g. "Pickleball and Tennis"
  city: string;
  radius: number; // miles
};

export const activitySubscriptionConfirmationMail = (
  data: ActivitySubscriptionConfirmationData,
  manageUrl: string,
) =>
  actionMail({
    subject: m.trackingSubject(data.activitiesList, data.city),
    intro: m.mailIntro(data.firstName, data.activitiesList, data.radius, data.city),
    action: m.mailAction,
    url: manageUrl,
    outro: m.mailOutro,
  });
