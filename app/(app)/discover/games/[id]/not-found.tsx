// An unknown game id, or a game of an event the viewer may not see: the game page's 'Game not found'.
export { default } from '../../../evt/[id]/not-found';
