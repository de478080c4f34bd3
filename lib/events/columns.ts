import { encodeGeohash } from '@/lib/geo/geohash';
import { priceToCents, type GameFieldsValues } from './schema';

/**
 * The events columns a game form sets (create and edit alike), from its parsed values and the hosting team
 * the service has checked. Dates are left to the caller (a repeating game's dates differ).
 */
export function gameColumns(input: GameFieldsValues, team: { id: string; name: string } | null) {
  const { city } = input;
  return {
    title: input.title,
    description: input.description || null,
    gameTypeId: input.gameTypeId,
    hostingTeamId: team?.id ?? null,
    teamName: team?.name ?? null,
    locationName: city.name,
    address: input.address || null,
    lat: city.lat,
    lng: city.lng,
    geohash: encodeGeohash(city.lat, city.lng),
    timeStart: input.time,
    timeZone: input.timeZone,
    durationMinutes: input.durationMinutes,
    capacity: input.capacity,
    isPrivate: input.isPrivate,
    hasMinimumNeeded: input.hasMinimumNeeded,
    minimumNeeded: input.hasMinimumNeeded ? input.minimumNeeded : null,
    hoursToCancelBefore: input.hoursToCancelBefore,
    creatorApprovalNeeded: input.creatorApprovalNeeded,
    allowParticipantGuests: input.allowParticipantGuests,
    guestLimit: input.allowParticipantGuests ? input.guestLimit : null,
    chargeGuests: input.allowParticipantGuests && input.chargeGuests,
    // A paid game has no waitlist: a spot is held while its player pays (lib/events/payments.ts).
    allowWaitlist: input.capacity !== null && input.allowWaitlist && priceToCents(input.price) === 0,
    priceCents: priceToCents(input.price),
    allowLateRsvp: input.allowLateRsvp,
    waitlistReliableFirst: input.waitlistReliableFirst,
    offerHoldMinutes: input.offerHoldMinutes,
    defaultGoing: input.defaultGoing,
    levelMin: input.levelMin,
    levelMax: input.levelMax,
    levelRequired: input.levelRequired && (input.levelMin !== null || input.levelMax !== null),
    levelChecked: input.levelChecked,
  };
}
