import { CityFilter, type CityLink } from '@/components/marketing/CityFilter';
import { CtaBand, Hero, RelatedLinks, Section } from '@/components/marketing/sections';
import { readCities } from '@/lib/geo/city-data';
import { STATE_NAMES } from '@/lib/geo/city-search';
import { cityLabel } from '@/lib/geo/city';
import { citySearchPage as page } from '@/lib/messages/marketing-pages';
import { marketingMetadata } from '@/lib/seo/og';

export const metadata = marketingMetadata(page, 'city-search');

const CITY_COUNT = 120;

/** The largest US cities, each linking to Discover centred on it (?lat=&lng=&place=). Read at build time. */
function topCities(): CityLink[] {
  return readCities()
    .filter((c) => c.country === 'US')
    .sort((a, b) => b.population - a.population)
    .slice(0, CITY_COUNT)
    .map((c) => {
      const label = cityLabel(c.city, c.state);
      const params = new URLSearchParams({ lat: c.lat.toFixed(4), lng: c.lng.toFixed(4), place: label });
      return {
        label,
        state: c.state,
        stateName: STATE_NAMES[c.state] ?? c.state,
        href: `/discover?${params}`,
      };
    });
}

// city-search: find activity by US city; each city opens Discover there (sign-in first for visitors).
export default function CitySearchPage() {
  return (
    <>
      <Hero heading={page.heading} lead={page.lead} />
      <Section className="mt-10" labelledBy="cities">
        <h2 id="cities" className="sr-only">
          {page.regionsTitle}
        </h2>
        <CityFilter cities={topCities()} />
      </Section>
      <RelatedLinks paths={['/find-players', '/community-connect', '/organize-events']} />
      <CtaBand />
    </>
  );
}
