import 'server-only';

// The zone at a point (zone-lookup.ts), for the server only: its data (~73 kB) stays out of browser bundles.
export { zoneAt } from './zone-lookup';
