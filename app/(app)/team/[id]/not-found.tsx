import { TeamNotFound } from '@/components/teams/TeamNotFound';

export default TeamNotFound;
