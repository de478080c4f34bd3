// Copy of the public marketing pages (all ours: the spec gives only the routes, 'Coming Soon' and 'Q2 2025',
// which are marketingMessages in marketing.ts). Re-exported by index.ts. Each page's `title` and `description` are its
// <title> and meta description, and must be unique across the site (the e2e suite checks).
import { PRODUCT_NAME } from './common';
import { marketingMessages } from './marketing';

export type Illustration =
  'community' | 'players' | 'calendar' | 'forms' | 'payments' | 'bracket' | 'webpage' | 'ai' | 'promo';

export { carouselMessages, citySearchPage } from './marketing-ui';

export type FeaturePageCopy = {
  path: string;
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  lead: string;
  illustration: Illustration;
  /** Who the page is for, one line each. */
  audience: string[];
  points: { title: string; text: string }[];
  steps: { title: string; text: string }[];
  /** Paths of the related marketing pages linked at the bottom. */
  related: string[];
  badge?: { label: string; detail: string };
};

export const marketingCommon = {
  forWhom: 'Who it is for',
  whatYouGet: 'What you get',
  howItWorks: 'How it works',
  related: 'Keep exploring',
  ctaTitle: `Bring your next game to ${PRODUCT_NAME}`,
  ctaText: 'Free for players. Set up your first game or team in a couple of minutes.',
  ctaPrimary: 'Create your free account',
  ctaSecondary: 'See every feature',
  learnMore: 'Learn more',
  learnAbout: (name: string) => `More about ${name.toLowerCase()}`,
  breadcrumbHome: 'Features',
} as const;

const comingSoon = {
  label: marketingMessages.comingSoon,
  detail: `Planned for ${marketingMessages.createTournamentsAvailability}`,
};

