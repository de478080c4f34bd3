/** The cover's size: the share image's (Open Graph's 1.91:1). */
export const COVER_SIZE = { width: 1200, height: 630 };

/** What a cover says: the sport (its colours and illustration), an eyebrow line, the title and a tagline. */
export type CoverCard = { sport: string | null; eyebrow: string; title: string; tagline?: string };
