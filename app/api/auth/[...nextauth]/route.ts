import { defineRoute } from '@/lib/actions/define-route';
import { handlers } from '@/lib/auth/next-auth';
import { authMessages } from '@/lib/messages';

// Auth.js's own endpoints (sign-in, callbacks, session, CSRF token), in the pipeline's 'external' mode with an
// untouched body: Auth.js reads the request itself and checks its own CSRF token, so the pipeline adds no
// session, origin or body step — only its error mapping (an unexpected throw is logged and answers 500).
const authjs = (method: 'GET' | 'POST') =>
  defineRoute(
    { name: `authjs.${method}`, auth: 'external', body: 'untouched', failure: authMessages.notSignedIn },
    async ({ request }) => handlers[method](request),
  );

export const GET = authjs('GET');
export const POST = authjs('POST');