export const featurePages = {
  'community-connect': {
    path: '/community-connect',
    title: 'Community Connect: bring your local sports community together',
    description: `Run a sports community on ${PRODUCT_NAME}: one home for members, games, announcements and the people who keep it going.`,
    eyebrow: 'Community Connect',
    heading: 'One home for your whole sports community',
    lead: 'Clubs, run groups and pickup crews outgrow group chats fast. Community Connect gives your community a page, a member list, shared games and a board where people find each other.',
    illustration: 'community',
    audience: [
      'Community owners running a club, a pickup crew or a rec group',
      'Ambassadors who want to grow the game in their city',
      'Members who want to know what is on this week',
    ],
    points: [
      {
        title: 'A page that is yours',
        text: 'Your community gets a public page at org/your-name with its sports, its games and how to join.',
      },
      {
        title: 'Members, not a phone list',
        text: 'People join with one tap, choose what they hear about and can leave without asking anyone.',
      },
      {
        title: 'Posts that reach the right people',
        text: 'Sub needed tonight? Lost a jacket? The community board sorts posts into clear categories.',
      },
      {
        title: 'Follow the hosts you like',
        text: 'Members subscribe to hosts and hear about new games the moment they are posted.',
      },
    ],
    steps: [
      { title: 'Start a community', text: 'Name it, pick its sports and city, write two lines about it.' },
      {
        title: 'Invite your people',
        text: 'Share the link in your old group chat; members join in seconds.',
      },
      {
        title: 'Post the first game',
        text: 'Everyone who joined hears about it, and the spots fill themselves.',
      },
    ],
    related: ['/organize-events', '/find-players', '/create-webpages'],
  },
  'find-players': {
    path: '/find-players',
    title: 'Find players and pickup games near you',
    description: `Short a player tonight? ${PRODUCT_NAME} finds players near you by sport, city and availability, and fills open spots in your game.`,
    eyebrow: 'Find players',
    heading: 'Never play a player short again',
    lead: 'Tell us your sports, your city and when you are free. We show you games that fit and show hosts the players who can fill their open spots.',
    illustration: 'players',
    audience: [
      'Players new to a city looking for a regular game',
      'Hosts who lose two players an hour before kickoff',
      'Captains filling a roster for the season',
    ],
    points: [
      {
        title: 'Players near you',
        text: 'See players within your radius who play your sport and are free when your game starts.',
      },
      {
        title: 'Availability that is honest',
        text: 'Players set the hours they can play each week, so invitations land when people can say yes.',
      },
      {
        title: 'Waitlists that move on their own',
        text: 'When someone drops out, the next person in line is offered the spot and told right away.',
      },
      {
        title: 'Privacy by default',
        text: 'Only what a player chooses to share is shown, and blocked users never see each other.',
      },
    ],
    steps: [
      { title: 'Set up your profile', text: 'Your sports, home city and the hours you can play.' },
      { title: 'Discover games', text: 'Search by city, sport, date and distance, or use your location.' },
      {
        title: 'Join or invite',
        text: 'Join a game in one tap, or invite players who match your open spots.',
      },
    ],
    related: ['/city-search', '/community-connect', '/quiz'],
  },
  'organize-events': {
    path: '/organize-events',
    title: 'Organize games and events without the group-chat chaos',
    description: `Create a game or event on ${PRODUCT_NAME} in minutes: spots, waitlists, repeating dates and groups like goalies and field players.`,
    eyebrow: 'Organize events',
    heading: 'Post a game once. Let it run itself.',
    lead: 'Set the place, the time and the number of spots. Beans handles sign-ups, the waitlist and repeat dates, so you can show up and play.',
    illustration: 'calendar',
    audience: [
      'Hosts of weekly pickup games',
      'Coaches and clinic organisers',
      'Anyone running a one-off tournament day or social',
    ],
    points: [
      {
        title: 'Spots and waitlists',
        text: 'Cap your game, let the rest join the waitlist, and promote them in order when a spot opens.',
      },
      {
        title: 'Groups inside a game',
        text: 'Split spots into groups, for example 2 goalies and 12 field players, each with its own waitlist.',
      },
      {
        title: 'Repeating games',
        text: 'Make it weekly; change one date or every later date and tell the players who joined.',
      },
      {
        title: 'After the game',
        text: 'Mark no-shows, and let players rate the game so good hosts stand out.',
      },
    ],
    steps: [
      { title: 'Create the game', text: 'Sport, place, time, spots and whether it is public or private.' },
      { title: 'Share the link', text: 'Public games also show up in Discover for players nearby.' },
      {
        title: 'Play',
        text: 'Check the list on your phone at the field: who is in, who is on the waitlist.',
      },
    ],
    related: ['/collect-payments', '/forms-and-waivers', '/create-tournaments'],
  },
  'forms-and-waivers': {
    path: '/forms-and-waivers',
    title: 'Online registration forms and signed waivers',
    description: `Build registration forms and liability waivers on ${PRODUCT_NAME}; players sign once from their phone and you keep every submission in one place.`,
    eyebrow: 'Forms and waivers',
    heading: 'Registration and waivers, signed before anyone arrives',
    lead: 'Build a form with the questions you need, attach your waiver and a fee, and share one link. Every submission lands in a table you can search and export.',
    illustration: 'forms',
    audience: [
      'Leagues collecting player details each season',
      'Clinics and camps that need a parent signature',
      'Venues that require a liability waiver on file',
    ],
    points: [
      {
        title: 'A form builder, not a spreadsheet',
        text: 'Text, choices, dates and signatures, in the order you want, with required fields marked.',
      },
      {
        title: 'Waivers that hold up',
        text: 'Players read and sign on their phone; you see who signed and when.',
      },
      {
        title: 'Fees in the same step',
        text: 'Attach a registration fee and players pay when they submit.',
      },
      {
        title: 'Family sign-ups',
        text: 'Parents register each child from one family account without filling the form twice.',
      },
    ],
    steps: [
      { title: 'Build the form', text: 'Add questions and the waiver text, and set a fee if there is one.' },
      { title: 'Share the link', text: 'Send it to your team or attach it to a game or team.' },
      { title: 'Review submissions', text: 'Everything is in one list, ready when you need it.' },
    ],
    related: ['/collect-payments', '/organize-events', '/guide'],
  },
  'collect-payments': {
    path: '/collect-payments',
    title: 'Collect payments for games, leagues and clinics',
    description: `Stop chasing payments. ${PRODUCT_NAME} takes card payments for games, registrations and dues and pays organizers out to their bank through Stripe.`,
    eyebrow: 'Collect payments',
    heading: 'Get paid without chasing anyone',
    lead: 'Charge for a spot, a season or a clinic. Players pay by card when they join, and the money goes to your bank through your connected Stripe account.',
    illustration: 'payments',
    audience: [
      'Hosts splitting court or field rental costs',
      'League organisers collecting season dues',
      'Coaches selling clinic packages',
    ],
    points: [
      {
        title: 'Paid when they join',
        text: 'A paid spot is held only once payment succeeds, so your list is always settled.',
      },
      {
        title: 'Payouts to your bank',
        text: 'Link a Stripe account from Billing and Subscriptions, available in 45 countries.',
      },
      {
        title: 'Invoices and history',
        text: 'Players and organizers see every charge, invoice and refund in one place.',
      },
      {
        title: 'Balances for registrations',
        text: 'Let players pay a deposit now and the rest of a registration fee later.',
      },
    ],
    steps: [
      { title: 'Connect Stripe', text: 'Pick your country and link an account in a few minutes.' },
      { title: 'Set a price', text: 'Add a fee to a game, a form or a team registration.' },
      { title: 'Get paid out', text: 'Payments land in your Stripe balance and then your bank.' },
    ],
    related: ['/forms-and-waivers', '/organize-events', '/promo'],
  },
  'create-tournaments': {
    path: '/create-tournaments',
    title: 'Create tournaments: brackets, pools and schedules (coming soon)',
    description: `Tournament tools are coming to ${PRODUCT_NAME}: team registration, pools, brackets and live results on one page, ${marketingMessages.createTournamentsAvailability}.`,
    eyebrow: 'Create tournaments',
    heading: 'Tournaments, from sign-up to the final',
    lead: 'We are building tournament tools on top of what already works for games and teams: register teams, seed pools, generate brackets and post results live.',
    illustration: 'bracket',
    badge: comingSoon,
    audience: [
      'Clubs running a one-day tournament',
      'Leagues that end each season with playoffs',
      'Charity events that want registration and donations in one place',
    ],
    points: [
      {
        title: 'Team registration',
        text: 'Teams register and pay with the same forms and payments you already use on Beans.',
      },
      {
        title: 'Pools and brackets',
        text: 'Seed pools, then build single or double elimination brackets from the standings.',
      },
      {
        title: 'Live results',
        text: 'Scores entered at the court update the bracket page for players and fans.',
      },
    ],
    steps: [
      { title: 'Today', text: 'Run each tournament game as a Beans event with spots for every team.' },
      { title: 'Coming soon', text: 'Brackets, pools and a results page built for tournaments.' },
      { title: 'Stay in the loop', text: 'Create an account and we will tell you when it launches.' },
    ],
    related: ['/organize-events', '/create-webpages', '/collect-payments'],
  },
  'create-webpages': {
    path: '/create-webpages',
    title: 'Create a website for your team, club or league',
    description: `Build a fast website for your team or league on ${PRODUCT_NAME} with the site builder: pages, your logo, your schedule and your own domain.`,
    eyebrow: 'Create webpages',
    heading: 'A real website for your team, in an afternoon',
    lead: 'Pick a layout, drop in your logo, schedule and sign-up form, and publish. Your site stays in sync with your games and teams on Beans.',
    illustration: 'webpage',
    audience: [
      'Teams and clubs without a web developer',
      'Leagues that want a schedule page players can bookmark',
      'Venues and coaches who need a simple, fast site',
    ],
    points: [
      {
        title: 'Drag, drop, publish',
        text: 'Blocks for a hero, a schedule, a roster, a photo strip and a sign-up form.',
      },
      {
        title: 'Your own domain',
        text: 'Connect your domain and we serve your site on it, with HTTPS handled for you.',
      },
      {
        title: 'Always up to date',
        text: 'Schedules and rosters come from Beans, so the site never shows last season.',
      },
      {
        title: 'Fast on every phone',
        text: 'Pages are built to load quickly and read well on small screens.',
      },
    ],
    steps: [
      { title: 'Start a site', text: 'Choose a starting layout and your colours.' },
      { title: 'Add your pages', text: 'Home, schedule, join us; edit text right on the page.' },
      { title: 'Publish', text: 'Share the link or connect your own domain.' },
    ],
    related: ['/community-connect', '/forms-and-waivers', '/create-tournaments'],
  },
  promo: {
    path: '/promo',
    title: 'Move your group to Beans this season',
    description: `Switching your league, club or pickup group to ${PRODUCT_NAME}? Here is what you get on day one and how we help you move your people over.`,
    eyebrow: 'Switch to Beans',
    heading: 'Move your group over this season',
    lead: 'Every player account is free. Bring your group, post your games and see who shows up. Taking payments needs no plan, only a connected Stripe account; upgrade a team to Organizer Pro when you want more tools.',
    illustration: 'promo',
    audience: [
      'Groups running on a chat thread and a spreadsheet',
      'Leagues paying for three tools that do not talk to each other',
      'Hosts who want their games to be found by new players',
    ],
    points: [
      {
        title: 'Free for every player',
        text: 'Nobody needs to pay to join your games, follow you or post on the board.',
      },
      {
        title: 'Payouts without a plan',
        text: 'Connect a Stripe account under Billing and Subscriptions. Once Stripe marks it Active, you can put a price on your games: players pay when they join and the money goes to that account, less the platform fee.',
      },
      {
        title: 'Organizer Pro when you are ready',
        text: 'More tools for the teams you run; the organizer pricing page lists what each plan includes.',
      },
      {
        title: 'Member Plus for regulars',
        text: 'Extras for players who play a lot, without getting in the way of anyone else.',
      },
    ],
    steps: [
      { title: 'Create your account', text: 'It takes a minute; no card needed.' },
      { title: 'Post your usual game', text: 'Make it repeat weekly and share the link with your group.' },
      {
        title: 'Invite your regulars',
        text: 'They join from the link and follow you to hear about your next games.',
      },
    ],
    related: ['/features', '/guide', '/collect-payments'],
  },
  ai: {
    path: '/ai',
    title: 'Smart matching: how Beans suggests games and players',
    description: `How ${PRODUCT_NAME} uses your sports, location and availability to suggest games and players, and the privacy rules those suggestions follow.`,
    eyebrow: 'Smart matching',
    heading: 'Suggestions that help you play more',
    lead: 'Beans looks at the sports you play, where you are and when you are free, and suggests games and players that fit. You stay in control of what it uses.',
    illustration: 'ai',
    audience: [
      'Players who want a game that fits their week',
      'Hosts looking for the right players for open spots',
      'Anyone curious about what we do with their data',
    ],
    points: [
      {
        title: 'Games that fit your week',
        text: 'Games near your go-to city that fall in the hours you are free come first, not what is popular.',
      },
      {
        title: 'Players for your open spots',
        text: "Hosts see nearby players who play the game's sport and are free when it starts.",
      },
      {
        title: 'You decide what is used',
        text: 'Clear your hours or your go-to city in settings and suggestions stop using them: games nearby come soonest first.',
      },
      {
        title: 'No selling, no ads profile',
        text: 'Your data is used to run Beans for you; it is never sold and private messages are never read for suggestions.',
      },
    ],
    steps: [
      { title: 'Tell us what you play', text: 'Your sports and the hours you are free.' },
      { title: 'See suggestions', text: 'On your home page: games nearby and players near you.' },
      { title: 'Tune them', text: 'Change your radius, sports or privacy settings any time.' },
    ],
    related: ['/find-players', '/quiz', '/about-us'],
  },
} as const satisfies Record<string, FeaturePageCopy>;

