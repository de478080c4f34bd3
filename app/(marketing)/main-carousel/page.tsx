import { Carousel } from '@/components/marketing/Carousel';
import { CtaBand, Hero, RelatedLinks, Section } from '@/components/marketing/sections';
import { mainCarouselSlides } from '@/components/marketing/slides';
import { carouselPages } from '@/lib/messages/marketing-pages';
import { marketingMetadata } from '@/lib/seo/og';

const page = carouselPages.main;
export const metadata = marketingMetadata(page, 'main-carousel');

// main-carousel: a five-slide tour of the product.
export default function MainCarouselPage() {
  return (
    <>
      <Hero heading={page.heading} lead={page.lead} />
      <Section className="mt-10 max-w-4xl">
        <Carousel label={page.heading} slides={mainCarouselSlides()} />
      </Section>
      <RelatedLinks paths={['/find-players', '/organize-events', '/collect-payments']} />
      <CtaBand />
    </>
  );
}
