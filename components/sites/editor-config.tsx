import type { Config } from '@puckeditor/core';
import { blockUi } from '@/lib/messages/sites';
import {
  ContactBlock,
  EventsBlock,
  HeroBlock,
  ImageBlock,
  MapBlock,
  RegistrationFormBlock,
  RosterBlock,
  TextBlock,
} from './blocks';
import {
  blockDefaults,
  blockFields,
  blockLabels,
  rootFields,
  type BlockProps,
  type Choice,
  type RootProps,
} from './puck-fields';

// The editor's Puck config: the same fields as the public render config, with the viewer's teams and
// forms as choices. Live blocks show what they will list instead of reading data in the browser.

export function editorConfig(teams: Choice[], forms: Choice[]): Config<BlockProps, RootProps> {
  const fields = blockFields(teams, forms);
  const teamName = (id: string) => teams.find((t) => t.id === id)?.name;
  const component = <T extends keyof BlockProps>(type: T) => ({
    label: blockLabels[type],
    fields: fields[type],
    defaultProps: blockDefaults[type],
  });
  return {
    categories: {
      layout: { title: 'Content', components: ['Hero', 'Text', 'Image'] },
      live: { title: 'Team', components: ['TeamRoster', 'UpcomingEvents', 'RegistrationForm'] },
      info: { title: 'Info', components: ['Contact', 'Map'] },
    },
    root: {
      fields: rootFields,
      render: ({ children }) => (
        <div className="min-h-[60vh] bg-slate-50" data-testid="site-canvas">
          {children}
        </div>
      ),
    },
    components: {
      Hero: { ...component('Hero'), render: (p) => <HeroBlock {...p} /> },
      Text: { ...component('Text'), render: (p) => <TextBlock {...p} /> },
      Image: { ...component('Image'), render: (p) => <ImageBlock {...p} /> },
      TeamRoster: {
        ...component('TeamRoster'),
        render: ({ heading, teamId }) => (
          <RosterBlock
            heading={heading || teamName(teamId) || ''}
            roster={null}
            note={teamId ? `${teamName(teamId) ?? ''} — ${blockUi.rosterPreview}` : blockUi.chooseTeam}
          />
        ),
      },
      UpcomingEvents: {
        ...component('UpcomingEvents'),
        render: ({ heading }) => (
          <EventsBlock heading={heading} events={[]} note={blockUi.eventsPreview} eventHref={() => '#'} />
        ),
      },
      RegistrationForm: { ...component('RegistrationForm'), render: (p) => <RegistrationFormBlock {...p} /> },
      Contact: { ...component('Contact'), render: (p) => <ContactBlock {...p} /> },
      Map: { ...component('Map'), render: (p) => <MapBlock {...p} /> },
    },
  };
}
