// The games tab's skeleton: the discover page's (in a route group, so that it does not wrap discover/games/{id}).
export { default } from '../../(index)/loading';
