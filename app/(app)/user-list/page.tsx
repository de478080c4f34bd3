import type { Metadata } from 'next';
import Link from 'next/link';
import { Card, EmptyState } from '@/components/ui';
import { CreateListForm } from '@/components/user-lists/CreateListForm';
import { ListDetail } from '@/components/user-lists/ListDetail';
import { cx } from '@/components/ui/cx';
import { requireViewer } from '@/lib/auth/viewer';
import { listsOfOwner } from '@/lib/user-lists/queries';
import { userListMessages } from '@/lib/messages';
import { param, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: userListMessages.title };

// An organizer's lists of people (?list= picks one); "Block via List" in Privacy chooses from them.
export default async function UserListPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireViewer({ profile: true });
  const lists = await listsOfOwner(viewer.id);
  const wanted = param((await searchParams).list);
  const selected = lists.find((l) => l.id === wanted) ?? lists[0];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{userListMessages.title}</h1>
      <Card title={userListMessages.createTitle}>
        <CreateListForm />
      </Card>
      {lists.length === 0 ? (
        <EmptyState title={userListMessages.empty} />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <nav aria-label={userListMessages.title}>
            <ul className="space-y-1">
              {lists.map((l) => (
                <li key={l.id}>
                  <Link
                    href={`/user-list?list=${encodeURIComponent(l.id)}`}
                    aria-current={l.id === selected?.id ? 'page' : undefined}
                    className={cx(
                      'flex justify-between gap-2 rounded-md px-3 py-2 font-medium focus-visible:outline-2 focus-visible:outline-emerald-700',
                      l.id === selected?.id
                        ? 'bg-emerald-50 text-emerald-900'
                        : 'text-slate-800 hover:bg-slate-100',
                    )}
                  >
                    <span className="truncate">{l.name}</span>
                    <span className="text-sm text-slate-600">{l.members.length}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {selected && <ListDetail key={selected.id} list={selected} />}
        </div>
      )}
    </div>
  );
}
