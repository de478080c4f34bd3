import sharp from 'sharp';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { POST as uploadPhoto } from '@/app/api/places/[id]/photos/route';
import { GET as servePhoto } from '@/app/api/places/photos/[photoId]/route';
import { db } from '@/lib/db';
import { placeUi } from '@/lib/messages/places';
import { removePlacePhotoAction } from '@/lib/places/actions';
import { addPlacePhoto } from '@/lib/places/photos';
import { MAX_PLACE_PHOTOS, PLACE_PHOTO_MAX_PX } from '@/lib/places/schema';
import { actAs, callAs } from '@/tests/support/act-as';
import { makeUser } from '@/tests/support/factories';

// Photos of a place: only the creator (or an administrator) adds and removes them, checked like profile
// pictures, stored re-encoded, listed in places.photoUrls; refusals write nothing.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const addPlace = (createdById: string) =>
  db.place.create({
    data: {
      name: 'Zilker courts',
      address: '1 Main St, Austin, TX',
      lat: 30.26,
      lng: -97.77,
      geohash: 'x',
      createdById,
    },
  });
const png = (width = 2400, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer();

/** A multipart POST as a browser sends it (with a declared length). */
async function post(placeId: string, file: Blob | null, name = 'photo.png') {
  const form = new FormData();
  if (file) form.set('file', file, name);
  const encoded = new Request('http://localhost/x', { method: 'POST', body: form });
  const body = new Uint8Array(await encoded.arrayBuffer());
  const request = new NextRequest(`http://localhost/api/places/${placeId}/photos`, {
    method: 'POST',
    body,
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(body.byteLength),
      host: 'localhost',
      origin: 'http://localhost',
    },
  });
  const response = await uploadPhoto(request, { params: Promise.resolve({ id: placeId }) });
  return { status: response.status, body: (await response.json()) as { ok: boolean; message: string } };
}

const photoRows = (placeId: string) => db.placePhoto.count({ where: { placeId } });

