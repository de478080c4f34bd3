'use server';

import { db } from '@/lib/db';
import { fail, ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { placeUi as m } from '@/lib/messages/places';
import { limits, takeAll } from '@/lib/rate-limit';
import { removePlacePhoto } from './photos';
import { checkInSchema, placeFormSchema, removePlacePhotoSchema, updatePlaceSchema } from './schema';
import { checkIn, createPlace, updatePlace } from './service';

/** places/new: add a place; the form goes to its page. */
export const createPlaceAction = defineAction<typeof placeFormSchema, { id: string }>(
  { name: 'places.create', input: placeFormSchema, failure: m.saveFailed, revalidate: ['/discover/places'] },
  async ({ input, viewer }) => {
    if (!(await takeAll(db, limits.places(viewer.id)))) return fail(m.dailyLimit);
    return ok(await createPlace(db, viewer.id, input), m.created);
  },
);

/** places/edit/{id}: the creator or an administrator; anyone else reads 'Place not found'. */
export const updatePlaceAction = defineAction<typeof updatePlaceSchema, { id: string }>(
  {
    name: 'places.update',
    input: updatePlaceSchema,
    failure: m.saveFailed,
    revalidate: (data) => [`/places/view/${data.id}`, '/discover/places'],
  },
  async ({ input, viewer }) =>
    (await updatePlace(db, viewer, input)) === 'updated'
      ? ok({ id: input.id }, m.updated)
      : fail(m.placeNotFound),
);

/** "Check in" on a place's page: once per day. */
export const checkInAction = defineAction<typeof checkInSchema, { placeId: string }>(
  {
    name: 'places.checkIn',
    input: checkInSchema,
    invalid: m.placeNotFound,
    failure: m.checkInFailed,
    revalidate: (data) => [`/places/view/${data.placeId}`],
  },
  async ({ input, viewer }) => {
    const result = await checkIn(db, viewer, input.placeId);
    if (result === 'notFound') return fail(m.placeNotFound);
    return ok({ placeId: input.placeId }, result === 'checkedIn' ? m.checkedIn : m.alreadyCheckedIn);
  },
);

/** places/edit/{id}: the creator or an administrator removes a photo; anyone else reads 'Photo not found'. */
export const removePlacePhotoAction = defineAction<typeof removePlacePhotoSchema, { placeId: string }>(
  {
    name: 'places.removePhoto',
    input: removePlacePhotoSchema,
    invalid: m.photoNotFound,
    failure: m.photoFailed,
    revalidate: (data) => [`/places/view/${data.placeId}`, `/places/edit/${data.placeId}`],
  },
  async ({ input, viewer }) =>
    (await removePlacePhoto(db, viewer, input)) === 'removed'
      ? ok({ placeId: input.placeId }, m.photoRemoved)
      : fail(m.photoNotFound),
);
