// Games, scores, standings and playoff brackets (issue 16). Spec 02 §8 strings come from gameMessages in
// events.ts (verbatim); the rest are ours. Imported directly (not through lib/messages/index.ts) so client
// islands stay small.
import { gameMessages } from './events';

export const gamesUi = {
  gameNotFound: gameMessages.gameNotFound,
  loadFailed: gameMessages.loadFailed,
  generateFailed: gameMessages.playoffGenerationFailed,
  resetFailed: gameMessages.playoffResetFailed,
  section: 'Games', // ours
  tabs: { games: 'Games', standings: 'Standings', playoffs: 'Playoffs' }, // ours
  tabsLabel: 'Games of this event', // ours
  loading: 'Loading games…', // ours
  retry: 'Try again', // ours
  emptyTitle: 'No games yet', // ours
  emptyManager: 'Add the first game: pick the two sides, and optionally a round, court and time.', // ours
  emptyViewer: 'The organizer has not scheduled any games for this event yet.', // ours
  add: 'Add game', // ours
  edit: 'Edit', // ours
  editTitle: 'Edit game', // ours
  delete: 'Delete', // ours
  deleteTitle: 'Delete this game?', // ours
  deleteBody: 'The game and its score are removed from the event and the standings.', // ours
  cancel: 'Cancel', // ours
  save: 'Save', // ours
  added: 'Game added', // ours
  saved: 'Game saved', // ours
  deleted: 'Game deleted', // ours
  score: 'Score', // ours
  scoreTitle: 'Score', // ours
  scoreSaved: 'Score saved', // ours
  scoreConflict: 'Someone else changed this score just now. The latest score is shown; enter yours again.', // ours
  scoresRequired: 'Enter both scores', // ours
  scoreRange: 'Enter a score from 0 to 999', // ours
  playoffTie: 'A playoff game cannot end in a tie', // ours
  sidesMissing: 'This game is waiting for its teams from earlier games', // ours
  laterPlayed:
    'A later game this result feeds has already started or finished. Correct that game first (set it back to scheduled), then this one.', // ours
  finalNoAdjust: 'The game is final; use Score to correct it', // ours
  addPoint: (side: string) => `One point to ${side}`, // ours
  removePoint: (side: string) => `Take a point from ${side}`, // ours
  status: { SCHEDULED: 'Scheduled', IN_PROGRESS: 'Live', FINAL: 'Final' } as const, // ours
  statusLabel: 'Status', // ours
  home: 'Home', // ours
  away: 'Away', // ours
  vs: 'vs', // ours
  round: 'Round', // ours
  roundHint: 'e.g. Round 1 or Pool A', // ours
  court: 'Court / field', // ours
  date: 'Date', // ours
  time: 'Time', // ours
  timeHint: 'In the event’s time zone', // ours
  when: 'Time', // ours
  sides: 'Sides', // ours
  noTime: 'Time to be set', // ours
  sideKind: 'Side', // ours
  sideKinds: { team: 'Team', external: 'External team', pickup: 'Pickup side' } as const, // ours
  team: 'Team', // ours
  chooseTeam: 'Choose a team', // ours
  externalTeam: 'External team', // ours
  chooseExternal: 'Choose an external team', // ours
  noTeams: 'No teams to pick: use a pickup side, or add external teams on your team page.', // ours
  pickupName: 'Side name', // ours
  pickupHint: 'e.g. Bibs or Shirts', // ours
  nameRequired: 'Enter the side’s name', // ours
  nameTooLong: 'Use at most 60 characters', // ours
  roundTooLong: 'Use at most 40 characters', // ours
  sameSides: 'Pick two different sides', // ours
  dateTimeBoth: 'Enter both a date and a time, or neither', // ours
  dateInvalid: 'Enter a valid date', // ours
  timeInvalid: 'Enter a valid time', // ours
  teamUnavailable: 'Choose a team from the list', // ours
  tbd: 'To be decided', // ours
  winnerOf: (label: string) => `Winner of ${label}`, // ours
  loserOf: (label: string) => `Loser of ${label}`, // ours
  gameLabel: (round: string, n: number) => `${round} · game ${n}`, // ours
  seed: (n: number) => `Seed ${n}`, // ours
  live: 'Live', // ours
  liveHint: 'Scores update on their own while this page is open.', // ours
  viewGame: 'Game details', // ours
  backToEvent: 'Back to the event', // ours
  eventOf: (title: string) => `Part of ${title}`, // ours
  // Standings
  standingsEmpty: 'Standings appear once a game is final.', // ours
  standingsCaption: 'Standings of the round-robin games', // ours
  col: {
    rank: '#',
    side: 'Team',
    played: 'P',
    won: 'W',
    lost: 'L',
    tied: 'T',
    pointsFor: 'PF',
    pointsAgainst: 'PA',
    difference: 'Diff',
  }, // ours
  colTitle: {
    played: 'Played',
    won: 'Won',
    lost: 'Lost',
    tied: 'Tied',
    pointsFor: 'Points for',
    pointsAgainst: 'Points against',
    difference: 'Point difference',
  }, // ours
  sortBy: (column: string) => `Sort by ${column}`, // ours
  tieBreakTitle: 'How ties are broken', // ours
  tieBreaks: [
    'Win percentage (a tie counts as half a win)',
    'Head-to-head: win percentage in the games between the teams still level',
    'Point difference',
    'Points for',
    'Name (A–Z)',
  ], // ours
  // Playoffs
  playoffsEmptyTitle: 'No playoff bracket yet', // ours
  playoffsEmptyManager: 'Generate a bracket from the standings once the round-robin games are played.', // ours
  playoffsEmptyViewer: 'The organizer has not generated a playoff bracket yet.', // ours
  generate: 'Generate playoffs', // ours
  generating: 'Generating…', // ours
  generated: 'Playoff bracket generated', // ours
  generateTitle: 'Generate playoffs', // ours
  format: 'Format', // ours
  formats: { SINGLE: 'Single elimination', DOUBLE: 'Double elimination' } as const, // ours
  size: 'Teams in the bracket', // ours
  sizes: { '4': 'Top 4', '8': 'Top 8', '16': 'Top 16', all: 'All teams' } as const, // ours
  seeding: 'Seeding', // ours
  seedings: { standings: 'From the standings', manual: 'Manual order' } as const, // ours
  manualHint: 'Seed 1 first. Move teams up or down; the top ones enter the bracket.', // ours
  moveUp: (name: string) => `Move ${name} up`, // ours
  moveDown: (name: string) => `Move ${name} down`, // ours
  byesNote: (byes: number) =>
    byes === 1
      ? 'The top seed gets a bye in the first round.'
      : `The top ${byes} seeds get a bye in the first round.`, // ours
  tooFew: (needed: number, have: number) =>
    `A bracket of ${needed} needs ${needed} teams; this event has ${have}.`, // ours
  noEntrants: 'Add round-robin games with at least two teams first', // ours
  orderInvalid: 'The manual order must list the event’s teams', // ours
  bracketExists: 'This event already has a bracket. Reset it to generate a new one.', // ours
  reset: 'Reset bracket', // ours
  resetTitle: 'Reset the bracket?', // ours
  resetBody: 'All playoff games and their scores are deleted. Round-robin games and standings stay.', // ours
  resetDone: 'Bracket reset', // ours
  noBracket: 'There is no bracket to reset', // ours
  bracketTitle: (format: string, size: number) => `${format}, ${size} teams`, // ours
  parts: { WINNERS: 'Winners bracket', LOSERS: 'Losers bracket', FINAL: 'Grand final' } as const, // ours
  champion: (name: string) => `Champion: ${name}`, // ours
  playoffDelete: 'Playoff games are removed with Reset bracket', // ours
} as const;