export type FeaturePageKey = keyof typeof featurePages;

export const featuresPage = {
  path: '/features',
  title: `${PRODUCT_NAME} features: games, teams, payments and community tools`,
  description: `Everything ${PRODUCT_NAME} does for players, hosts, team managers and community owners: find games, organize events, take payments, run teams and communities.`,
  heading: 'Everything you need to play more and organise less',
  lead: `${PRODUCT_NAME} is a sports and events platform for team sports, drop-in pickup games and tournaments. Players find games and teammates; organisers run events, teams and communities and get paid.`,
  audiences: [
    { title: 'Players', text: 'Find games near you, join in one tap, follow the hosts you like.' },
    { title: 'Event hosts', text: 'Post a game, fill it, keep a waitlist and collect fees.' },
    { title: 'Team managers', text: 'Rosters, messages, schedules and a team page in one place.' },
    { title: 'Community owners', text: 'A home for your club or crew, with members and a board.' },
  ],
  audiencesTitle: `Built for everyone who plays`,
  featuresTitle: 'Tools',
  moreTitle: 'Learn and explore',
  more: [
    { href: '/city-search', title: 'Sports by city', text: 'Find games and players in your US city.' },
    { href: '/learn-and-grow', title: 'Learn and grow', text: 'Guides for players and organisers.' },
    { href: '/quiz', title: 'Quizzes', text: 'Find your pickleball level and paddle.' },
    { href: '/partners/venues', title: 'Partners', text: 'Venues, coaches, gear shops and leagues.' },
    { href: '/posts', title: 'Community Posts', text: 'Subs, gear, coaching and more, by city.' },
    { href: '/guide', title: 'Getting started', text: 'From sign-up to your first game.' },
  ],
} as const;

