import { teamMotivationMessages as m } from '@/lib/messages/team-motivation';
import { ActionLayout } from './layout';
import { renderMail } from './render';

// Template "team-create-motivation-notification" (spec 01 §7, "Mailer: team-create reminder", with a username):
// sent once to a new user who said they would organize and has not created a team yet.
export const TEAM_CREATE_MOTIVATION_TEMPLATE = 'team-create-motivation-notification';

export type TeamCreateMotivationProps = { username: string; createUrl: string };

export function TeamCreateMotivation({ username, createUrl }: TeamCreateMotivationProps) {
  return <ActionLayout intro={m.intro(username)} action={m.action} url={createUrl} outro={m.outro} />;
}

export const teamCreateMotivationMail = (username: string, createUrl: string) =>
  renderMail(m.subject(username), <TeamCreateMotivation username={username} createUrl={createUrl} />);
