// How a sport looks (issue 35 "games and teams have a face"): a colour pair and a line icon per game type.
// Pure data, so the same look is drawn by the share image and covers (next/og, inline styles) and by the pages
// (SVG in HTML). The colours carry white text at AA contrast (4.5:1 or more) in light and dark schemes alike.
// The icons are drawn on a 24×24 grid with round 1.75-wide strokes: circles and paths only (next/og draws both).

export type SportIcon = {
  circles?: readonly (readonly [cx: number, cy: number, r: number])[];
  paths?: readonly string[];
};

export type SportLook = {
  /** The main colour (chips, the icon tile, the cover's start); white text on it passes AA. */
  color: string;
  /** A darker shade for the cover's gradient end. */
  deep: string;
  icon: SportIcon;
};

const BALL: readonly [number, number, number] = [12, 12, 9];

const looks: Record<string, SportLook> = {
  Basketball: {
    color: '#c2410c',
    deep: '#7c2d12',
    icon: {
      circles: [BALL],
      paths: ['M3 12h18', 'M12 3v18', 'M5.6 5.6c3.2 3.4 3.2 9.4 0 12.8', 'M18.4 5.6c-3.2 3.4-3.2 9.4 0 12.8'],
    },
  },
  Soccer: {
    color: '#15803d',
    deep: '#14532d',
    icon: {
      circles: [BALL],
      paths: [
        'M12 8.2l3.6 2.6-1.4 4.2H9.8l-1.4-4.2z',
        'M12 3v5.2',
        'M15.6 10.8l4.9-1.6',
        'M14.2 15l3 4.2',
        'M9.8 15l-3 4.2',
        'M8.4 10.8L3.5 9.2',
      ],
    },
  },
  Pickleball: {
    color: '#4d7c0f',
    deep: '#365314',
    icon: {
      circles: [[17.5, 17.5, 3]],
      paths: ['M5 4.5a5 5 0 0 1 7 0l.5.5a5 5 0 0 1 0 7l-2 2-7.5-7.5z', 'M6.5 14.5L3 18'],
    },
  },
  Tennis: {
    color: '#a16207',
    deep: '#713f12',
    icon: {
      circles: [BALL],
      paths: ['M4.5 6.8c3.8 2.6 3.8 7.8 0 10.4', 'M19.5 6.8c-3.8 2.6-3.8 7.8 0 10.4'],
    },
  },
  Volleyball: {
    color: '#1d4ed8',
    deep: '#1e3a8a',
    icon: {
      circles: [BALL],
      paths: [
        'M12 12V3',
        'M12 12l7.8 4.5',
        'M12 12l-7.8 4.5',
        'M7.5 4.2c2.5 3.7 2.5 8.8 0 12.3',
        'M20.6 9.5c-4.4-.9-8.6 1.6-10.2 5.8',
      ],
    },
  },
  Softball: {
    color: '#b91c1c',
    deep: '#7f1d1d',
    icon: {
      circles: [BALL],
      paths: ['M6.2 5.2c2.8 3.8 2.8 9.8 0 13.6', 'M17.8 5.2c-2.8 3.8-2.8 9.8 0 13.6'],
    },
  },
  'Flag Football': {
    color: '#9a3412',
    deep: '#431407',
    icon: {
      paths: [
        'M4 20C4 11 11 4 20 4c0 9-7 16-16 16z',
        'M9 15l6-6',
        'M10.5 10.5l3 3',
        'M12.5 8.5l3 3',
        'M8.5 12.5l3 3',
      ],
    },
  },
  'Ultimate Frisbee': {
    color: '#0e7490',
    deep: '#164e63',
    icon: {
      paths: ['M3 11c0-2.2 4-4 9-4s9 1.8 9 4-4 4-9 4-9-1.8-9-4z', 'M3 11v2c0 2.2 4 4 9 4s9-1.8 9-4v-2'],
    },
  },
  Hockey: {
    color: '#334155',
    deep: '#0f172a',
    icon: {
      paths: [
        'M9 3l4 14h6',
        'M13 17v2h6v-2',
        'M3 18.5c0-1 1.3-1.5 3-1.5s3 .5 3 1.5-1.3 1.5-3 1.5-3-.5-3-1.5z',
      ],
    },
  },
  Running: {
    color: '#be185d',
    deep: '#831843',
    icon: {
      circles: [[14.5, 4.5, 2]],
      paths: ['M8 9.5l4-2 3 3 3 1', 'M12 7.5l-2 6 4 2.5-1 5', 'M10 13.5L7 17H3'],
    },
  },
  Cycling: {
    color: '#6d28d9',
    deep: '#4c1d95',
    icon: {
      circles: [
        [5.5, 16, 3.5],
        [18.5, 16, 3.5],
      ],
      paths: ['M5.5 16l4-7h6l3 7', 'M9.5 9L12 16h-6.5', 'M14 6h2.5l-1 3'],
    },
  },
  Badminton: {
    color: '#0f766e',
    deep: '#134e4a',
    icon: { circles: [[12, 18, 3]], paths: ['M9.5 16L6 4', 'M14.5 16L18 4', 'M12 15V3.5', 'M7.5 9h9'] },
  },
  Golf: {
    color: '#166534',
    deep: '#052e16',
    icon: { circles: [[16.5, 18.5, 2]], paths: ['M8 21V3l8 3.5L8 10', 'M4 21h9'] },
  },
};

const OTHER: SportLook = {
  color: '#047857',
  deep: '#064e3b',
  icon: { circles: [[12, 13, 7]], paths: ['M12 6V3', 'M9.5 3h5', 'M12 13l3-3'] },
};

/** The look of a sport by its game type label; unknown labels, 'Other' and none get the brand green. */
export const sportLook = (label: string | null | undefined): SportLook =>
  (label ? looks[label] : undefined) ?? OTHER;
