import type { Metadata, Viewport } from 'next';
import { StartupCleanup } from '@/components/shell/StartupCleanup';
import { ToastProvider } from '@/components/ui/Toast';
import { PRODUCT_NAME } from '@/lib/messages';
import { siteDescription } from '@/lib/messages/shell';
import { analyticsScript, siteUrl } from '@/lib/env';
import './globals.css';

export const metadata: Metadata = {
  title: { default: PRODUCT_NAME, template: `%s · ${PRODUCT_NAME}` },
  description: siteDescription,
  // Canonical links, share tags and the sitemap resolve against the public site's address.
  metadataBase: new URL(siteUrl()),
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  // The browser's bar: brand green in light, the dark surface in dark (app/globals.css).
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#047857' },
    { media: '(prefers-color-scheme: dark)', color: '#0f172b' },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  // Cookieless page views (no consent banner needed), only when configured in production.
  const analytics = analyticsScript();
  return (
    <html lang="en">
      {analytics ? (
        <head>
          <script defer src={analytics.src} data-domain={analytics.site} />
        </head>
      ) : null}
      <body className="min-h-screen">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <StartupCleanup />
        <ToastProvider>{children}</ToastProvider>
      </body>
    </html>
  );
}
