import { defineRoute } from '@/lib/actions/define-route';
import { db } from '@/lib/db';
import { commonMessages } from '@/lib/messages';
import { mayIssueCertificate } from '@/lib/sites/hosts';
import { hostnameOf } from '@/lib/sites/routing';

// Caddy's on-demand TLS asks here before it requests a certificate for a host name it has not seen ('external'):
// GET /api/domains/allowed?domain=<host> answers 200 for the app's own names and verified custom domains of
// published sites, 404 for anything else (so nobody can make the server fetch certificates for random names).
export const dynamic = 'force-dynamic';

export const GET = defineRoute(
  { name: 'domains.allowed', auth: 'external', failure: commonMessages.somethingWentWrong },
  async ({ request }) => {
    const domain = hostnameOf(request.nextUrl.searchParams.get('domain'));
    const allowed = domain ? await mayIssueCertificate(db, domain) : false;
    return new Response(allowed ? 'ok' : 'not found', { status: allowed ? 200 : 404 });
  },
);
