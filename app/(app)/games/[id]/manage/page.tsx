import { permanentRedirect } from 'next/navigation';

// One manage page for a game: event/{id}/manage.
export default async function ManageRedirect({ params }: { params: Promise<{ id: string }> }) {
  permanentRedirect(`/event/${encodeURIComponent((await params).id)}/manage`);
}
