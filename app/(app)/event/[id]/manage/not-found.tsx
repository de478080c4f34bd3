// The same 404 as the game page: an unknown game, or one the viewer may not manage.
export { default } from '../../../evt/[id]/not-found';
