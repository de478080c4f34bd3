// /pricing: the chooser between the two pricing pages (issue 29 §7; the spec names only the two pages).
import { pricingMessages } from './billing';

export const pricingChooserMessages = {
  path: '/pricing',
  title: 'Pricing', // ours
  description:
    'Beans is free to play and to organize. See Organizer Pro for the teams you run and Member Plus for players.', // ours
  eyebrow: 'Pricing', // ours
  heading: 'Plans for organizers and players', // ours
  lead: 'Joining games, teams and communities is free. Pick the page for what you do most.', // ours
  organizer: {
    title: pricingMessages.organizer.heading,
    text: 'Monthly plans per team: rosters, forms and waivers, payments and a team website.', // ours
    href: pricingMessages.organizer.path,
    cta: 'See organizer plans', // ours
  },
  member: {
    title: pricingMessages.member.heading,
    text: 'A yearly membership with extras for players who are out every week.', // ours
    href: pricingMessages.member.path,
    cta: 'See Member Plus', // ours
  },
};
