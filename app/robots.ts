import type { MetadataRoute } from 'next';
import { PROTECTED_PREFIXES } from '@/lib/auth/paths';
import { siteUrl } from '@/lib/env';

// /robots.txt: the public site is open to crawlers; the app (signed-in pages), account flows and the API
// are not.
export default function robots(): MetadataRoute.Robots {
  const app = [
    ...PROTECTED_PREFIXES,
    '/admin',
    '/dev',
    '/bench/',
    '/messages',
    '/discover',
    '/organization/',
    '/user-list',
    '/team-not-found',
    '/verify-new-email',
    '/share/',
    '/auth/verify-email',
    '/verify-email',
    '/auth/reset-password',
    '/auth/forgot-password',
  ];
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', ...app] },
    sitemap: `${siteUrl()}/sitemap.xml`,
    host: siteUrl(),
  };
}
