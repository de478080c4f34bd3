import { PublicFooter } from '@/components/marketing/PublicFooter';
import { PublicHeader } from '@/components/marketing/PublicHeader';

// The public marketing pages: statically generated, no login, inside the site's header and footer.
export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <PublicHeader />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <PublicFooter />
    </>
  );
}
