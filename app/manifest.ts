import type { MetadataRoute } from 'next';
import { PRODUCT_NAME } from '@/lib/messages/common';
import { siteDescription } from '@/lib/messages/shell';

// /manifest.webmanifest: name, colours and icon for "add to home screen".
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description: siteDescription,
    start_url: '/home',
    display: 'standalone',
    background_color: '#f8fafc',
    theme_color: '#047857',
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
}
