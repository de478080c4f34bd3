export { default } from '@/app/(app)/teams/loading';
