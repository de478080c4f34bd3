import { organizationMessages } from '@/lib/messages';

export default function OrganizationNotFound() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-bold">{organizationMessages.notFound}</h1>
    </div>
  );
}
