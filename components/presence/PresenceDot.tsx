import { presenceUi as m } from '@/lib/messages/places';

/** The green "online" dot beside a person's name or photo (shown only when they appear online to the viewer). */
export function PresenceDot({ name }: { name?: string }) {
  return (
    <span
      role="img"
      aria-label={name ? m.onlineNamed(name) : m.online}
      title={m.online}
      className="inline-block h-2.5 w-2.5 shrink-0 rounded-full bg-emerald-500 ring-2 ring-white"
    />
  );
}