export const faqPage = {
  path: '/faqs',
  title: `Help and FAQs: answers about ${PRODUCT_NAME}`,
  description: `Answers to common questions about ${PRODUCT_NAME}: accounts, joining and hosting games, waitlists, payments and payouts, privacy and blocking.`,
  heading: 'Help and FAQs',
  lead: 'Short answers to the questions players and organisers ask most. Still stuck? Post in Community Posts and someone will help.',
  groups: [
    {
      title: 'Getting started',
      items: [
        {
          q: `Is ${PRODUCT_NAME} free?`,
          a: 'Yes for players: creating an account, joining games, following hosts and posting on the board are free. Organizers take payments with a connected Stripe account on any plan; Organizer Pro adds team tools, and Member Plus adds extras for frequent players.',
        },
        {
          q: 'What sports can I play?',
          a: 'Any sport with a game or a team: soccer, basketball, pickleball, volleyball, tennis, running groups and more. If yours is missing, pick Other when you create a game.',
        },
        {
          q: 'Why do you ask for my city and availability?',
          a: 'So we can show games near you at times you can play, and show hosts players who fit their open spots. You can hide both in privacy settings.',
        },
      ],
    },
    {
      title: 'Games and events',
      items: [
        {
          q: 'How does the waitlist work?',
          a: 'When a game is full you can join the waitlist. If a player leaves, the first person in line is offered the spot and notified straight away.',
        },
        {
          q: 'Can I bring a friend who has no account?',
          a: 'Yes, when the host allows guests: add a named guest when you join and they take one of the spots.',
        },
        {
          q: 'Can I make a game repeat every week?',
          a: 'Yes. Create it as a repeating game; you can later change one date or that date and every later one, and the players who joined are told.',
        },
        {
          q: 'Who can see a private game?',
          a: 'Only people with the link or an invitation. Private games are never listed in Discover or in search engines.',
        },
      ],
    },
    {
      title: 'Payments',
      items: [
        {
          q: 'How do organizers get paid?',
          a: 'Link a Stripe account from Billing and Subscriptions. Payments for your games and registrations go to that account and then to your bank.',
        },
        {
          q: 'Where do I find my invoices?',
          a: 'In Invoices, linked from your home page, with every charge and receipt.',
        },
      ],
    },
    {
      title: 'Privacy and safety',
      items: [
        {
          q: 'What happens when I block someone?',
          a: 'You stop seeing each other: their games, posts and messages are hidden from you and yours from them.',
        },
        {
          q: 'How do I report a post?',
          a: 'Open the post and choose Report. Our admins review reports and hide posts that break the rules.',
        },
        {
          q: 'Can I delete my account?',
          a: 'Yes, from Settings. Your profile is removed and your posts stay only as posts by a former member.',
        },
      ],
    },
  ],
} as const;

