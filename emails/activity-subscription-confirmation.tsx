import { activitySubscriptionMessages as m } from '@/lib/messages/activity-subscriptions';
import { ActionLayout } from './layout';
import { renderMail } from './render';

// Template "activity-subscription-confirmation": sent when a user saves an activity subscription.
export const ACTIVITY_SUBSCRIPTION_CONFIRMATION_TEMPLATE = 'activity-subscription-confirmation';

export type ActivitySubscriptionConfirmationData = {
  firstName: string; // fallback "there"
  activitiesList: string; // e.g. "Pickleball and Tennis"
  city: string;
  radius: number; // miles
};

export type ActivitySubscriptionConfirmationProps = ActivitySubscriptionConfirmationData & {
  manageUrl: string;
};

export function ActivitySubscriptionConfirmation(props: ActivitySubscriptionConfirmationProps) {
  return (
    <ActionLayout
      intro={m.mailIntro(props.firstName, props.activitiesList, props.radius, props.city)}
      action={m.mailAction}
      url={props.manageUrl}
      outro={m.mailOutro}
    />
  );
}

export const activitySubscriptionConfirmationMail = (
  data: ActivitySubscriptionConfirmationData,
  manageUrl: string,
) =>
  renderMail(
    m.trackingSubject(data.activitiesList, data.city),
    <ActivitySubscriptionConfirmation {...data} manageUrl={manageUrl} />,
  );
