// The public quizzes (quiz, quiz/pickleball, quiz/pickleball-paddle) and their result pages. All ours: the spec
// names only the routes. Scoring lives in lib/marketing/quiz.ts. Re-exported by index.ts.
import { PRODUCT_NAME } from './common';

export const quizMessages = {
  eyebrow: 'Quiz',
  hub: {
    path: '/quiz',
    title: 'Sports quizzes: find your pickleball level and paddle',
    description: `Two short ${PRODUCT_NAME} quizzes: rate your pickleball level in five questions and find the paddle that suits your game in four.`,
    heading: 'Quizzes',
    lead: 'Two minutes each. Your result has its own link, so you can share it with a partner or your coach.',
    start: 'Take the quiz',
  },
  questionOf: (n: number, total: number) => `Question ${n} of ${total}`,
  submit: 'See my result',
  retake: 'Take the quiz again',
  shareTitle: 'Share your result',
  shareText: 'Copy this link to share your result:',
  nextTitle: 'What next?',
  findGames: 'Find games near you', // ours
  otherQuiz: 'Try the other quiz',
  resultEyebrow: 'Your result',
  levelsArticle: 'Pickleball levels explained',
  lookFor: 'What to look for',
  gearPartners: 'Try paddles at a gear partner',
} as const;

export type QuizOption = { value: string; label: string };
export type QuizQuestion = { id: string; text: string; options: readonly QuizOption[] };

/** Pickleball level: each option's value is its points (0–3); the total maps to a level. */
export const pickleballQuiz = {
  path: '/quiz/pickleball',
  title: 'Pickleball level quiz: what is my rating?',
  description:
    'Answer five questions about your serve, return, dinks, third shot and strategy to estimate your pickleball rating from 2.0 to 4.0+.',
  heading: 'What is your pickleball level?',
  lead: 'Five questions about how you play today. Answer honestly: the result helps you pick games where every rally is fun.',
  questions: [
    {
      id: 'serve',
      text: 'How reliable is your serve?',
      options: [
        { value: '0', label: 'I am still learning the serve' },
        { value: '1', label: 'It usually goes in, without much control' },
        { value: '2', label: 'I land it deep most of the time' },
        { value: '3', label: 'I vary depth, spin and pace on purpose' },
      ],
    },
    {
      id: 'return',
      text: 'When you return serve, what happens next?',
      options: [
        { value: '0', label: 'I am happy to get it back' },
        { value: '1', label: 'I return it, then stay at the baseline' },
        { value: '2', label: 'I return deep and move up to the kitchen line' },
        { value: '3', label: 'I return deep and arrive at the line ready' },
      ],
    },
    {
      id: 'dinks',
      text: 'How do dink rallies at the kitchen go for you?',
      options: [
        { value: '0', label: 'I am not sure what a dink is yet' },
        { value: '1', label: 'I can dink a few times before I pop one up' },
        { value: '2', label: 'I keep long dink rallies going' },
        { value: '3', label: 'I move my opponents around and wait for a ball to attack' },
      ],
    },
    {
      id: 'third',
      text: 'What do you do with the third shot?',
      options: [
        { value: '0', label: 'I just hit it back' },
        { value: '1', label: 'I usually drive it hard' },
        { value: '2', label: 'I try a drop shot, and it works about half the time' },
        { value: '3', label: 'I choose between a drop and a drive depending on the ball' },
      ],
    },
    {
      id: 'strategy',
      text: 'How do you play as a doubles team?',
      options: [
        { value: '0', label: 'We each cover our own side' },
        { value: '1', label: 'We talk about who takes the middle' },
        { value: '2', label: 'We move together and cover for each other' },
        { value: '3', label: 'We stack, poach and plan points together' },
      ],
    },
  ],
  levels: {
    '2-0': {
      label: '2.0',
      title: 'You are a 2.0: new to the game',
      text: 'You are learning the rules, the serve and the kitchen. Beginner clinics and open play marked for beginners will move you up fast.',
      tip: 'Focus on getting every serve and return in; depth comes next.',
    },
    '2-5': {
      label: '2.5',
      title: 'You are a 2.5: rallies are happening',
      text: 'You keep the ball in play and know the basics. Play often with players at your level and start moving up to the kitchen line after your return.',
      tip: 'Return deep, then walk in: it is the habit that separates 2.5 from 3.0.',
    },
    '3-0': {
      label: '3.0',
      title: 'You are a 3.0: a solid recreational player',
      text: 'You serve and return reliably and can dink. The third-shot drop is your next big step.',
      tip: 'Spend ten minutes of every session drilling third-shot drops.',
    },
    '3-5': {
      label: '3.5',
      title: 'You are a 3.5: playing with a plan',
      text: 'You move to the line, dink with patience and choose your shots. Ladders and rated games will give you competition that stretches you.',
      tip: 'Work on resets from the transition zone to stay in long points.',
    },
    '4-0': {
      label: '4.0+',
      title: 'You are 4.0 or better: a strong competitor',
      text: 'You control pace and placement and play as a team. Look for rated play, leagues and tournaments, and consider helping newer players as a host.',
      tip: 'A rating event or coach can confirm your level precisely.',
    },
  },
  resultTitle: (label: string) => `Pickleball level ${label}: quiz result`,
  resultDescription: (label: string) =>
    `This player rated themselves ${label} on the ${PRODUCT_NAME} pickleball level quiz. Take the five-question quiz to find your own level.`,
} as const;

