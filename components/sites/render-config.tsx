import type { Config } from '@puckeditor/core';
import { ContactBlock, HeroBlock, ImageBlock, MapBlock, RegistrationFormBlock, TextBlock } from './blocks';
import { LiveEvents, LiveRoster } from './live-blocks';
import { blockDefaults, blockFields, rootFields, type BlockProps, type RootProps } from './puck-fields';

// The public pages' Puck config, rendered by the server <Render> only: the live blocks are async server
// components that read current data. `metadata` carries the site's creator (whose teams the blocks may
// show) and the app's address (event links leave a custom domain for the app).

export type RenderMetadata = { creatorId: string; appUrl: string };
const meta = (m: unknown) => m as RenderMetadata;
const fields = blockFields();

export const renderConfig: Config<BlockProps, RootProps> = {
  root: { fields: rootFields, render: ({ children }) => <>{children}</> },
  components: {
    Hero: { fields: fields.Hero, defaultProps: blockDefaults.Hero, render: (p) => <HeroBlock {...p} /> },
    Text: { fields: fields.Text, defaultProps: blockDefaults.Text, render: (p) => <TextBlock {...p} /> },
    Image: { fields: fields.Image, defaultProps: blockDefaults.Image, render: (p) => <ImageBlock {...p} /> },
    TeamRoster: {
      fields: fields.TeamRoster,
      defaultProps: blockDefaults.TeamRoster,
      render: ({ heading, teamId, puck }) => (
        <LiveRoster creatorId={meta(puck.metadata).creatorId} teamId={teamId} heading={heading} />
      ),
    },
    UpcomingEvents: {
      fields: fields.UpcomingEvents,
      defaultProps: blockDefaults.UpcomingEvents,
      render: ({ heading, teamId, limit, puck }) => (
        <LiveEvents
          creatorId={meta(puck.metadata).creatorId}
          appUrl={meta(puck.metadata).appUrl}
          teamId={teamId}
          heading={heading}
          limit={limit}
        />
      ),
    },
    RegistrationForm: {
      fields: fields.RegistrationForm,
      defaultProps: blockDefaults.RegistrationForm,
      render: (p) => <RegistrationFormBlock {...p} />,
    },
    Contact: {
      fields: fields.Contact,
      defaultProps: blockDefaults.Contact,
      render: (p) => <ContactBlock {...p} />,
    },
    Map: { fields: fields.Map, defaultProps: blockDefaults.Map, render: (p) => <MapBlock {...p} /> },
  },
};