export const guidePage = {
  path: '/guide',
  title: `Getting started with ${PRODUCT_NAME}: a step-by-step guide`,
  description: `Set up ${PRODUCT_NAME} in five steps: create your account, complete your profile, find or create a game, join a team or community, and get paid if you organise.`,
  heading: 'Getting started, step by step',
  lead: 'From a new account to your first game in about ten minutes. Follow the steps for players first; organisers carry on to the end.',
  stepLabel: (n: number) => `Step ${n}`,
  steps: [
    {
      title: 'Create your account',
      text: 'Sign up with your email and a password, then confirm your email from the message we send you.',
      tip: 'Use the email your team already uses, so invitations find you.',
    },
    {
      title: 'Complete your profile',
      text: 'Add your name, a photo, the sports you play, your go-to city and the hours you are usually free.',
      tip: 'Not sure of your pickleball level? Take the two-minute quiz.',
    },
    {
      title: 'Find a game',
      text: 'Open Discover, pick a city or use your location, and filter by sport, date and distance. Join in one tap or join the waitlist.',
      tip: 'Follow hosts you like to hear about their next games first.',
    },
    {
      title: 'Join a team or community',
      text: 'Teams keep a roster and a group chat; communities collect everyone who plays in your area. Ask to join or accept an invitation.',
      tip: 'Community Posts is the fastest way to find a team that needs players.',
    },
    {
      title: 'Host your own game',
      text: 'Create a game with a place, time, number of spots and optional groups. Share the link; public games show up in Discover.',
      tip: 'Make it repeating if it happens every week.',
    },
    {
      title: 'Get paid for what you run',
      text: 'Organisers link a Stripe account under Billing and Subscriptions, then add fees to games, forms and registrations.',
      tip: 'Payments are held only after they succeed, so your list is always settled.',
    },
  ],
  finishTitle: 'Ready?',
  finishText: 'Create your free account and post or join your first game today.',
  quizLink: 'Take the pickleball level quiz',
} as const;

