import Link from 'next/link';
import { Badge, ButtonLink, Card } from '@/components/ui';
import { publicProfileMessages as m, profileMessages, relationOptions } from '@/lib/messages';
import type { PublicProfile } from '@/lib/profile/service';
import { MemberPlusBadge } from '@/components/billing/MemberPlusBadge';
import { levelsMessages } from '@/lib/messages/levels';
import { Avatar } from './Avatar';
import { ProfileAvailabilitySection } from './ProfileAvailabilitySection';
import { ProfilePrivacySection } from './ProfilePrivacySection';

const relationLabel = (value: string) => relationOptions.find((o) => o.value === value)?.label ?? value;

// A profile as others see it: avatar, display name, go-to city, sports, confirmed family links, and the
// sections the privacy and availability settings govern.
export function PublicProfileView({
  profile,
  viewerId,
  own,
  levels = [],
}: {
  profile: PublicProfile;
  viewerId: string;
  own: boolean;
  /** Skill levels the viewer may see (issue 32 §3); private ones only on the player's own profile. */
  levels?: { sport: string; label: string; private: boolean }[];
}) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar
          name={profile.displayName}
          photoUrl={profile.photoUrl}
          size={96}
          alt={profileMessages.avatarAlt(profile.displayName)}
        />
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-bold">{profile.displayName}</h1>
          {profile.memberPlus && <MemberPlusBadge />}
          {profile.cityName && (
            <p className="text-slate-700">
              <span className="sr-only">{m.goToArea}: </span>
              {profile.cityName}
            </p>
          )}
        </div>
        {own && (
          <ButtonLink href="/settings?tab=general" variant="secondary">
            {m.editProfile}
          </ButtonLink>
        )}
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <Card title={m.sports}>
          {profile.sports.length === 0 ? (
            <p className="text-sm text-slate-700">{m.noSports}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {profile.sports.map((sport) => (
                <li key={sport.label}>
                  <Badge tone={sport.available ? 'success' : 'neutral'}>
                    {sport.label}
                    {!sport.available && <span className="ml-1 font-normal">({m.notAvailable})</span>}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
          {levels.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={levelsMessages.title}>
              {levels.map((l) => (
                <li key={l.sport}>
                  <Badge tone="success">
                    {levelsMessages.level(l.sport)}: {l.label}
                    {l.private && <span className="ml-1 font-normal">({levelsMessages.private})</span>}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </Card>
        {profile.family.length > 0 && (
          <Card title={m.family}>
            <ul className="divide-y divide-slate-100">
              {profile.family.map((link) => (
                <li key={link.id} className="flex justify-between gap-4 py-2">
                  <Link
                    href={`/profile/${encodeURIComponent(link.userId)}`}
                    className="font-medium text-emerald-800 underline-offset-4 hover:underline"
                  >
                    {link.name}
                  </Link>
                  <span className="text-sm text-slate-700">{relationLabel(link.relation)}</span>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </div>
      <ProfilePrivacySection ownerId={profile.id} viewerId={viewerId} />
      <ProfileAvailabilitySection ownerId={profile.id} viewerId={viewerId} />
    </div>
  );
}
