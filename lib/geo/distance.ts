// Distances in the database (earth_distance) are metres; the product speaks miles.
export const METERS_PER_MILE = 1609.344;
