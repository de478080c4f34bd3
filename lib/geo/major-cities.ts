// Major US cities for the onboarding city choice. (The full offline city index and the Google Places
// autocomplete arrive with the profile form; this list keeps onboarding usable without either.)
export type City = { name: string; lat: number; lng: number };

export const MAJOR_US_CITIES: City[] = [
  { name: 'Atlanta, GA', lat: 33.749, lng: -84.388 },
  { name: 'Austin, TX', lat: 30.2672, lng: -97.7431 },
  { name: 'Boston, MA', lat: 42.3601, lng: -71.0589 },
  { name: 'Brooklyn, NY', lat: 40.6782, lng: -73.9442 },
  { name: 'Charlotte, NC', lat: 35.2271, lng: -80.8431 },
  { name: 'Chicago, IL', lat: 41.8781, lng: -87.6298 },
  { name: 'Dallas, TX', lat: 32.7767, lng: -96.797 },
  { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 },
  { name: 'Houston, TX', lat: 29.7604, lng: -95.3698 },
  { name: 'Las Vegas, NV', lat: 36.1699, lng: -115.1398 },
  { name: 'Los Angeles, CA', lat: 34.0522, lng: -118.2437 },
  { name: 'Miami, FL', lat: 25.7617, lng: -80.1918 },
  { name: 'Minneapolis, MN', lat: 44.9778, lng: -93.265 },
  { name: 'Nashville, TN', lat: 36.1627, lng: -86.7816 },
  { name: 'New York, NY', lat: 40.7128, lng: -74.006 },
  { name: 'Philadelphia, PA', lat: 39.9526, lng: -75.1652 },
  { name: 'Phoenix, AZ', lat: 33.4484, lng: -112.074 },
  { name: 'Portland, OR', lat: 45.5152, lng: -122.6784 },
  { name: 'San Antonio, TX', lat: 29.4241, lng: -98.4936 },
  { name: 'San Diego, CA', lat: 32.7157, lng: -117.1611 },
  { name: 'San Francisco, CA', lat: 37.7749, lng: -122.4194 },
  { name: 'Seattle, WA', lat: 47.6062, lng: -122.3321 },
  { name: 'Washington, DC', lat: 38.9072, lng: -77.0369 },
];
