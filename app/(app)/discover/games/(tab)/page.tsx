// discover/games: the games tab (a static folder, since discover/games/{id} lives below it).
export { default, metadata } from '../../(index)/page';
