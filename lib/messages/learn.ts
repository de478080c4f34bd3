// Learn and grow: the articles of learn-and-grow and its carousel (all ours). Re-exported by index.ts.

export type Article = {
  slug: string;
  title: string;
  summary: string;
  minutes: number;
  audience: string;
  paragraphs: string[];
};

export const articles: Article[] = [
  {
    slug: 'host-a-pickup-game-people-come-back-to',
    title: 'Host a pickup game people come back to',
    summary: 'Five habits of hosts whose games fill every week, from fixed times to a fair waitlist.',
    minutes: 4,
    audience: 'For hosts',
    paragraphs: [
      'Regular games grow because people can plan around them. Pick one day and time and keep it for at least a season; a repeating game on Beans keeps the same link, so players bookmark it once.',
      'Cap the game at the number that plays best, not the number that fits. Ten players for five-a-side means everyone plays; fourteen means half the night is spent waiting. Let the rest join the waitlist: when someone drops out, the next in line is offered the spot automatically.',
      'Be clear about level. A line in the description such as "intermediate, competitive but friendly" saves awkward evenings. Split the game into groups when roles matter, such as 2 goalies and 12 field players.',
      'Start on time, end on time, and thank people. After the game, mark no-shows so reliable players get the spots, and read the ratings players leave: they tell you what to change.',
    ],
  },
  {
    slug: 'fill-your-roster-before-the-season',
    title: 'Fill your roster before the season starts',
    summary:
      'Where to find players, how to ask, and why a short registration form saves you a week of messages.',
    minutes: 5,
    audience: 'For team managers',
    paragraphs: [
      'Start six weeks out. Post in Community Posts under Teams & Leagues → Team Openings with the level, the night you play and what it costs; posts are listed by category so the right people see them.',
      'Use the people you already know. Ask each returning player to bring one friend, and invite players from past pickup games who played well and showed up.',
      'Collect the details once. A registration form with the waiver and the fee means you are not chasing shirt sizes and payments in a group chat in week three.',
      'Keep two reserves. Injuries and travel happen; a short list of subs who said yes in advance saves the night you are one short.',
    ],
  },
  {
    slug: 'pickleball-levels-explained',
    title: 'Pickleball levels explained, from 2.0 to 4.0+',
    summary: 'What each rating means in practice and how to pick open play that fits your game.',
    minutes: 3,
    audience: 'For players',
    paragraphs: [
      'Ratings describe what you do reliably, not your best shot of the day. A 2.5 keeps rallies going; a 3.0 serves and returns deep and can dink; a 3.5 moves to the kitchen line with a plan; a 4.0 controls pace and placement and plays as a team.',
      'Most open play is grouped by level because close games are more fun for everyone. Playing one level up now and then helps you improve; playing two levels up mostly helps nobody.',
      'Not sure where you stand? Our five-question quiz gives you an estimate you can share with a partner or a coach.',
    ],
  },
  {
    slug: 'grow-a-local-sports-community',
    title: 'Grow a local sports community from one game',
    summary: 'How a single weekly game turns into a community with its own hosts, teams and traditions.',
    minutes: 4,
    audience: 'For community owners',
    paragraphs: [
      'Every community starts with one reliable game. Once it fills every week, ask two regulars to host a second time slot; shared hosting keeps you from burning out.',
      'Give the group a home that is not a chat thread. A community page lists your games, your members and how to join, and it can be found by people who just moved to town.',
      'Mark the moments: a season-end tournament, a social, a charity game. They give members a reason to bring friends.',
      'Write down the rules that matter to you (arrive on time, call your own fouls, welcome new players) and pin them where new members look first.',
    ],
  },
];

export const articleBySlug = (slug: string) => articles.find((a) => a.slug === slug);
