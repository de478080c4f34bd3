export { default } from '../../../evt/[id]/not-found';
