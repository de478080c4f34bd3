/** The cover's size: the share image's (Open Graph's 1.91:1). */
export const COVER_SIZE = { width: 1200, height: 630 };
