import { PublicFooter } from '@/components/marketing/PublicFooter';
import { PublicHeader } from '@/components/marketing/PublicHeader';

// The post board is public: the site's header and footer around statically generated pages.
export default function PostsLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <PublicHeader />
      <main id="main" className="mx-auto min-h-[60vh] max-w-5xl px-4 py-8 sm:px-6">
        {children}
      </main>
      <PublicFooter />
    </>
  );
}