describe('place photos', () => {
  it('lets the creator upload: re-encoded as WebP within the size limit, listed on the place and served', async () => {
    const owner = await makeUser('Photo Owner');
    const place = await addPlace(owner.id);
    await actAs(owner);
    const answer = await post(place.id, new Blob([new Uint8Array(await png())], { type: 'image/png' }));
    expect(answer).toMatchObject({ status: 200, body: { ok: true, message: placeUi.photoAdded } });

    const stored = await db.placePhoto.findFirstOrThrow({ where: { placeId: place.id } });
    expect(stored.contentType).toBe('image/webp');
    expect(stored.uploaderId).toBe(owner.id);
    const meta = await sharp(Buffer.from(stored.bytes)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'webp',
      PLACE_PHOTO_MAX_PX,
      PLACE_PHOTO_MAX_PX / 2,
    ]);
    const saved = await db.place.findUniqueOrThrow({ where: { id: place.id } });
    expect(saved.photoUrls).toEqual([`/api/places/photos/${stored.id}`]);

    const served = await servePhoto(new Request('http://localhost'), {
      params: Promise.resolve({ photoId: stored.id }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    await actAs(null);
    const anonymous = await servePhoto(new Request('http://localhost'), {
      params: Promise.resolve({ photoId: stored.id }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('refuses other users (not found), bad files with a clear message, and the 11th photo; nothing is written', async () => {
    const owner = await makeUser('Photo Owner 2');
    const other = await makeUser('Photo Other');
    const place = await addPlace(owner.id);
    const image = new Blob([new Uint8Array(await png(300, 300))], { type: 'image/png' });

    await actAs(other);
    expect(await post(place.id, image)).toMatchObject({
      status: 404,
      body: { message: placeUi.placeNotFound },
    });
    expect(await post('no-such-place', image)).toMatchObject({ status: 404 });
    expect(await db.rateLimitHit.count({ where: { key: other.id } })).toBe(0);

    await actAs(owner);
    expect(await post(place.id, null)).toMatchObject({
      status: 400,
      body: { message: placeUi.photoRequired },
    });
    expect(await post(place.id, new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'x.pdf')).toMatchObject({
      status: 400,
      body: { message: placeUi.photoWrongType },
    });
    // Bytes that are not what the declared type says.
    expect(await post(place.id, new Blob(['not an image at all'], { type: 'image/png' }))).toMatchObject({
      status: 400,
      body: { message: placeUi.photoWrongType },
    });
    expect(
      await post(place.id, new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' })),
    ).toMatchObject({ status: 413, body: { message: placeUi.photoTooLarge } });
    expect(await photoRows(place.id)).toBe(0);
    expect((await db.place.findUniqueOrThrow({ where: { id: place.id } })).photoUrls).toEqual([]);

    // At most MAX_PLACE_PHOTOS per place.
    const bytes = new Uint8Array(await png(40, 40));
    for (let i = 0; i < MAX_PLACE_PHOTOS; i++) {
      expect(
        (await addPlacePhoto(db, { id: owner.id, isAdmin: false }, place.id, { bytes, type: 'image/png' }))
          .status,
      ).toBe('added');
    }
    expect(await post(place.id, image)).toMatchObject({
      status: 409,
      body: { message: placeUi.photoLimit(MAX_PLACE_PHOTOS) },
    });
    expect(await photoRows(place.id)).toBe(MAX_PLACE_PHOTOS);
  });

  it('lets an administrator add, and the creator or an administrator remove; others get not found', async () => {
    const owner = await makeUser('Photo Owner 3');
    const other = await makeUser('Photo Other 3');
    const admin = await makeUser('Photo Admin', { isAdmin: true });
    const place = await addPlace(owner.id);
    const bytes = new Uint8Array(await png(60, 60));
    const added = await addPlacePhoto(db, { id: admin.id, isAdmin: true }, place.id, {
      bytes,
      type: 'image/png',
    });
    expect(added.status).toBe('added');
    const second = await addPlacePhoto(db, { id: owner.id, isAdmin: false }, place.id, {
      bytes,
      type: 'image/png',
    });
    if (added.status !== 'added' || second.status !== 'added') throw new Error('not added');

    const refused = await callAs(other, removePlacePhotoAction, {
      placeId: place.id,
      photoId: added.photoId,
    });
    expect(refused).toEqual({ ok: false, message: placeUi.photoNotFound });
    // A photo id named with another place's id is not found either.
    const elsewhere = await addPlace(other.id);
    expect(
      await callAs(other, removePlacePhotoAction, { placeId: elsewhere.id, photoId: added.photoId }),
    ).toEqual({ ok: false, message: placeUi.photoNotFound });
    expect(await photoRows(place.id)).toBe(2);

    expect(
      await callAs(owner, removePlacePhotoAction, { placeId: place.id, photoId: added.photoId }),
    ).toMatchObject({
      ok: true,
      message: placeUi.photoRemoved,
    });
    expect((await db.place.findUniqueOrThrow({ where: { id: place.id } })).photoUrls).toEqual([second.url]);
    expect(
      await callAs(admin, removePlacePhotoAction, { placeId: place.id, photoId: second.photoId }),
    ).toMatchObject({ ok: true });
    expect(await photoRows(place.id)).toBe(0);
    expect((await db.place.findUniqueOrThrow({ where: { id: place.id } })).photoUrls).toEqual([]);
  });

  it('counts every upload before decoding it: 40 a day per account, bad files included', async () => {
    const owner = await makeUser('Photo Spammer');
    const place = await addPlace(owner.id);
    const viewer = { id: owner.id, isAdmin: false };
    const junk = { bytes: new Uint8Array(Buffer.from('not an image at all')), type: 'image/png' };
    for (let i = 0; i < 40; i++)
      expect((await addPlacePhoto(db, viewer, place.id, junk)).status).toBe('type');
    const good = { bytes: new Uint8Array(await png(40, 40)), type: 'image/png' };
    expect((await addPlacePhoto(db, viewer, place.id, good)).status).toBe('limited');
    expect(await photoRows(place.id)).toBe(0);
  });
});
