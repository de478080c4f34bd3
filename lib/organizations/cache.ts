import 'server-only';
import { updateTag } from 'next/cache';
import { organizationTag } from './queries';

/**
 * After a write in a server action: expire org/{slug} for every slug given (before and after a rename).
 * updateTag gives read-your-writes: the next request renders the new state at once.
 */
export function refreshOrganizationPages(...slugs: Array<string | null | undefined>) {
  for (const slug of new Set(slugs)) if (slug) updateTag(organizationTag(slug));
}
