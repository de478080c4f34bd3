import { Resolver } from 'node:dns/promises';
import { env } from '@/lib/env';

// Domain verification asks DNS through this interface, so tests answer it locally. The default uses the
// system's resolvers, or DNS_SERVERS (comma-separated ip[:port]) when set.

export interface TxtResolver {
  /** The TXT records at `name`, each as its character strings; none (or NXDOMAIN) → []. */
  resolveTxt(name: string): Promise<string[][]>;
}

export function systemTxtResolver(servers = env().DNS_SERVERS): TxtResolver {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  const list = servers
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list?.length) resolver.setServers(list);
  return {
    async resolveTxt(name) {
      try {
        return await resolver.resolveTxt(name);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'ENOTFOUND' || code === 'ENODATA' || code === 'ENONAME') return [];
        throw error;
      }
    },
  };
}
