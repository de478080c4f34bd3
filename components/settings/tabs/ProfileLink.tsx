import Link from 'next/link';
import { settingsMessages } from '@/lib/messages';

// "View Profile", or "Skip for now..." when the user came from sign-up (?skippable).
export function ProfileLink({ skippable }: { skippable: boolean }) {
  return (
    <Link href="/profile" className="font-semibold text-emerald-700 underline underline-offset-4">
      {skippable ? settingsMessages.skipForNow : settingsMessages.viewProfile}
    </Link>
  );
}
