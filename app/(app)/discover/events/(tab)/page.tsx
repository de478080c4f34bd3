// discover/events: the events tab (a static folder, since discover/events/{id} lives below it).
export { default, metadata } from '../../(index)/page';
