import { z } from 'zod';
import { latField, lngField } from '@/lib/geo/city';
import { placeUi as m } from '@/lib/messages/places';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/lib/profile/rules';

export const PLACE_NAME_MAX = 120;
export const MAX_PLACE_SPORTS = 10;
/** At most this many places answer one bounds query (the nearest to the centre of the view). */
export const BOUNDS_LIMIT = 200;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: m.tooLong(max) });

/** The place form (places/new, places/edit/{id}); the same schema checks the form and the action. */
export const placeFormSchema = z.object({
  name: z.string().trim().min(1, { error: m.nameRequired }).max(PLACE_NAME_MAX, { error: m.nameTooLong }),
  address: z.string().trim().min(1, { error: m.addressRequired }).max(200, { error: m.addressTooLong }),
  // The pin: both null until the user drops it on the map.
  lat: latField.nullable().refine((v) => v !== null, { error: m.locationMissing }),
  lng: lngField.nullable().refine((v) => v !== null, { error: m.locationMissing }),
  sports: z.array(z.string().trim().min(1).max(60)).max(MAX_PLACE_SPORTS, { error: m.tooManySports }),
  surface: text(60),
  openingNotes: text(1000),
  description: text(2000),
});
export type PlaceFormInput = z.input<typeof placeFormSchema>;
export type PlaceFormValues = z.output<typeof placeFormSchema>;

export const emptyPlaceForm: PlaceFormInput = {
  name: '',
  address: '',
  lat: null,
  lng: null,
  sports: [],
  surface: '',
  openingNotes: '',
  description: '',
};

const placeId = z.string().trim().min(1).max(64);

export const updatePlaceSchema = placeFormSchema.extend({ id: placeId });
export type UpdatePlaceInput = z.input<typeof updatePlaceSchema>;
export type UpdatePlaceValues = z.output<typeof updatePlaceSchema>;

export const checkInSchema = z.object({ placeId });

/** Photos of a place: the avatar's image types and byte limit; at most this many per place. */
export const MAX_PLACE_PHOTOS = 10;
export const PLACE_PHOTO_MAX_BYTES = AVATAR_MAX_BYTES;
export const PLACE_PHOTO_TYPES: readonly string[] = AVATAR_TYPES;
/** The longest side a stored photo keeps (re-encoded as WebP). */
export const PLACE_PHOTO_MAX_PX = 1600;

/**
 * One photo for a place (places/edit/{id}): the upload form checks the file with it before sending, and
 * POST /api/places/{id}/photos checks the same (the bytes themselves are checked on the server too).
 */
export const placePhotoUploadSchema = z.object({
  placeId,
  file: z
    .instanceof(File, { error: m.photoRequired })
    .refine((f) => f.size > 0, { error: m.photoRequired })
    .refine((f) => PLACE_PHOTO_TYPES.includes(f.type), { error: m.photoWrongType })
    .refine((f) => f.size <= PLACE_PHOTO_MAX_BYTES, { error: m.photoTooLarge }),
});

/** Removing a photo of a place (creator or administrator). */
export const removePlacePhotoSchema = z.object({ placeId, photoId: placeId });

/**
 * The map's visible bounds (GET /api/places?bbox=south,west,north,east). Latitudes within the poles,
 * longitudes within one world (no antimeridian crossing: the map is kept from wrapping).
 */
export const boundsSchema = z
  .string()
  .transform((raw) => raw.split(',').map((p) => Number(p)))
  .pipe(z.tuple([z.number().min(-90).max(90), lngField, z.number().min(-90).max(90), lngField]))
  .refine(([south, west, north, east]) => south <= north && west <= east)
  .transform(([south, west, north, east]) => ({ south, west, north, east }));
export type Bounds = z.output<typeof boundsSchema>;
