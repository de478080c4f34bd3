'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge, Button, Card, Dialog, SelectField, TextField, useAction } from '@/components/ui';
import { domainUi as m } from '@/lib/messages/sites';
import { addDomainAction, removeDomainAction, verifyDomainAction } from '@/lib/sites/actions';
import { addDomainSchema, type AddDomainInput } from '@/lib/sites/schema';

type SiteDomains = {
  id: string;
  title: string;
  published: boolean;
  domains: {
    id: string;
    hostname: string;
    verifiedAt: Date | null;
    lastCheckedAt: Date | null;
    record: { name: string; value: string };
  }[];
};

// custom-website: add a domain to a site, create the TXT record shown, press Verify.
export function DomainManager({
  sites,
  pointTo,
  timeZone,
}: {
  sites: SiteDomains[];
  pointTo: string;
  /** The viewer's zone (users.timeZone): server and browser render the same text (docs/time-zones.md). */
  timeZone: string;
}) {
  const runAction = useAction();
  const router = useRouter();
  const form = useForm<AddDomainInput>({
    resolver: zodResolver(addDomainSchema),
    defaultValues: { siteId: sites[0]?.id ?? '', hostname: '' },
  });
  const [removing, setRemoving] = useState<{ id: string; hostname: string } | null>(null);
  const [verifying, setVerifying] = useState<string | null>(null);
  const errors = form.formState.errors;

  const add = form.handleSubmit(async (values) => {
    const r = await runAction(addDomainAction, values, { setError: form.setError });
    if (r.ok) {
      form.reset({ siteId: values.siteId, hostname: '' });
      router.refresh();
    }
  });

  const domains = sites.flatMap((s) => s.domains.map((d) => ({ ...d, site: s.title })));
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });

  return (
    <div className="space-y-6">
      <Card title={m.add}>
        <form onSubmit={add} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <SelectField
            label={m.siteLabel}
            options={sites.map((s) => ({ value: s.id, label: s.title }))}
            {...form.register('siteId')}
            error={errors.siteId?.message}
          />
          <TextField
            label={m.hostnameLabel}
            placeholder={m.hostnamePlaceholder}
            hint={m.hostnameHelp}
            autoCapitalize="none"
            spellCheck={false}
            {...form.register('hostname')}
            error={errors.hostname?.message}
          />
          <Button type="submit" className="sm:mt-6" loading={form.formState.isSubmitting}>
            {m.add}
          </Button>
        </form>
      </Card>

      {domains.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <h2 className="font-semibold text-slate-900">{m.emptyTitle}</h2>
          <p className="mt-1 text-sm text-slate-600">{m.emptyBody}</p>
        </div>
      ) : (
        <ul className="space-y-4">
          {domains.map((d) => (
            <li key={d.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="truncate text-lg font-semibold text-slate-900">{d.hostname}</h2>
                  <p className="text-sm text-slate-600">{d.site}</p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {d.verifiedAt ? (
                    <Badge tone="success">{m.verified}</Badge>
                  ) : (
                    <Badge tone="warning">{m.pending}</Badge>
                  )}
                  {!d.verifiedAt && (
                    <Button
                      size="sm"
                      loading={verifying === d.id}
                      onClick={async () => {
                        setVerifying(d.id);
                        const r = await runAction(verifyDomainAction, { domainId: d.id });
                        setVerifying(null);
                        if (r.ok) router.refresh();
                      }}
                    >
                      {m.verify}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setRemoving({ id: d.id, hostname: d.hostname })}
                  >
                    {m.remove}
                  </Button>
                </div>
              </div>
              {!d.verifiedAt && (
                <div className="mt-4 space-y-3 text-sm">
                  <p className="text-slate-700">{m.recordIntro}</p>
                  <dl className="grid gap-2 rounded-lg bg-slate-50 p-3 font-mono text-xs sm:grid-cols-[6rem_1fr]">
                    <dt className="font-sans font-medium text-slate-500">{m.recordType}</dt>
                    <dd>TXT</dd>
                    <dt className="font-sans font-medium text-slate-500">{m.recordName}</dt>
                    <dd className="flex items-center gap-2 break-all">
                      {d.record.name} <CopyButton text={d.record.name} />
                    </dd>
                    <dt className="font-sans font-medium text-slate-500">{m.recordValue}</dt>
                    <dd className="flex items-center gap-2 break-all">
                      {d.record.value} <CopyButton text={d.record.value} />
                    </dd>
                  </dl>
                  <p className="text-slate-600">{m.pointIntro(pointTo)}</p>
                  {d.lastCheckedAt && (
                    <p className="text-xs text-slate-500">
                      {m.lastChecked}: {date.format(new Date(d.lastCheckedAt))}
                    </p>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={m.remove}
        role="alertdialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {m.cancel}
            </Button>
            <Button
              variant="danger"
              onClick={async () => {
                if (!removing) return;
                const r = await runAction(removeDomainAction, { domainId: removing.id });
                setRemoving(null);
                if (r.ok) router.refresh();
              }}
            >
              {m.remove}
            </Button>
          </>
        }
      >
        <p>{removing && m.removeConfirm(removing.hostname)}</p>
      </Dialog>
    </div>
  );
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="shrink-0 rounded border border-slate-300 bg-white px-2 py-0.5 font-sans text-xs text-slate-700 hover:bg-slate-100"
      onClick={async () => {
        await navigator.clipboard?.writeText(text).catch(() => {});
        setCopied(true);
        window.setTimeout(() => setCopied(false), 1500);
      }}
    >
      {copied ? m.copied : m.copy}
    </button>
  );
}