export type PickleballLevel = keyof typeof pickleballQuiz.levels;

/** Paddle match: each option votes for a paddle profile; the profile with most votes wins (ties → all-court). */
export const paddleQuiz = {
  path: '/quiz/pickleball-paddle',
  title: 'Pickleball paddle quiz: which paddle suits my game?',
  description:
    'Four questions about your style, your level, your arm and your budget to match you with a control, power, all-court or lightweight pickleball paddle.',
  heading: 'Which paddle suits your game?',
  lead: 'Four questions. We match you with a type of paddle, with what to look for when you try one.',
  questions: [
    {
      id: 'style',
      text: 'Which shots do you enjoy most?',
      options: [
        { value: 'control', label: 'Soft dinks and drops' },
        { value: 'power', label: 'Drives and put-aways' },
        { value: 'allcourt', label: 'A bit of everything' },
        { value: 'light', label: 'Quick hands battles at the net' },
      ],
    },
    {
      id: 'level',
      text: 'How long have you played?',
      options: [
        { value: 'control', label: 'Under six months' },
        { value: 'allcourt', label: 'Six months to two years' },
        { value: 'power', label: 'More than two years' },
      ],
    },
    {
      id: 'arm',
      text: 'How does your arm feel after playing?',
      options: [
        { value: 'light', label: 'My elbow or shoulder gets sore' },
        { value: 'allcourt', label: 'A bit tired, nothing more' },
        { value: 'power', label: 'Fine, even after hours' },
      ],
    },
    {
      id: 'miss',
      text: 'When you miss, where does the ball usually go?',
      options: [
        { value: 'control', label: 'Long or into the air' },
        { value: 'power', label: 'Into the net, short' },
        { value: 'allcourt', label: 'A mix of both' },
      ],
    },
  ],
  profiles: {
    control: {
      label: 'Control paddle',
      title: 'Your match: a control paddle',
      text: 'A thicker core (around 16 mm) and a textured face keep the ball on the paddle longer, so dinks and drops land where you aim.',
      lookFor: ['16 mm polymer core', 'Textured carbon or fiberglass face', 'Mid weight, 7.8–8.2 oz'],
    },
    power: {
      label: 'Power paddle',
      title: 'Your match: a power paddle',
      text: 'A thinner core and a longer, elongated shape give you more pop on drives and overheads. Pair it with soft hands at the kitchen.',
      lookFor: ['13–14 mm core', 'Elongated shape for reach', 'Weight 8.2–8.6 oz'],
    },
    allcourt: {
      label: 'All-court paddle',
      title: 'Your match: an all-court paddle',
      text: 'A standard shape with a balanced core gives you enough touch for the kitchen and enough pop for drives: the safest first serious paddle.',
      lookFor: ['14–16 mm core', 'Standard widebody shape', 'Weight 7.8–8.4 oz'],
    },
    light: {
      label: 'Lightweight paddle',
      title: 'Your match: a lightweight paddle',
      text: 'A lighter paddle is faster in hand battles and easier on sore elbows and shoulders. Add lead tape later if you want more weight.',
      lookFor: ['Under 7.8 oz', 'Larger sweet spot', 'Cushioned grip'],
    },
  },
  resultTitle: (label: string) => `${label}: pickleball paddle quiz result`,
  resultDescription: (label: string) =>
    `The ${PRODUCT_NAME} paddle quiz matched this player with a ${label.toLowerCase()}. Take the four-question quiz to find the paddle that suits your game.`,
} as const;

export type PaddleProfile = keyof typeof paddleQuiz.profiles;
