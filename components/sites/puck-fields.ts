import type { Fields } from '@puckeditor/core';
import { blockUi as b } from '@/lib/messages/sites';
import type { BlockPropsOf, BlockType } from '@/lib/sites/schema';

// Fields and defaults of every block, shared by the editor's config and the server render config so both
// describe the same data (lib/sites/schema.ts parses it on save).

export type Choice = { id: string; name: string };
export type BlockProps = { [T in BlockType]: BlockPropsOf<T> };
export type RootProps = { title: string; seoDescription: string };

const text = (label: string) => ({ type: 'text' as const, label });
const area = (label: string) => ({ type: 'textarea' as const, label });

export function blockFields(
  teams: Choice[] = [],
  forms: Choice[] = [],
): { [T in BlockType]: Fields<BlockProps[T]> } {
  const teamOptions = teams.map((t) => ({ label: t.name, value: t.id }));
  return {
    Hero: {
      heading: text(b.heading),
      subheading: area(b.subheading),
      ctaLabel: text(b.buttonLabel),
      ctaHref: text(b.buttonLink),
      imageUrl: text(b.imageUrl),
    },
    Text: { heading: text(b.heading), body: area(b.body) },
    Image: { src: text(b.imageUrl), alt: text(b.alt), caption: text(b.caption) },
    TeamRoster: {
      heading: text(b.heading),
      teamId: { type: 'select', label: b.team, options: [{ label: '—', value: '' }, ...teamOptions] },
    },
    UpcomingEvents: {
      heading: text(b.heading),
      teamId: { type: 'select', label: b.team, options: [{ label: b.anyTeam, value: '' }, ...teamOptions] },
      limit: { type: 'number', label: b.limit, min: 1, max: 12 },
    },
    RegistrationForm: {
      heading: text(b.heading),
      description: area(b.formDescription),
      formId: {
        type: 'select',
        label: b.form_,
        options: [{ label: '—', value: '' }, ...forms.map((f) => ({ label: f.name, value: f.id }))],
      },
      buttonLabel: text(b.buttonLabel),
    },
    Contact: {
      heading: text(b.heading),
      email: text(b.email),
      phone: text(b.phone),
      address: area(b.address),
    },
    Map: {
      heading: text(b.heading),
      address: text(b.address),
      lat: { type: 'number', label: b.lat, min: -90, max: 90 },
      lng: { type: 'number', label: b.lng, min: -180, max: 180 },
    },
  };
}

export const blockDefaults: { [T in BlockType]: BlockProps[T] } = {
  Hero: { heading: b.defaultHero, subheading: '', ctaLabel: '', ctaHref: '', imageUrl: '' },
  Text: { heading: '', body: b.defaultText },
  Image: { src: '', alt: '', caption: '' },
  TeamRoster: { heading: b.roster, teamId: '' },
  UpcomingEvents: { heading: b.events, teamId: '', limit: 6 },
  RegistrationForm: { heading: b.form, description: '', formId: '', buttonLabel: b.register },
  Contact: { heading: b.contact, email: '', phone: '', address: '' },
  Map: { heading: b.map, address: '', lat: 0, lng: 0 },
};

export const blockLabels: { [T in BlockType]: string } = {
  Hero: b.hero,
  Text: b.text,
  Image: b.image,
  TeamRoster: b.roster,
  UpcomingEvents: b.events,
  RegistrationForm: b.form,
  Contact: b.contact,
  Map: b.map,
};

export const rootFields: Fields<RootProps> = {
  title: { type: 'text', label: b.pageTitle },
  seoDescription: { type: 'textarea', label: b.pageSeo },
};
