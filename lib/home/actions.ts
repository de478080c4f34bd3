'use server';

import { fail, ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { db } from '@/lib/db';
import { commonMessages, homeMessages } from '@/lib/messages';
import { loadPlayerCard, type PlayerCard } from './player-card';
import { playerCardSchema } from './schema';

/** The viewer's player card, loaded when its dialog opens (it sits in every page's menu). */
export const playerCardAction = defineAction<typeof playerCardSchema, PlayerCard>(
  {
    name: 'home.playerCard',
    input: playerCardSchema,
    failure: homeMessages.playerCard.loadFailed,
    // In the menu of every signed-in page, onboarding too: a card without a name shows 'Unnamed Player'.
    auth: { profile: false },
  },
  async ({ viewer }) => {
    const card = await loadPlayerCard(db, viewer.id);
    return card ? ok(card) : fail(commonMessages.somethingWentWrong);
  },
);
