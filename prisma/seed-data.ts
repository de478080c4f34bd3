// Static demo content used by prisma/seed.ts: reference lists, cities and places, names, teams, post
// board content, plans and the organization website. Everything here is plain data.

export const DEMO_EMAIL = 'demo@beans.test';
export const DEMO_PASSWORD = 'beans-demo-2026';
export const DEMO_USER_ID = 'demo-user';

// ───────────────────────────── Reference lists ─────────────────────────────

// Sports, genders and plans are reference data (lib/reference-data.ts), written by every start, not by the
// seed; re-exported here for the seed and the tests that use them.
import type { GameTypeLabel } from '@/lib/reference-data';
export { GAME_TYPES, GENDERS, PLANS, type GameTypeLabel } from '@/lib/reference-data';

// Slug rule shared with the post board: lower-case, '&' removed, runs of other non-alphanumerics -> '-'.
export function slugify(label: string): string {
  return label
    .toLowerCase()
    .replace(/&/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// ───────────────────────────── Cities and places ─────────────────────────────

export interface SeedPlace {
  name: string;
  address: string;
  lat: number;
  lng: number;
  description: string;
}

export interface SeedCity {
  key: string;
  name: string; // "Austin, TX"
  lat: number;
  lng: number;
  timeZone: string;
  areaCode: string;
  neighborhoods: string[];
  places: SeedPlace[];
}

// Index 0 is Austin (the demo user's city). User i lives in CITIES[i % CITIES.length].
export const CITIES: SeedCity[] = [
  {
    key: 'austin',
    name: 'Austin, TX',
    lat: 30.2672,
    lng: -97.7431,
    timeZone: 'America/Chicago',
    areaCode: '512',
    neighborhoods: ['South Congress', 'East Austin', 'Hyde Park', 'Mueller', 'Travis Heights', 'Clarksville'],
    places: [
      {
        name: 'Zilker Metropolitan Park',
        address: '2100 Barton Springs Rd, Austin, TX 78746',
        lat: 30.2669,
        lng: -97.7729,
        description:
          'Big open fields for soccer, ultimate and flag football; sand volleyball courts near the Great Lawn.',
      },
      {
        name: 'Austin High Tennis Center',
        address: '2001 W Cesar Chavez St, Austin, TX 78703',
        lat: 30.2731,
        lng: -97.7663,
        description:
          'Eight lighted hard courts, four lined for pickleball. First come, first served after 5pm.',
      },
      {
        name: 'Mueller Lake Park Courts',
        address: '4550 Mueller Blvd, Austin, TX 78723',
        lat: 30.2988,
        lng: -97.7053,
        description:
          'Outdoor basketball court and pickleball courts next to the lake. Busy on weekend mornings.',
      },
    ],
  },
  {
    key: 'denver',
    name: 'Denver, CO',
    lat: 39.7392,
    lng: -104.9903,
    timeZone: 'America/Denver',
    areaCode: '303',
    neighborhoods: ['LoDo', 'Capitol Hill', 'Highlands', 'Washington Park', 'RiNo', 'Baker'],
    places: [
      {
        name: 'City Park',
        address: '2001 Colorado Blvd, Denver, CO 80205',
        lat: 39.7475,
        lng: -104.95,
        description: 'Large park with soccer fields, a running loop around Ferril Lake and tennis courts.',
      },
      {
        name: 'Washington Park',
        address: '701 S Franklin St, Denver, CO 80209',
        lat: 39.6997,
        lng: -104.9709,
        description: 'Volleyball nets on the east lawn, a 2.5 mile running loop and lawn bowling.',
      },
      {
        name: 'Congress Park',
        address: '900 Josephine St, Denver, CO 80206',
        lat: 39.731,
        lng: -104.956,
        description: 'Neighborhood park with tennis and pickleball courts and an outdoor pool.',
      },
    ],
  },
  {
    key: 'chicago',
    name: 'Chicago, IL',
    lat: 41.8781,
    lng: -87.6298,
    timeZone: 'America/Chicago',
    areaCode: '312',
    neighborhoods: ['Lincoln Park', 'Wicker Park', 'Logan Square', 'Hyde Park', 'Lakeview', 'Pilsen'],
    places: [
      {
        name: 'Grant Park',
        address: '337 E Randolph St, Chicago, IL 60601',
        lat: 41.8758,
        lng: -87.6189,
        description:
          'Softball diamonds at Butler Field and open lawns downtown, steps from the lakefront path.',
      },
      {
        name: 'Montrose Beach',
        address: '4400 N Simonds Dr, Chicago, IL 60640',
        lat: 41.9633,
        lng: -87.6385,
        description: 'Beach volleyball courts, lakefront running and cycling, parking near the harbor.',
      },
      {
        name: 'Humboldt Park',
        address: '1400 N Humboldt Dr, Chicago, IL 60622',
        lat: 41.9056,
        lng: -87.7016,
        description: 'Soccer pitches, baseball diamonds and a fieldhouse with indoor courts.',
      },
    ],
  },
  {
    key: 'seattle',
    name: 'Seattle, WA',
    lat: 47.6062,
    lng: -122.3321,
    timeZone: 'America/Los_Angeles',
    areaCode: '206',
    neighborhoods: ['Capitol Hill', 'Ballard', 'Fremont', 'Green Lake', 'Columbia City', 'Queen Anne'],
    places: [
      {
        name: 'Green Lake Park',
        address: '7201 E Green Lake Dr N, Seattle, WA 98115',
        lat: 47.6798,
        lng: -122.3284,
        description: '2.8 mile loop around the lake, turf field, basketball and tennis courts.',
      },
      {
        name: 'Cal Anderson Park',
        address: '1635 11th Ave, Seattle, WA 98122',
        lat: 47.6173,
        lng: -122.3194,
        description: 'Turf field used for pickup soccer and ultimate; basketball court on the north end.',
      },
      {
        name: 'Magnuson Park',
        address: '7400 Sand Point Way NE, Seattle, WA 98115',
        lat: 47.6815,
        lng: -122.253,
        description: 'Lighted synthetic fields, tennis center and plenty of parking by Lake Washington.',
      },
    ],
  },
  {
    key: 'atlanta',
    name: 'Atlanta, GA',
    lat: 33.749,
    lng: -84.388,
    timeZone: 'America/New_York',
    areaCode: '404',
    neighborhoods: ['Midtown', 'Old Fourth Ward', 'Inman Park', 'Grant Park', 'Buckhead', 'West End'],
    places: [
      {
        name: 'Piedmont Park',
        address: '400 Park Dr NE, Atlanta, GA 30306',
        lat: 33.7851,
        lng: -84.3738,
        description: 'Active Oval fields, tennis center, sand volleyball and the Beltline right next door.',
      },
      {
        name: 'Grant Park',
        address: '840 Cherokee Ave SE, Atlanta, GA 30315',
        lat: 33.7366,
        lng: -84.3703,
        description: 'Shaded park with a multipurpose field, basketball court and walking paths.',
      },
      {
        name: 'Chastain Park Tennis Center',
        address: '110 W Wieuca Rd NW, Atlanta, GA 30342',
        lat: 33.871,
        lng: -84.3924,
        description: 'Public tennis center with hard and clay courts; ladder play most evenings.',
      },
    ],
  },
  {
    key: 'brooklyn',
    name: 'Brooklyn, NY',
    lat: 40.6782,
    lng: -73.9442,
    timeZone: 'America/New_York',
    areaCode: '718',
    neighborhoods: ['Williamsburg', 'Park Slope', 'Bushwick', 'Greenpoint', 'Bed-Stuy', 'Red Hook'],
    places: [
      {
        name: 'Prospect Park Parade Ground',
        address: 'Parkside Ave & Parade Pl, Brooklyn, NY 11226',
        lat: 40.6517,
        lng: -73.966,
        description:
          'Turf soccer fields, baseball diamonds and tennis courts on the south side of Prospect Park.',
      },
      {
        name: 'McCarren Park',
        address: '776 Lorimer St, Brooklyn, NY 11222',
        lat: 40.7209,
        lng: -73.9514,
        description:
          'Running track, turf field, handball and tennis courts between Williamsburg and Greenpoint.',
      },
      {
        name: 'Brooklyn Bridge Park Pier 2',
        address: '150 Furman St, Brooklyn, NY 11201',
        lat: 40.6996,
        lng: -73.9985,
        description: 'Basketball, bocce, handball and shuffleboard courts on the waterfront.',
      },
    ],
  },
  {
    key: 'san-diego',
    name: 'San Diego, CA',
    lat: 32.7157,
    lng: -117.1611,
    timeZone: 'America/Los_Angeles',
    areaCode: '619',
    neighborhoods: ['North Park', 'Pacific Beach', 'Ocean Beach', 'Hillcrest', 'Little Italy', 'La Jolla'],
    places: [
      {
        name: 'Balboa Park Morley Field',
        address: '2221 Morley Field Dr, San Diego, CA 92104',
        lat: 32.7393,
        lng: -117.1388,
        description: 'Tennis center, disc golf course and ball fields on the east side of Balboa Park.',
      },
      {
        name: 'Mission Bay Park',
        address: '2688 E Mission Bay Dr, San Diego, CA 92109',
        lat: 32.7776,
        lng: -117.224,
        description: 'Grass fields and sand volleyball along the bay; great for beach volleyball and runs.',
      },
      {
        name: 'Robb Field',
        address: '2525 Bacon St, San Diego, CA 92107',
        lat: 32.7527,
        lng: -117.2426,
        description: 'Athletic fields, skate park and tennis courts at the mouth of the San Diego River.',
      },
    ],
  },
  {
    key: 'phoenix',
    name: 'Phoenix, AZ',
    lat: 33.4484,
    lng: -112.074,
    timeZone: 'America/Phoenix',
    areaCode: '602',
    neighborhoods: ['Arcadia', 'Roosevelt Row', 'Ahwatukee', 'Encanto', 'Biltmore', 'Desert Ridge'],
    places: [
      {
        name: 'Encanto Park',
        address: '2605 N 15th Ave, Phoenix, AZ 85007',
        lat: 33.4764,
        lng: -112.0915,
        description: 'Central park with lighted courts and a lagoon loop; early mornings beat the heat.',
      },
      {
        name: 'Papago Park',
        address: '625 N Galvin Pkwy, Phoenix, AZ 85008',
        lat: 33.4546,
        lng: -111.9463,
        description: 'Trails for running and cycling around the buttes, plus a golf course next door.',
      },
      {
        name: 'Reach 11 Sports Complex',
        address: '2425 E Deer Valley Dr, Phoenix, AZ 85050',
        lat: 33.6853,
        lng: -112.0277,
        description: 'Twenty-plus lighted soccer and flag football fields in north Phoenix.',
      },
    ],
  },
];

// ───────────────────────────── People ─────────────────────────────

export const MALE_FIRST_NAMES = [
  'James',
  'Marcus',
  'Daniel',
  'Andre',
  'Luis',
  'Kevin',
  'Ethan',
  'Noah',
  'Jamal',
  'Carlos',
  'Ryan',
  'Tyler',
  'Brandon',
  'Diego',
  'Malik',
  'Owen',
  'Lucas',
  'Isaac',
  'Mateo',
  'Caleb',
  'Derek',
  'Hiro',
  'Raj',
  'Trevor',
  'Victor',
  'Nathan',
  'Elijah',
  'Omar',
  'Sean',
  'Wesley',
];
export const FEMALE_FIRST_NAMES = [
  'Maya',
  'Sofia',
  'Aaliyah',
  'Emily',
  'Priya',
  'Jasmine',
  'Olivia',
  'Chloe',
  'Hannah',
  'Grace',
  'Camila',
  'Zoe',
  'Naomi',
  'Leah',
  'Isabel',
  'Keisha',
  'Mei',
  'Valeria',
  'Rachel',
  'Sarah',
  'Tessa',
  'Ava',
  'Ana',
  'Brianna',
  'Lauren',
  'Nia',
  'Megan',
  'Elena',
  'Fatima',
  'Kayla',
];
export const NEUTRAL_FIRST_NAMES = [
  'Alex',
  'Jordan',
  'Riley',
  'Casey',
  'Avery',
  'Quinn',
  'Rowan',
  'Sam',
  'Jamie',
  'Morgan',
  'Skyler',
  'Reese',
  'Charlie',
  'Emerson',
  'Sage',
];
export const LAST_NAMES = [
  'Johnson',
  'Garcia',
  'Nguyen',
  'Patel',
  'Williams',
  'Martinez',
  'Chen',
  'Brown',
  'Rodriguez',
  'Kim',
  'Davis',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Hernandez',
  'Okafor',
  'Lee',
  'Walker',
  'Hall',
  'Young',
  'Allen',
  'Wright',
  'Scott',
  'Torres',
  'Ramirez',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Phillips',
  'Evans',
  'Turner',
  'Parker',
  'Collins',
  'Edwards',
  'Stewart',
  'Morales',
  'Murphy',
  'Cook',
  'Rogers',
  'Reyes',
  'Bailey',
  'Cooper',
  'Richardson',
  'Cox',
  'Howard',
  'Ward',
  'Peterson',
  'Gray',
  'Ramos',
  'Watson',
  'Brooks',
  'Kelly',
  'Sanders',
  'Price',
  'Bennett',
  'Wood',
  'Barnes',
  "O'Connor",
  'Tanaka',
  'Singh',
  'Ali',
  'Fischer',
  'Novak',
  'Haddad',
  'Mensah',
];

export const BIOS = [
  'Weekend warrior. Always down for a pickup game.',
  'Former college athlete, now playing for fun and the post-game tacos.',
  'New to town and looking to meet people through sports.',
  'Early riser - catch me on the courts before work.',
  'Competitive but friendly. I bring extra water and a speaker.',
  'Organizer of way too many group chats. Happy to sub in.',
  'Beginner looking to improve. Patient partners appreciated!',
  'Parent of two, squeezing in games whenever I can.',
  'I play anything with a ball. Coach me up.',
  'Training for my next half marathon and always up for a long run.',
];

// ───────────────────────────── Teams and communities ─────────────────────────────

export interface SeedTeam {
  id: string;
  name: string;
  kind: 'TEAM' | 'COMMUNITY';
  sport: GameTypeLabel;
  city: number; // index into CITIES
  owner: number; // user index (0 = demo user)
  description: string;
  organization?: boolean; // belongs to the Austin Pickleball Club organization
  subscriptionLevel?: string;
  joinPolicy?: 'OPEN' | 'REQUEST'; // default invite only (the schema's default): not in the team directory
}

// Owners are users of the same city (user i lives in CITIES[i % 8]).
export const TEAMS: SeedTeam[] = [
  {
    id: 'seed-team-01',
    name: 'Austin Dink Dynasty',
    kind: 'TEAM',
    sport: 'Pickleball',
    city: 0,
    owner: 0,
    organization: true,
    subscriptionLevel: 'Organizer Pro',
    description:
      'Competitive 3.5-4.0 pickleball team playing the APC league. Practice Tuesdays and Thursdays.',
  },
  {
    id: 'seed-team-02',
    joinPolicy: 'OPEN',
    name: 'Austin Pickup Hoops',
    kind: 'COMMUNITY',
    sport: 'Basketball',
    city: 0,
    owner: 0,
    description:
      'Open community for pickup basketball around Austin. All levels, good vibes, call your own fouls.',
  },
  {
    id: 'seed-team-03',
    name: 'East Austin Ultimate',
    kind: 'TEAM',
    sport: 'Ultimate Frisbee',
    city: 0,
    owner: 8,
    description: 'Coed ultimate team in the Austin summer league. We throw on Sundays at Zilker.',
  },
  {
    id: 'seed-team-04',
    name: 'Zilker Sunday Soccer',
    kind: 'COMMUNITY',
    sport: 'Soccer',
    city: 0,
    owner: 16,
    description: 'Sunday morning 7v7 pickup at Zilker Park. Bring a light and a dark shirt.',
  },
  {
    id: 'seed-team-05',
    joinPolicy: 'REQUEST',
    name: 'APC Morning Ladder',
    kind: 'TEAM',
    sport: 'Pickleball',
    city: 0,
    owner: 24,
    organization: true,
    description: 'Austin Pickleball Club weekday morning ladder, 3.0-3.5.',
  },
  {
    id: 'seed-team-06',
    joinPolicy: 'OPEN',
    name: 'Mile High Volleyball Club',
    kind: 'COMMUNITY',
    sport: 'Volleyball',
    city: 1,
    owner: 1,
    description: 'Grass and sand volleyball in Denver. Weekly open play at Washington Park.',
  },
  {
    id: 'seed-team-07',
    name: 'Denver Puck Hogs',
    kind: 'TEAM',
    sport: 'Hockey',
    city: 1,
    owner: 9,
    subscriptionLevel: 'Organizer Pro',
    description: 'Adult rec hockey, C-league. Late-night ice, early-morning regrets.',
  },
  {
    id: 'seed-team-08',
    name: 'Windy City Softball',
    kind: 'TEAM',
    sport: 'Softball',
    city: 2,
    owner: 2,
    description: '16-inch coed softball in Grant Park. No gloves, all heart.',
  },
  {
    id: 'seed-team-09',
    joinPolicy: 'OPEN',
    name: 'Lakefront Runners',
    kind: 'COMMUNITY',
    sport: 'Running',
    city: 2,
    owner: 10,
    description: 'Group runs on the Lakefront Trail, all paces. Saturday long runs start at Montrose Harbor.',
  },
  {
    id: 'seed-team-10',
    joinPolicy: 'OPEN',
    name: 'Emerald City Ultimate',
    kind: 'COMMUNITY',
    sport: 'Ultimate Frisbee',
    city: 3,
    owner: 3,
    description: 'Pickup ultimate around Seattle, rain or shine (mostly rain).',
  },
  {
    id: 'seed-team-11',
    name: 'Rain City FC',
    kind: 'TEAM',
    sport: 'Soccer',
    city: 3,
    owner: 11,
    subscriptionLevel: 'All-Star',
    description: 'Men’s over-30 soccer team in the GSSL. Training Wednesdays at Magnuson.',
  },
  {
    id: 'seed-team-12',
    joinPolicy: 'REQUEST',
    name: 'ATL Tennis Ladder',
    kind: 'COMMUNITY',
    sport: 'Tennis',
    city: 4,
    owner: 4,
    description: 'Singles and doubles ladder for 3.0-4.5 players across Atlanta public courts.',
  },
  {
    id: 'seed-team-13',
    name: 'Peachtree Flag Football',
    kind: 'TEAM',
    sport: 'Flag Football',
    city: 4,
    owner: 12,
    description: '7v7 coed flag football team playing at Piedmont Park.',
  },
  {
    id: 'seed-team-14',
    name: 'Brooklyn Bike Collective',
    kind: 'COMMUNITY',
    sport: 'Cycling',
    city: 5,
    owner: 5,
    description: 'Weekend group rides from Grand Army Plaza. No-drop B ride and a spicy A ride.',
  },
  {
    id: 'seed-team-15',
    name: 'Brooklyn Shuttle Squad',
    kind: 'TEAM',
    sport: 'Badminton',
    city: 5,
    owner: 13,
    description: 'Intermediate badminton doubles team. Indoor court time Monday and Wednesday nights.',
  },
  {
    id: 'seed-team-16',
    name: 'Mission Bay Beach Volleyball',
    kind: 'COMMUNITY',
    sport: 'Volleyball',
    city: 6,
    owner: 6,
    description: 'Doubles and quads on the sand at Mission Bay. Sunset sessions all summer.',
  },
  {
    id: 'seed-team-17',
    name: 'Sunset Cliffs Golf Society',
    kind: 'COMMUNITY',
    sport: 'Golf',
    city: 6,
    owner: 14,
    description: 'Casual weekend golf groups around San Diego municipal courses. All handicaps welcome.',
  },
  {
    id: 'seed-team-18',
    name: 'Desert Dawn Runners',
    kind: 'COMMUNITY',
    sport: 'Running',
    city: 7,
    owner: 7,
    description: 'Beat-the-heat 5:30am runs around Papago Park and the canal paths.',
  },
  {
    id: 'seed-team-19',
    name: 'Valley Hoops League',
    kind: 'TEAM',
    sport: 'Basketball',
    city: 7,
    owner: 15,
    description: 'Competitive men’s league team, Thursday nights. Looking for a big.',
  },
];

export const COMMUNITY_TOPICS = ['General', 'Game Day', 'Carpool & Rides', 'Gear Swap', 'Skill Clinics'];
export const TEAM_TOPICS = ['General', 'Schedule & Lineups'];

export const DISCUSSIONS: { title: string; body: string }[] = [
  {
    title: 'Welcome, new members!',
    body: 'Say hi and tell us what position you usually play and how long you have been playing.',
  },
  {
    title: 'Weather call for this weekend',
    body: 'Forecast looks iffy. We will make a call by 8am on game day - watch this thread.',
  },
  {
    title: 'Who has extra gear?',
    body: 'We have a couple of new folks who need equipment. Post here if you can lend something.',
  },
  {
    title: 'Post-game spot',
    body: 'Where are we going after the game? Vote: tacos, pizza, or the brewery by the park.',
  },
  {
    title: 'Lineup for next week',
    body: 'Reply if you can make it so we can plan lines and subs ahead of time.',
  },
];

// ───────────────────────────── Events ─────────────────────────────

export interface SportProfile {
  titles: string[];
  capacities: (number | null)[];
  durations: number[];
  description: string;
}

export const SPORT_PROFILES: Record<GameTypeLabel, SportProfile> = {
  Basketball: {
    titles: ['Pickup Hoops Run', 'Full-Court 5v5', '3v3 Half-Court Ladder', 'Open Run', 'Weekend Hoops'],
    capacities: [10, 15, 20],
    durations: [90, 120],
    description: 'Games to 11 by ones and twos, winners stay on. Bring a light and a dark shirt.',
  },
  Soccer: {
    titles: ['7v7 Pickup Soccer', 'Small-Sided Futsal', 'Coed Pickup Soccer', 'Full-Field Scrimmage'],
    capacities: [14, 18, 22],
    durations: [90, 120],
    description: 'Friendly pickup, mixed levels. Cleats or turf shoes; shin guards recommended.',
  },
  Pickleball: {
    titles: [
      'Open Play Pickleball',
      'Round Robin Doubles',
      '3.5+ Drill & Play',
      'Beginner Pickleball Clinic',
      'Dink & Drinks Social',
    ],
    capacities: [8, 12, 16],
    durations: [90, 120],
    description:
      'Rotating doubles, paddle up on the stack. Balls provided; bring your own paddle (loaners available).',
  },
  Tennis: {
    titles: ['Doubles Hit', 'Singles Match Play', 'Cardio Tennis', 'Ladder Matches'],
    capacities: [4, 8],
    durations: [60, 90],
    description: 'NTRP 3.0-4.0. New cans each session; we split court fees if any.',
  },
  Volleyball: {
    titles: ['Sand Volleyball Quads', 'Grass Doubles', 'Indoor Open Gym', 'Beach Volleyball Doubles'],
    capacities: [8, 12, 16],
    durations: [120],
    description: 'Mixed levels, reverse-coed net when we have enough people. Knee pads for indoor.',
  },
  Softball: {
    titles: ['Coed Slow-Pitch Softball', 'Batting Practice & Scrimmage', 'Softball Doubleheader'],
    capacities: [20, 24],
    durations: [120, 180],
    description: 'Slow-pitch, arc rules. Bring a glove; bats and balls provided.',
  },
  'Flag Football': {
    titles: ['7v7 Flag Football', 'Flag Football Pickup', 'Coed Flag Football'],
    capacities: [14, 16],
    durations: [90],
    description: 'Non-contact, belts provided. QB rotates every series.',
  },
  'Ultimate Frisbee': {
    titles: ['Pickup Ultimate', 'Hat Tournament', 'Coed Ultimate Scrimmage'],
    capacities: [14, 20],
    durations: [90, 120],
    description: 'Spirit of the game applies. Bring light and dark shirts; cleats recommended.',
  },
  Hockey: {
    titles: ['Stick & Puck', 'Drop-In Rec Hockey', 'Rec Hockey Scrimmage'],
    capacities: [20, 22],
    durations: [60, 75],
    description: 'Full gear required. Goalies skate free; ice cost split among skaters.',
  },
  Running: {
    titles: ['Long Run', 'Tempo Run', 'Community 5K', 'Social Run & Coffee'],
    capacities: [null, 30, 40],
    durations: [60, 90],
    description: 'Multiple pace groups from 7:00 to 11:00 min/mile. No one gets left behind.',
  },
  Cycling: {
    titles: ['No-Drop Group Ride', 'Hill Repeats', 'Coffee Ride', 'Gravel Explorer'],
    capacities: [null, 25],
    durations: [120, 180],
    description: 'Helmets required. Route posted the day before; regroup at every turn.',
  },
  Badminton: {
    titles: ['Badminton Doubles', 'Open Court Badminton', 'Shuttle Smash Session'],
    capacities: [8, 12],
    durations: [90, 120],
    description: 'Indoor courts, feather shuttles provided. Non-marking shoes only.',
  },
  Golf: {
    titles: ['Nine-Hole Scramble', 'Four-Person Scramble', 'Range Session & Short Game'],
    capacities: [4, 8, 16],
    durations: [150, 240],
    description: 'All handicaps welcome. Tee times booked by the organizer; green fees paid at the course.',
  },
  Other: {
    titles: ['Spikeball Meetup', 'Kickball Social', 'Cornhole Tournament', 'Dodgeball Social'],
    capacities: [12, 16, 24],
    durations: [90, 120],
    description: 'Casual and social - come as you are. Equipment provided.',
  },
};

export const START_TIMES = [
  '06:30',
  '07:00',
  '08:00',
  '09:00',
  '10:00',
  '12:00',
  '17:30',
  '18:00',
  '18:30',
  '19:00',
  '19:30',
  '20:00',
];

// ───────────────────────────── Post board ─────────────────────────────

export interface SeedPostCategory {
  label: string;
  subcategories: { label: string; posts: { title: string; text: string }[] }[];
}

export const POST_CATEGORIES: SeedPostCategory[] = [
  {
    label: 'Play & Competition',
    subcategories: [
      {
        label: 'Find a Game',
        posts: [
          {
            title: 'Looking for two more for Saturday doubles at Zilker',
            text: 'We have a court reserved 8-10am this Saturday and need two more 3.5-ish pickleball players. Rotating partners, very friendly group. Comment or message me if you want in!',
          },
          {
            title: 'Early-morning pickup soccer in Denver?',
            text: 'Trying to get a 6:30am weekday pickup going at City Park before work. Small-sided, all levels. If 10 people are interested we will start next Tuesday.',
          },
        ],
      },
      {
        label: 'Sub Needed',
        posts: [
          {
            title: 'Sub needed: Thursday coed softball, 7pm',
            text: 'Our coed slow-pitch team is short a woman for Thursday at Grant Park (Chicago). We play two games back to back, 7pm and 8pm. Outfield preferred but we are flexible.',
          },
          {
            title: 'Goalie needed for Sunday rec hockey',
            text: 'C-league game this Sunday at 9:15pm, rink in Englewood. Our regular goalie is out with a pulled groin. Goalies skate free and we buy the first round afterwards.',
          },
        ],
      },
      {
        label: 'Tournaments & Events',
        posts: [
          {
            title: 'Summer Slam 3v3 basketball tournament - registration open',
            text: 'Double-elimination 3v3 at Mueller Lake Park, divisions for open, 35+ and women. $60 per team, includes shirts. Proceeds go to the Austin youth rec league. Sign up on our event page.',
          },
          {
            title: 'Fall pickleball round robin',
            text: 'The Austin Pickleball Club is hosting a mixed doubles round robin in October. Skill brackets 3.0, 3.5 and 4.0+. Lunch and prizes included; space is limited to 64 players.',
          },
        ],
      },
      {
        label: 'Match Challenges',
        posts: [
          {
            title: 'Open challenge: any 4.0 doubles team in Brooklyn',
            text: 'My partner and I are looking for a competitive best-of-three doubles match, McCarren or Prospect Park courts. Loser buys bagels. Reply with your availability.',
          },
          {
            title: 'Emerald City Ultimate vs. anyone - scrimmage challenge',
            text: 'We are looking for a team to scrimmage before the fall league starts. Game to 13, hard cap 90 minutes, at Magnuson Park. Spirit scores will be taken very seriously.',
          },
        ],
      },
    ],
  },
  {
    label: 'Gear & Equipment',
    subcategories: [
      {
        label: 'Buy & Sell Sports Gear',
        posts: [
          {
            title: 'Selling: Selkirk Vanguard paddle, barely used',
            text: 'Played with it maybe ten times before switching to a lighter paddle. Standard weight, no edge guard damage. $90 or best offer, pickup in East Austin or at Mueller courts.',
          },
          {
            title: 'For sale: Bauer hockey skates, size 9D',
            text: 'Bauer Vapor skates, sharpened twice, holders and steel in great shape. Outgrew them (kid grew, not me). $120, can meet at the rink on Sunday night.',
          },
        ],
      },
      {
        label: 'Trade Equipment',
        posts: [
          {
            title: 'Trade my Wilson Pro Staff for a Babolat Pure Drive',
            text: 'Grip size 4 3/8, strung last month with poly. Looking for a Pure Drive in the same grip size, any recent year. Happy to hit a few balls first so you can try it.',
          },
          {
            title: 'Swap road pedals (SPD-SL) for mountain SPD',
            text: 'Shimano Ultegra SPD-SL pedals with cleats, lightly used. Would love to trade for a set of SPD pedals for my gravel bike. Brooklyn, can meet at Grand Army Plaza.',
          },
        ],
      },
      {
        label: 'Lost & Found',
        posts: [
          {
            title: 'Found: black Nike duffel at Piedmont Park courts',
            text: 'Found a black Nike duffel bag with a racquet and a blue towel after the Saturday ladder at Piedmont Park. Describe the keychain on it and it is yours.',
          },
          {
            title: 'Lost: blue Hydro Flask at Green Lake field',
            text: 'Left a blue 32oz Hydro Flask with a bunch of national park stickers on the bench by the turf field at Green Lake on Tuesday night. Sentimental value - reward offered!',
          },
        ],
      },
    ],
  },
  {
    label: 'Training & Coaching',
    subcategories: [
      {
        label: 'Find a Coach',
        posts: [
          {
            title: 'Looking for a tennis coach for my 14-year-old',
            text: 'My daughter plays high school JV and wants to make varsity next year. Looking for a private coach in north Atlanta, one or two sessions per week after school. Recommendations welcome.',
          },
          {
            title: 'Golf swing lessons in Phoenix?',
            text: 'Mid-handicapper (around 18) looking for a patient instructor who can help with a wicked slice. Prefer early mornings near Papago or Encanto. Open to video analysis.',
          },
        ],
      },
      {
        label: 'Offer Coaching',
        posts: [
          {
            title: 'Certified pickleball coach - beginner clinics',
            text: 'PPR-certified coach running small-group beginner clinics on Saturday mornings. Four players per coach, all equipment provided. First clinic is half price for Beans members.',
          },
          {
            title: 'Former D1 point guard offering skills sessions',
            text: 'Ball handling, shooting mechanics and reading the pick and roll. Adults and teens, one-on-one or groups of up to four. Sessions at Brooklyn Bridge Park or indoor gyms.',
          },
        ],
      },
      {
        label: 'Training Partners',
        posts: [
          {
            title: 'Marathon training partner, 8:30 pace, Chicago lakefront',
            text: 'Training for the Chicago Marathon and looking for someone to share long runs on Saturday mornings. Currently at 14 miles, building to 20. Starting from Montrose Harbor.',
          },
          {
            title: 'Hitting partner wanted, 3.5 NTRP, weekday mornings',
            text: 'Flexible schedule and looking for a consistent hitting partner for rallies and drills, 7-8:30am, courts near Congress Park in Denver. I will bring the balls.',
          },
        ],
      },
    ],
  },
  {
    label: 'Teams & Leagues',
    subcategories: [
      {
        label: 'Team Openings',
        posts: [
          {
            title: 'Rain City FC has two openings for the fall season',
            text: 'Over-30 men’s team in the GSSL looking for a center back and a winger. Games Sunday mornings, training Wednesday evenings at Magnuson Park. Team fees about $150 per season.',
          },
          {
            title: 'Coed volleyball team needs a setter',
            text: 'Intermediate indoor coed 6s team, Tuesday nights in Denver. Our setter moved away. Any experience level is fine if you can run a 5-1 or are willing to learn.',
          },
        ],
      },
      {
        label: 'Join a Team',
        posts: [
          {
            title: 'Experienced midfielder looking for a Sunday league team',
            text: 'Played club and college soccer, now 31 and looking for a competitive but fun team in Seattle. Can play central or wide midfield. Available most Sundays.',
          },
          {
            title: 'New to Austin, looking for a flag football team',
            text: 'Just moved from Dallas and looking for a coed flag team. I have played QB and safety. Happy to pay my share of fees - just want to meet people and run around.',
          },
        ],
      },
      {
        label: 'League Openings',
        posts: [
          {
            title: 'Fall coed softball league - four team spots left',
            text: 'Our 16-inch coed league in Chicago has four open team spots for fall. Ten-game season plus playoffs, Wednesday evenings at Grant Park. Free agents can sign up individually too.',
          },
          {
            title: 'Winter indoor volleyball league registration',
            text: 'Registration for the winter indoor league opens next week. Divisions for beginner, intermediate and competitive coed 6s. Games Monday and Thursday nights in San Diego.',
          },
        ],
      },
      {
        label: 'Referees & Umpires Needed',
        posts: [
          {
            title: 'Paid referees needed for youth soccer Saturdays',
            text: 'Our youth rec league in Phoenix needs certified or trainee referees for U8-U14 games on Saturday mornings. $35-$55 per game depending on age group. Training available.',
          },
          {
            title: 'Softball umpires for Tuesday/Thursday league',
            text: 'Looking for umpires for our adult slow-pitch league in Atlanta. Two games a night, paid per game, and we provide the gear. Experience preferred but not required.',
          },
        ],
      },
    ],
  },
  {
    label: 'Venues & Locations',
    subcategories: [
      {
        label: 'Find a Court/Field',
        posts: [
          {
            title: 'Best lighted outdoor courts in Phoenix for night games?',
            text: 'It is way too hot to play during the day. Which public courts in Phoenix have reliable lights until 10pm? Looking for basketball and pickleball options.',
          },
          {
            title: 'Where to find open turf fields in Brooklyn on weekends',
            text: 'Every field we try is permitted by leagues on weekends. Any tips for open turf for a casual pickup game on Saturday afternoons? Parade Ground has been packed.',
          },
        ],
      },
      {
        label: 'Facility Rentals',
        posts: [
          {
            title: 'Gym rental available: full court, Sunday afternoons',
            text: 'Our church gym in Atlanta has a full-size court available Sundays 2-6pm. $60/hour, includes scoreboard and locker rooms. Great for pickup runs or team practices.',
          },
          {
            title: 'Sharing a field permit - split cost for Prospect Park',
            text: 'We have a permit for a full field on Saturdays 4-6pm through November but only need half of it. Looking for a group to share the cost, about $20 per person per week.',
          },
        ],
      },
    ],
  },
  {
    label: 'Community & Social',
    subcategories: [
      {
        label: 'Carpool to Games',
        posts: [
          {
            title: 'Carpool from Capitol Hill to Magnuson Park on Sundays',
            text: 'I drive from Capitol Hill to the Sunday ultimate pickup at Magnuson every week and have three open seats. Leaving at 9:15am from near Cal Anderson. Gas money optional.',
          },
          {
            title: 'Ride share to the Denver tournament this weekend',
            text: 'Anyone driving from Boulder to the volleyball tournament at Washington Park on Saturday? I can chip in for gas and bring snacks for the car.',
          },
        ],
      },
      {
        label: 'Meetup & Networking',
        posts: [
          {
            title: 'Sports-minded professionals happy hour - Atlanta',
            text: 'Monthly happy hour for people who like to play and work in tech, healthcare, finance, whatever. Next one is at a brewery near the Beltline. Come meet teammates and future clients.',
          },
          {
            title: 'New in San Diego? Beach volleyball meetup',
            text: 'Casual meetup at Mission Bay for people new to town. No experience needed, we split into courts by level. Bring sunscreen; we bring nets, balls and a cooler.',
          },
        ],
      },
      {
        label: 'Watch Parties',
        posts: [
          {
            title: 'World Cup qualifier watch party',
            text: 'We are taking over the back room of a pub in Wicker Park for the USMNT qualifier. Wear your colors. Free first drink for anyone who played pickup with us this month.',
          },
          {
            title: 'Finals watch party in Brooklyn',
            text: 'Projector, couches and wings at our place in Bed-Stuy for Game 1. Bring a snack or drink to share. Message me for the address; limited to 25 people.',
          },
        ],
      },
    ],
  },
  {
    label: 'Announcements & Miscellaneous',
    subcategories: [
      {
        label: 'General Announcements',
        posts: [
          {
            title: 'Welcome to the Beans community board!',
            text: 'This is the place to find games, subs, gear, coaches and teammates near you. Keep posts friendly and on topic, and remember to mark your post resolved when you find what you need.',
          },
          {
            title: 'Court resurfacing at Mueller Lake Park next week',
            text: 'The city is resurfacing the basketball and pickleball courts at Mueller Lake Park Monday through Friday next week. Events there will move to Austin High Tennis Center.',
          },
        ],
      },
      {
        label: 'Volunteer Opportunities',
        posts: [
          {
            title: 'Volunteers needed for a charity 5K',
            text: 'We need 30 volunteers for course marshals, water stations and the finish line at our charity 5K in Encanto Park. Volunteers get a shirt, breakfast and eternal gratitude.',
          },
          {
            title: 'Help run a kids’ clinic at Balboa Park',
            text: 'Free soccer and tennis clinic for kids ages 6-12 on the first Saturday of the month. Looking for adults who can run drills for an hour. No coaching certification needed.',
          },
        ],
      },
      {
        label: 'Miscellaneous',
        posts: [
          {
            title: 'What is your favorite post-game taco spot?',
            text: 'Settling a debate for our Sunday soccer group in Austin. Breakfast tacos after a morning game: where are you going and what are you ordering? Best answer picks next week’s spot.',
          },
          {
            title: 'Sports photography for your team - first game free',
            text: 'Amateur photographer building a portfolio. I will shoot your game or tournament for free and share the edited photos within a week. Seattle area, any sport.',
          },
        ],
      },
    ],
  },
  {
    label: 'Test',
    subcategories: [
      {
        label: 'Tester',
        posts: [
          {
            title: 'Test post',
            text: 'This is a test post in the Test category. It exists so testers can check the post board layout, the 100 character preview and the View More link.',
          },
        ],
      },
    ],
  },
];

// ───────────────────────────── Organization website ─────────────────────────────

export const ORG_SLUG = 'austin-pickleball-club';

// Pages of the demo organization's website, as Puck Data (lib/sites/schema.ts); the first is the home page.
const page = (
  title: string,
  seoDescription: string,
  content: { type: string; props: Record<string, string | number> }[],
) => ({
  title,
  seoDescription,
  content: { root: { props: { title, seoDescription } }, content },
});

export const WEBSITE_PAGES = [
  {
    slug: 'home',
    ...page(
      'Austin Pickleball Club',
      'Austin Pickleball Club: leagues, ladders, clinics and open play for every level in Austin, TX.',
      [
        {
          type: 'Hero',
          props: {
            id: 'Hero-1',
            heading: 'Play more pickleball in Austin',
            subheading: 'Leagues, ladders and open play for every level.',
            ctaLabel: 'Join the club',
            ctaHref: '/org/austin-pickleball-club',
            imageUrl: '',
          },
        },
        {
          type: 'Text',
          props: {
            id: 'Text-1',
            heading: 'About us',
            body: 'Since 2019 the Austin Pickleball Club has brought together more than 400 players at public courts across the city. Our volunteers run weekly open play, skill clinics and two league seasons a year.',
          },
        },
        {
          type: 'UpcomingEvents',
          props: { id: 'UpcomingEvents-1', heading: 'Upcoming events', teamId: '', limit: 6 },
        },
      ],
    ),
  },
  {
    slug: 'schedule',
    ...page('Schedule', 'Weekly open play, clinics and league nights of the Austin Pickleball Club.', [
      {
        type: 'Text',
        props: {
          id: 'Text-1',
          heading: 'Weekly schedule',
          body: 'Tuesday & Thursday 6-8pm: league practice at Austin High Tennis Center\nSaturday 8-11am: open play at Mueller Lake Park\nSunday 9am: beginner clinic (first Sunday of the month)',
        },
      },
    ]),
  },
  {
    slug: 'membership',
    ...page('Membership', 'Membership options and dues for the Austin Pickleball Club.', [
      {
        type: 'Text',
        props: {
          id: 'Text-1',
          heading: 'Become a member',
          body: 'Annual membership is $45 and includes league discounts, free clinics and a club shirt. Register for the current season through our registration form.',
        },
      },
    ]),
  },
  {
    slug: 'contact',
    ...page('Contact', 'Get in touch with the Austin Pickleball Club.', [
      {
        type: 'Contact',
        props: {
          id: 'Contact-1',
          heading: 'Contact us',
          email: 'hello@austinpickleball.example',
          phone: '',
          address: 'Austin, TX',
        },
      },
    ]),
  },
];

// ───────────────────────────── Partners ─────────────────────────────

// Fictional partner businesses for the public partner pages (partners/{ptype}, partner/preferred/{id},
// partner/events/{id}). Demo content: a real deployment adds its own partners. Until 2026-11-27 a migration
// inserted these rows; 20261127103000_fictional_partners_to_seed removes them where the demo data is absent.
export const DEMO_PARTNERS = [
  {
    id: 'riverside-courts',
    type: 'venues',
    name: 'Riverside Courts',
    tagline: 'Eight lit pickleball courts and two tennis courts by the river.',
    description:
      'Riverside Courts runs open play every morning and books its courts through Beans, so players see the free slots before they drive over. Hosts can reserve a court for a game and share the booking with everyone who joined.',
    city: 'Austin',
    region: 'TX',
    websiteUrl: null,
    preferred: true,
    sortOrder: 1,
  },
  {
    id: 'northside-sports-dome',
    type: 'venues',
    name: 'Northside Sports Dome',
    tagline: 'An indoor turf field and three futsal courts, open year round.',
    description:
      'The dome hosts weeknight 7v7 soccer, futsal and flag football. Teams that organise on Beans get off-peak rates and can list their rentals as public games to fill open spots.',
    city: 'Denver',
    region: 'CO',
    websiteUrl: null,
    preferred: false,
    sortOrder: 2,
  },
  {
    id: 'harbor-rec-center',
    type: 'venues',
    name: 'Harbor Rec Center',
    tagline: 'Two basketball gyms and a volleyball court in the middle of town.',
    description:
      'Harbor Rec Center posts its drop-in basketball and volleyball sessions on Beans, with caps on players per session and a waitlist, so nobody is turned away at the door.',
    city: 'Portland',
    region: 'OR',
    websiteUrl: null,
    preferred: false,
    sortOrder: 3,
  },
  {
    id: 'coach-maya-lopez',
    type: 'coaches',
    name: 'Coach Maya Lopez',
    tagline: 'Pickleball clinics for beginners and players working toward 4.0.',
    description:
      'Maya is a certified pickleball instructor who runs small-group clinics and private lessons. Her clinics fill through Beans: players sign up, sign the waiver and pay in one step.',
    city: 'Austin',
    region: 'TX',
    websiteUrl: null,
    preferred: true,
    sortOrder: 1,
  },
  {
    id: 'first-touch-academy',
    type: 'coaches',
    name: 'First Touch Academy',
    tagline: 'Youth and adult soccer training in small groups.',
    description:
      'First Touch Academy runs technical sessions for ages 8 to adult. Parents register children from their family account, and coaches message the whole group when the weather changes plans.',
    city: 'Columbus',
    region: 'OH',
    websiteUrl: null,
    preferred: false,
    sortOrder: 2,
  },
  {
    id: 'baseline-gear-exchange',
    type: 'gear',
    name: 'Baseline Gear Exchange',
    tagline: 'Used and new paddles, rackets and balls, checked and graded.',
    description:
      'Baseline Gear Exchange buys and sells used sports gear. Beans members get a demo-paddle program: try three paddles for a week before buying, matched to your quiz result.',
    city: 'Phoenix',
    region: 'AZ',
    websiteUrl: null,
    preferred: true,
    sortOrder: 1,
  },
  {
    id: 'metro-social-leagues',
    type: 'leagues',
    name: 'Metro Social Leagues',
    tagline: 'Co-ed kickball, volleyball and softball leagues for adults.',
    description:
      'Metro Social Leagues organises seasonal adult leagues with 8-week schedules. Captains manage rosters on Beans, free agents join teams that need players, and every game has its own page.',
    city: 'Chicago',
    region: 'IL',
    websiteUrl: null,
    preferred: true,
    sortOrder: 1,
  },
  {
    id: 'sunset-pickleball-league',
    type: 'leagues',
    name: 'Sunset Pickleball League',
    tagline: 'Rated doubles ladders from 2.5 to 4.5, evenings after work.',
    description:
      'The Sunset league runs ladders by skill level. Players find partners through Beans, challenge matches are posted on the board, and results update the ladder the same night.',
    city: 'San Diego',
    region: 'CA',
    websiteUrl: null,
    preferred: false,
    sortOrder: 2,
  },
];

export const DEMO_PARTNER_EVENTS = [
  {
    id: 'riverside-open-play',
    partnerId: 'riverside-courts',
    title: 'Morning open play',
    schedule: 'Daily, 7–10 am',
    description:
      'Rotating doubles on six courts; paddles to lend at the desk. Join the game on Beans to hold a spot.',
    sortOrder: 1,
  },
  {
    id: 'riverside-round-robin',
    partnerId: 'riverside-courts',
    title: 'Saturday round robin',
    schedule: 'Saturdays, 8–11 am',
    description: 'A mixed-level round robin with courts grouped by skill, so every game is close.',
    sortOrder: 2,
  },
  {
    id: 'northside-7v7',
    partnerId: 'northside-sports-dome',
    title: 'Weeknight 7v7 soccer',
    schedule: 'Tuesdays and Thursdays, 7–10 pm',
    description: 'Pickup 7v7 on the turf. Teams are balanced at kickoff; 14 spots and a waitlist.',
    sortOrder: 1,
  },
  {
    id: 'harbor-dropin-hoops',
    partnerId: 'harbor-rec-center',
    title: 'Drop-in basketball',
    schedule: 'Mondays, Wednesdays and Fridays, 6–8 pm',
    description: 'Full-court runs to 11; winners stay on. 20 spots per session.',
    sortOrder: 1,
  },
  {
    id: 'harbor-volleyball',
    partnerId: 'harbor-rec-center',
    title: 'Co-ed volleyball night',
    schedule: 'Wednesdays, 8–10 pm',
    description: 'Six-a-side games; beginners welcome on court two.',
    sortOrder: 2,
  },
  {
    id: 'maya-beginner-clinic',
    partnerId: 'coach-maya-lopez',
    title: 'Beginner clinic: first four weeks',
    schedule: 'Sundays, 9–10:30 am',
    description: 'Grip, serve, return and the kitchen rules, in groups of eight.',
    sortOrder: 1,
  },
  {
    id: 'maya-drills-35',
    partnerId: 'coach-maya-lopez',
    title: '3.5 drill session',
    schedule: 'Tuesdays, 6–7:30 pm',
    description: 'Third-shot drops, resets and stacking for players moving from 3.0 to 3.5.',
    sortOrder: 2,
  },
  {
    id: 'first-touch-adult',
    partnerId: 'first-touch-academy',
    title: 'Adult technical training',
    schedule: 'Thursdays, 7–8:30 pm',
    description: 'First touch, passing patterns and finishing for adult players of every level.',
    sortOrder: 1,
  },
  {
    id: 'baseline-demo-day',
    partnerId: 'baseline-gear-exchange',
    title: 'Paddle demo day',
    schedule: 'First Saturday of the month, 10 am–1 pm',
    description: "Try twenty paddles on the shop's court and get your grip size measured.",
    sortOrder: 1,
  },
  {
    id: 'metro-kickball',
    partnerId: 'metro-social-leagues',
    title: 'Co-ed kickball season',
    schedule: 'Sundays, 1–5 pm, 8 weeks',
    description: 'Register a team or join as a free agent; playoffs in week eight.',
    sortOrder: 1,
  },
  {
    id: 'metro-volleyball',
    partnerId: 'metro-social-leagues',
    title: 'Sand volleyball league',
    schedule: 'Mondays, 6–9 pm, 8 weeks',
    description: 'Fours on sand, two divisions: social and competitive.',
    sortOrder: 2,
  },
  {
    id: 'sunset-ladder',
    partnerId: 'sunset-pickleball-league',
    title: 'Doubles ladder',
    schedule: 'Tuesdays and Thursdays, 6–9 pm',
    description: 'Challenge the pair above you; the ladder updates after each match.',
    sortOrder: 1,
  },
];