export const aboutPage = {
  path: '/about-us',
  title: `About ${PRODUCT_NAME}: built by people who organise pickup games`,
  description: `${PRODUCT_NAME} started with a weekly pickup game that ran on a group chat. Read why we build it, who it is for and the principles we keep.`,
  heading: `About ${PRODUCT_NAME}`,
  lead: `${PRODUCT_NAME} began the way a lot of games do: one person with a group chat, a spreadsheet and a court booked every Tuesday. Every week someone dropped out late, someone forgot to pay and someone new could not find the game. We built the tool we wanted.`,
  missionTitle: 'Our mission',
  mission:
    'Make it easy for anyone, anywhere, to find a game, fill a roster and keep a community playing, so more people play more often.',
  valuesTitle: 'What we hold to',
  values: [
    {
      title: 'Players first',
      text: 'Playing is free. Features that cost money are for the people who organise, and they save those people time.',
    },
    {
      title: 'Private by default',
      text: 'You choose what others see. We do not sell data, and blocking means you truly disappear from each other.',
    },
    {
      title: 'Fast on a phone at the field',
      text: 'Pages are light and load quickly, because most people check the list five minutes before kickoff.',
    },
    {
      title: 'Local matters',
      text: 'Games, posts and partners are organised by city, because sport happens somewhere real.',
    },
  ],
  forWhomTitle: 'Who uses Beans',
  forWhom:
    'Players, event hosts, team managers and community owners, in team sports, drop-in pickup games and tournaments.',
  contactTitle: 'Talk to us',
  contact:
    'Questions, partnership ideas or a feature you miss? Write in Community Posts under Announcements & Miscellaneous, or become a partner.',
  partnersLink: 'See our partners',
} as const;

