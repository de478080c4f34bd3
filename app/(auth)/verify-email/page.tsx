import type { Metadata } from 'next';
import VerifyEmailPage from '../auth/verify-email/page';
import { authMessages } from '@/lib/messages';

// verify-email: the spec's address of the verification page (route table), the same page as auth/verify-email
// (where the mailed links point), with the same layout.
export const metadata: Metadata = { title: authMessages.verifyEmailTitle, referrer: 'no-referrer' };

export default VerifyEmailPage;
