import { Carousel } from '@/components/marketing/Carousel';
import { CtaBand, Hero, RelatedLinks, Section } from '@/components/marketing/sections';
import { learnCarouselSlides } from '@/components/marketing/slides';
import { carouselPages } from '@/lib/messages/marketing-pages';
import { marketingMetadata } from '@/lib/seo/og';

const page = carouselPages.learn;
export const metadata = marketingMetadata(page, 'learn-and-grow-carousel');

// learn-and-grow-carousel: the featured Learn and grow articles as a slide show.
export default function LearnCarouselPage() {
  return (
    <>
      <Hero heading={page.heading} lead={page.lead} />
      <Section className="mt-10 max-w-3xl">
        <Carousel label={page.heading} slides={learnCarouselSlides()} />
      </Section>
      <RelatedLinks paths={['/community-connect', '/organize-events', '/find-players']} />
      <CtaBand />
    </>
  );
}