export const learnPage = {
  path: '/learn-and-grow',
  title: 'Learn and grow: guides for players and organisers',
  description: `Practical articles from ${PRODUCT_NAME} on hosting better pickup games, filling rosters, pickleball levels and running a sports community.`,
  heading: 'Learn and grow',
  lead: 'Short, practical reading for players who want to play more and organisers who want their games to run smoothly.',
  readingTime: (minutes: number) => `${minutes} min read`,
  readArticle: 'Read the article',
  carouselTitle: 'Featured reading',
  backToArticles: 'All articles',
} as const;

export const carouselPages = {
  main: {
    path: '/main-carousel',
    title: `${PRODUCT_NAME} at a glance: a tour in five slides`,
    description: `A five-slide tour of ${PRODUCT_NAME}: find games, organise events, collect payments, run teams and build your community.`,
    heading: `${PRODUCT_NAME} at a glance`,
    lead: 'Five slides, one minute. Use the arrows, swipe, or let it play.',
  },
  learn: {
    path: '/learn-and-grow-carousel',
    title: 'Featured articles from Learn and grow',
    description: `The featured Learn and grow articles from ${PRODUCT_NAME} in a carousel: hosting, rosters, pickleball levels and community tips.`,
    heading: 'Featured from Learn and grow',
    lead: 'Our most-read guides for players and organisers.',
  },
} as const;

export const mainSlides = [
  {
    title: 'Find a game tonight',
    text: 'Games near you, at times you can play, filtered by sport and distance.',
    href: '/find-players',
    illustration: 'players',
  },
  {
    title: 'Post a game in two minutes',
    text: 'Spots, waitlists, groups and repeat dates, all from one link.',
    href: '/organize-events',
    illustration: 'calendar',
  },
  {
    title: 'Get paid without chasing',
    text: 'Card payments for spots, seasons and clinics, paid out through Stripe.',
    href: '/collect-payments',
    illustration: 'payments',
  },
  {
    title: 'Registration and waivers',
    text: 'Forms and signatures collected before anyone arrives.',
    href: '/forms-and-waivers',
    illustration: 'forms',
  },
  {
    title: 'Grow your community',
    text: 'A page, members and a board for your club or crew.',
    href: '/community-connect',
    illustration: 'community',
  },
] as const satisfies { title: string; text: string; href: string; illustration: Illustration }[];

/** Eyebrows and titles of the generated share images (lib/seo/og.ts) where a page's own text does not fit. */
export const shareCards = {
  features: 'Features',
  help: 'Help',
  faqsTagline: 'Answers for players and organisers',
  guide: 'Guide',
  about: 'Built by people who organise pickup games',
  cities: 'Sports by city',
  learn: 'Guides for players and organisers',
  tour: 'Tour',
  quizzes: 'Quizzes',
  quizzesTitle: 'Find your pickleball level and paddle',
  quiz: 'Quiz',
  quizResult: 'See my result and take the quiz',
  partners: 'Venues, coaches, gear shops and leagues',
} as const;
