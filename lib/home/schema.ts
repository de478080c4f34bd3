import { z } from 'zod';

/** The player card is always the viewer's own: its call takes no input (anything else is refused). */
export const playerCardSchema = z.object({}).strict();
