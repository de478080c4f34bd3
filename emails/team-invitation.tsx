import { teamUi as m } from '@/lib/messages/teams';
import { ActionLayout } from './layout';
import { renderMail } from './render';

// Template "team-invitation": a team manager invited an address that has no account yet.
export const TEAM_INVITATION_TEMPLATE = 'team-invitation';

export type TeamInvitationProps = {
  inviterName: string;
  teamName: string;
  /** Sign-up with the address filled in; the invitation attaches when the account is created. */
  signUpUrl: string;
  /** Stops invitation mail to this address. */
  optOutUrl: string;
};

export function TeamInvitation({ inviterName, teamName, signUpUrl, optOutUrl }: TeamInvitationProps) {
  return (
    <ActionLayout
      intro={m.inviteMailIntro(inviterName, teamName)}
      action={m.inviteMailAction}
      url={signUpUrl}
      outro={m.inviteMailOutro}
      footer={{ text: m.inviteMailStopText, link: m.inviteMailStopLink, url: optOutUrl }}
    />
  );
}

export const teamInvitationMail = (props: TeamInvitationProps) =>
  renderMail(m.inviteMailSubject(props.teamName), <TeamInvitation {...props} />);
