import { teamMotivationMessages as m } from '@/lib/messages/team-motivation';
import { actionMail } from './layout';

// Template "team-create-motivation-notification" (spec 01 §7, "Mailer: team-create reminder", with a username):
// sent once to a new user who said they would organize and has not created a team yet.
export const TEAM_CREATE_MOTIVATION_TEMPLATE = 'team-create-motivation-notification';

export const teamCreateMotivationMail = (username: string, createUrl: string) =>
  actionMail({
    subject: m.subject(username),
    intro: m.intro(username),
    action: m.action,
    url: createUrl,
    outro: m.outro,
  });
