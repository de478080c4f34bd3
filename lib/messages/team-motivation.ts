// The team-create reminder mail (template "team-create-motivation-notification", spec 01 §7; the spec gives
// no wording).
export const teamMotivationMessages = {
  subject: (username: string) => `${username}, your team is one step away`, // ours
  intro: (username: string) =>
    `Hi ${username}, you told us you'd organize games on Beans. Create your team: invite players, schedule games and keep everyone in one place. It takes a minute and it's free.`, // ours
  action: 'Create your team', // ours
  outro: 'You get this once, because you chose "Organize" when you signed up.', // ours
};
