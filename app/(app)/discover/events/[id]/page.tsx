// discover/events/{id} shows the same game page as evt/{id} (activity-alert mails link here).
export { default, generateMetadata } from '../../../evt/[id]/page';
