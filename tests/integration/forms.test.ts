import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Forms and waivers through the actions (session → parse → service) on the real database and the local Stripe
// stand-in: the answers schema built from the field list, guardians, waiver signature records, versions, capacity,
// deposit → balance → paid through Checkout and its webhook, receipts, roster adds, and other users' records.

vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'user-agent': 'FormsTest/1.0', 'x-beans-client-ip': '203.0.113.9' }),
}));

const standin = await vi.hoisted(async () => {
  const { startStripeStandin } = await import('@/tools/stripe-standin/server');
  const s = await startStripeStandin({ webhookSecret: 'whsec_forms_tests', delivery: 'manual' });
  delete process.env.STRIPE_SECRET_KEY;
  process.env.STRIPE_LOCAL_URL = s.url;
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_forms_tests';
  return s;
});

const { db } = await import('@/lib/db');
const { POST } = await import('@/app/api/stripe/webhook/route');
const { saveFormAction, submitFormAction, startPaymentAction, addToTeamAction, refundAction } =
  await import('@/lib/forms/actions');
const { answersSchema } = await import('@/lib/forms/fields');
const { waiverHash } = await import('@/lib/forms/submit');
const { runFormJob, syncFormCheckout } = await import('@/lib/forms/payments');
const { uploadFormFile, formFileFor } = await import('@/lib/forms/files');
const { fillData, submissionDetail } = await import('@/lib/forms/queries');
const { stripeClient } = await import('@/lib/billing/stripe');
const { makeTeam, makeUser, uniqueTag } = await import('@/tests/support/factories');
const { countTransactionsAt, openTransactions } = await import('@/tests/support/no-transaction');
const { actAs, callAs } = await import('@/tests/support/act-as');
const { respondToInvitationAction } = await import('@/lib/teams/actions');
const { POST: uploadRoute } = await import('@/app/api/forms/[id]/files/route');
const { NextRequest } = await import('next/server');
type FormField = import('@/lib/forms/fields').FormField;

standin.setDeliver((request) => POST(request));
afterAll(() => standin.stop());
beforeEach(async () => {
  if (standin.pending().length) await standin.deliverPending();
});

const WAIVER = 'I take part at my own risk.\n\nI release the organizers from all claims.';
const DRAWING = JSON.stringify([
  [
    [10, 10],
    [200, 120],
    [400, 60],
  ],
]);
const fields: FormField[] = [
  { id: 'name', type: 'text', label: 'Full name', required: true },
  { id: 'mail', type: 'email', label: 'E-mail', required: true },
  { id: 'phone', type: 'phone', label: 'Phone', required: false },
  { id: 'age', type: 'number', label: 'Age', required: true },
  { id: 'dob', type: 'date', label: 'Date of birth', required: false },
  { id: 'size', type: 'select', label: 'Shirt', required: true, options: ['S', 'M', 'L'] },
  { id: 'days', type: 'multi-select', label: 'Days', required: false, options: ['Mon', 'Wed'] },
  { id: 'rules', type: 'checkbox', label: 'Rules', required: true },
  { id: 'waiver', type: 'waiver', label: 'Release', required: true, waiverText: WAIVER },
  { id: 'sign', type: 'signature', label: 'Signature', required: true },
];
const goodAnswers = {
  name: 'Pat Player',
  mail: 'pat@example.com',
  phone: '',
  age: '34',
  size: 'M',
  days: ['Wed'],
  rules: true,
  waiver: true,
  sign: { typedName: 'Pat Player', drawing: DRAWING },
};

const formInput = (over: Record<string, unknown> = {}) => ({
  title: `Spring league ${uniqueTag()}`,
  description: 'Register for spring.',
  teamId: '',
  seasonId: '',
  price: '',
  deposit: '',
  opensAt: '',
  closesAt: '',
  capacity: '',
  audience: 'ANYONE' as const,
  closed: false,
  fields,
  ...over,
});

async function createForm(owner: { id: string }, over: Record<string, unknown> = {}) {
  const result = await callAs(owner, saveFormAction, formInput(over));
  expect(result).toMatchObject({ ok: true });
  return (result as { data: { formId: string; version: number } }).data.formId;
}

const submit = (user: { id: string }, formId: string, answers: Record<string, unknown>, extra = {}) =>
  callAs(user, submitFormAction, { formId, version: 1, answers, ...extra });

describe('the answers schema built from the field list', () => {
  it('accepts complete answers and drops empty optional ones', () => {
    const parsed = answersSchema(fields).parse(goodAnswers);
    expect(parsed).toMatchObject({ name: 'Pat Player', age: 34, size: 'M', days: ['Wed'] });
    expect(parsed.phone).toBeUndefined();
  });

  it('refuses each missing or invalid answer with a message under its field', () => {
    const bad = {
      name: '  ',
      mail: 'not-an-address',
      phone: 'call me',
      age: 'lots',
      dob: '2024-02-31',
      size: 'XXL',
      days: ['Sun'],
      rules: false,
      waiver: false,
      sign: { typedName: 'P', drawing: '[]' },
    };
    const result = answersSchema(fields).safeParse(bad);
    expect(result.success).toBe(false);
    const paths = new Set(result.error!.issues.map((i) => i.path.join('.')));
    for (const p of [
      'name',
      'mail',
      'phone',
      'age',
      'dob',
      'size',
      'days.0',
      'rules',
      'waiver',
      'sign.typedName',
      'sign.drawing',
    ])
      expect(paths, p).toContain(p);
  });
});

describe('building forms', () => {
  it('refuses a waiver without a signature field, and a deposit not below the price', async () => {
    const owner = await makeUser('Builder');
    const noSign = await callAs(
      owner,
      saveFormAction,
      formInput({ fields: fields.filter((f) => f.type !== 'signature') }),
    );
    expect(noSign).toMatchObject({ ok: false, fieldErrors: { fields: [expect.any(String)] } });
    const deposit = await callAs(owner, saveFormAction, formInput({ price: '40', deposit: '40' }));
    expect(deposit).toMatchObject({
      ok: false,
      fieldErrors: { deposit: ['The deposit must be less than the price'] },
    });
    expect(await db.form.count({ where: { ownerId: owner.id } })).toBe(0);
  });

  it('attaches only teams the owner manages, and only the team’s seasons', async () => {
    const owner = await makeUser('Builder');
    const stranger = await makeUser('Stranger');
    const foreign = await db.team.create({ data: { name: `Foreign ${uniqueTag()}`, ownerId: stranger.id } });
    expect(await callAs(owner, saveFormAction, formInput({ teamId: foreign.id }))).toMatchObject({
      ok: false,
      fieldErrors: { teamId: ['You can only attach teams you own or manage'] },
    });
    const team = await db.team.create({ data: { name: `Mine ${uniqueTag()}`, ownerId: owner.id } });
    const season = await db.season.create({
      data: {
        teamId: foreign.id,
        label: 'Spring',
        startDate: new Date('2027-03-01'),
        endDate: new Date('2027-05-31'),
      },
    });
    expect(
      await callAs(owner, saveFormAction, formInput({ teamId: team.id, seasonId: season.id })),
    ).toMatchObject({
      ok: false,
      fieldErrors: { seasonId: [expect.any(String)] },
    });
  });

  it('edits in place until the first submission, then saves changed fields as a new version', async () => {
    const owner = await makeUser('Owner');
    const player = await makeUser('Player');
    const formId = await createForm(owner);
    const renamed = fields.map((f) => (f.id === 'name' ? { ...f, label: 'Your name' } : f));
    expect(await callAs(owner, saveFormAction, formInput({ formId, fields: renamed }))).toMatchObject({
      ok: true,
      data: { version: 1 },
    });
    expect(await submit(player, formId, goodAnswers)).toMatchObject({ ok: true });
    const more = [...renamed, { id: 'notes', type: 'long-text' as const, label: 'Notes', required: true }];
    expect(await callAs(owner, saveFormAction, formInput({ formId, fields: more }))).toMatchObject({
      ok: true,
      data: { version: 2 },
    });
    // The page of version 1 is stale now; the old submission keeps version 1's fields.
    expect(await submit(await makeUser('Late'), formId, goodAnswers)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/updated/),
    });
    const versions = await db.formVersion.findMany({ where: { formId }, orderBy: { number: 'asc' } });
    expect(versions.map((v) => (v.fields as FormField[]).length)).toEqual([fields.length, fields.length + 1]);
    const old = await db.formSubmission.findFirstOrThrow({ where: { formId }, include: { version: true } });
    expect(old.version.number).toBe(1);
    // Settings alone do not make a version.
    expect(
      await callAs(owner, saveFormAction, formInput({ formId, fields: more, capacity: '10' })),
    ).toMatchObject({
      data: { version: 2 },
    });
  });

  it('lets nobody else save over a form (not found)', async () => {
    const owner = await makeUser('Owner');
    const formId = await createForm(owner);
    const other = await makeUser('Other');
    expect(await callAs(other, saveFormAction, formInput({ formId, title: 'Hijacked' }))).toMatchObject({
      ok: false,
      message: 'Form not found',
    });
    expect((await db.form.findUniqueOrThrow({ where: { id: formId } })).title).not.toBe('Hijacked');
  });
});

describe('filling in', () => {
  it('refuses missing and invalid answers on the server with field errors, writing nothing', async () => {
    const owner = await makeUser('Owner');
    const formId = await createForm(owner);
    const player = await makeUser('Player');
    const result = await submit(player, formId, {
      ...goodAnswers,
      mail: 'nope',
      waiver: undefined,
      sign: undefined,
    });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        'answers.mail': ['Enter a valid e-mail address'],
        'answers.waiver': ['Read the waiver to the end and accept it'],
        'answers.sign': [expect.any(String)],
      },
    });
    expect(await db.formSubmission.count({ where: { formId } })).toBe(0);
    expect(await db.waiverSignature.count({ where: { submission: { formId } } })).toBe(0);
  });

  it('records the waiver signature: signer, time, IP, user agent, text version and its hash', async () => {
    const owner = await makeUser('Owner');
    const formId = await createForm(owner);
    const player = await makeUser('Player');
    const result = await submit(player, formId, goodAnswers);
    expect(result).toMatchObject({ ok: true, data: { payNext: false } });
    const sig = await db.waiverSignature.findFirstOrThrow({ where: { submission: { formId } } });
    expect(sig).toMatchObject({
      signerId: player.id,
      signedForId: player.id,
      typedName: 'Pat Player',
      waiverText: WAIVER,
      waiverHash: waiverHash(WAIVER),
      formVersion: 1,
      ip: '203.0.113.9',
      userAgent: 'FormsTest/1.0',
    });
    expect(sig.waiverHash).toMatch(/^[0-9a-f]{64}$/);
    // Once per person and version.
    expect(await submit(player, formId, goodAnswers)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/already/),
    });
  });

  it('lets a parent fill in for their child, and nobody for a stranger', async () => {
    const owner = await makeUser('Owner');
    const formId = await createForm(owner);
    const parent = await makeUser('Parent');
    const child = await makeUser('Child');
    const stranger = await makeUser('Stranger');
    await db.familyConnection.create({
      data: {
        id: `fm_${uniqueTag()}`,
        requesterId: parent.id,
        recipientId: child.id,
        requesterName: 'Parent',
        recipientName: 'Child',
        requesterRelation: 'CHILD',
        recipientRelation: 'PARENT',
        isRecipientPlatformUser: true,
        status: 'ACCEPTED',
      },
    });
    expect(await submit(stranger, formId, goodAnswers, { forUserId: child.id })).toMatchObject({
      ok: false,
      fieldErrors: { forUserId: [expect.any(String)] },
    });
    expect(await submit(parent, formId, goodAnswers, { forUserId: child.id })).toMatchObject({ ok: true });
    const sub = await db.formSubmission.findFirstOrThrow({
      where: { formId },
      include: { signatures: true },
    });
    expect(sub).toMatchObject({ userId: child.id, submittedById: parent.id });
    expect(sub.signatures[0]).toMatchObject({ signerId: parent.id, signedForId: child.id });
  });

  it('keeps team-only forms to the team, and respects dates and capacity', async () => {
    const owner = await makeUser('Owner');
    const team = await db.team.create({ data: { name: `Team ${uniqueTag()}`, ownerId: owner.id } });
    const member = await makeUser('Member');
    await db.rosterEntry.create({ data: { teamId: team.id, userId: member.id, role: 'player' } });
    const teamOnly = await createForm(owner, { teamId: team.id, audience: 'TEAM_MEMBERS', capacity: '1' });
    expect(await submit(await makeUser('Outsider'), teamOnly, goodAnswers)).toMatchObject({
      ok: false,
      message: 'Form not found',
    });
    expect(await submit(member, teamOnly, goodAnswers)).toMatchObject({ ok: true });
    expect(await submit(owner, teamOnly, goodAnswers)).toMatchObject({
      ok: false,
      message: 'This form is full.',
    });
    const later = await createForm(owner, { opensAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await submit(member, later, goodAnswers)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/opens/),
    });
    const over = await createForm(owner, { closed: true });
    expect(await submit(member, over, goodAnswers)).toMatchObject({
      ok: false,
      message: 'This form is closed.',
    });
  });

  it('answers not found for a malformed or unknown form id', async () => {
    const player = await makeUser('Player');
    expect(await submit(player, 'no-such-form', goodAnswers)).toMatchObject({
      ok: false,
      message: 'Form not found',
    });
    expect(await callAs(player, submitFormAction, { formId: 42 })).toMatchObject({ ok: false });
  });
});

describe('file answers', () => {
  const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n');
  const fileFields: FormField[] = [{ id: 'doc', type: 'file', label: 'Medical form', required: true }];

  it('takes only real PDF/images from those who may fill the form in, and only the uploader’s own in answers', async () => {
    const owner = await makeUser('Owner');
    const team = await db.team.create({ data: { name: `Team ${uniqueTag()}`, ownerId: owner.id } });
    const member = await makeUser('Member');
    await db.rosterEntry.create({ data: { teamId: team.id, userId: member.id, role: 'player' } });
    const formId = await createForm(owner, { fields: fileFields, teamId: team.id, audience: 'TEAM_MEMBERS' });
    const upload = (user: { id: string }, type: string, bytes: Uint8Array, max = 1024) =>
      uploadFormFile(db, user.id, { formId, name: 'med/form.pdf', type, bytes }, max);

    expect(await upload(await makeUser('Outsider'), 'application/pdf', pdf)).toEqual({ status: 'denied' });
    expect(await upload(member, 'image/png', pdf)).toEqual({ status: 'wrongType' });
    expect(await upload(member, 'application/pdf', pdf, 4)).toEqual({ status: 'tooLarge' });
    const ok = await upload(member, 'application/pdf', pdf);
    expect(ok).toMatchObject({ status: 'uploaded', name: 'med_form.pdf' });
    const fileId = (ok as { id: string }).id;

    // Someone else's upload id is not an answer.
    const other = await makeUser('Other member');
    await db.rosterEntry.create({ data: { teamId: team.id, userId: other.id, role: 'player' } });
    expect(await submit(other, formId, { doc: { id: fileId, name: 'x.pdf' } })).toMatchObject({
      ok: false,
      fieldErrors: { 'answers.doc': ['Upload a file'] },
    });
    expect(await submit(member, formId, { doc: { id: fileId, name: 'renamed.pdf' } })).toMatchObject({
      ok: true,
    });
    const sub = await db.formSubmission.findFirstOrThrow({ where: { formId } });
    expect(sub.answers).toEqual({ doc: { id: fileId, name: 'med_form.pdf' } });

    // Downloads: the uploader and the owner, nobody else.
    expect(await formFileFor(db, member.id, fileId)).not.toBeNull();
    expect(await formFileFor(db, owner.id, fileId)).not.toBeNull();
    expect(await formFileFor(db, other.id, fileId)).toBeNull();
  });
});

describe('who may reach a form', () => {
  const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n');
  const fileFields: FormField[] = [{ id: 'doc', type: 'file', label: 'Medical form', required: true }];

  it('a user blocked by the owner, or who blocked them, cannot see, fill or upload to an open form', async () => {
    const owner = await makeUser('Owner');
    const formId = await createForm(owner, { fields: fileFields });
    const blocked = await makeUser('Blocked');
    const blocker = await makeUser('Blocker');
    await db.block.create({ data: { blockerId: owner.id, blockedUserId: blocked.id } });
    await db.block.create({ data: { blockerId: blocker.id, blockedUserId: owner.id } });
    const stranger = await makeUser('Stranger');
    const upload = (user: { id: string }) =>
      uploadFormFile(db, user.id, { formId, name: 'form.pdf', type: 'application/pdf', bytes: pdf }, 1024);

    for (const user of [blocked, blocker]) {
      expect(await fillData(user.id, formId)).toEqual({ kind: 'notFound' });
      expect(await upload(user)).toEqual({ status: 'notFound' });
      expect(await submit(user, formId, { doc: { id: 'x', name: 'x.pdf' } })).toMatchObject({ ok: false });
    }
    expect(await db.formFile.count({ where: { formId } })).toBe(0);
    expect(await db.formSubmission.count({ where: { formId } })).toBe(0);
    // Anyone else still may.
    expect((await fillData(stranger.id, formId)).kind).toBe('fill');
    expect(await upload(stranger)).toMatchObject({ status: 'uploaded' });
  });

  it('a guardian blocked by the owner cannot upload for a ward on the team either', async () => {
    const owner = await makeUser('Owner');
    const team = await db.team.create({ data: { name: `Team ${uniqueTag()}`, ownerId: owner.id } });
    const [parent, child] = [await makeUser('Parent'), await makeUser('Child')];
    await db.rosterEntry.create({ data: { teamId: team.id, userId: child.id, role: 'player' } });
    await db.familyConnection.create({
      data: {
        id: `fm_${uniqueTag()}`,
        requesterId: parent.id,
        recipientId: child.id,
        requesterName: 'Parent',
        recipientName: 'Child',
        requesterRelation: 'CHILD',
        recipientRelation: 'PARENT',
        isRecipientPlatformUser: true,
        status: 'ACCEPTED',
      },
    });
    const formId = await createForm(owner, { fields: fileFields, teamId: team.id, audience: 'TEAM_MEMBERS' });
    const upload = () =>
      uploadFormFile(db, parent.id, { formId, name: 'form.pdf', type: 'application/pdf', bytes: pdf }, 1024);
    expect(await upload()).toMatchObject({ status: 'uploaded' });
    await db.block.create({ data: { blockerId: owner.id, blockedUserId: parent.id } });
    expect(await upload()).toEqual({ status: 'notFound' });
    expect(await db.formFile.count({ where: { formId } })).toBe(1);
  });

  it('uploads only while the form takes answers, and at most 40 a day per uploader', async () => {
    const owner = await makeUser('Owner');
    const closedId = await createForm(owner, { fields: fileFields, closed: true });
    const laterId = await createForm(owner, {
      fields: fileFields,
      opensAt: new Date(Date.now() + 86_400_000).toISOString().slice(0, 16),
    });
    const openId = await createForm(owner, { fields: fileFields });
    const player = await makeUser('Player');
    const upload = (formId: string) =>
      uploadFormFile(db, player.id, { formId, name: 'form.pdf', type: 'application/pdf', bytes: pdf }, 1024);

    expect(await upload(closedId)).toEqual({ status: 'closed' });
    expect(await upload(laterId)).toEqual({ status: 'closed' });
    const results = await Promise.all(Array.from({ length: 45 }, () => upload(openId)));
    expect(results.filter((r) => r.status === 'uploaded')).toHaveLength(40);
    expect(results.filter((r) => r.status === 'tooMany')).toHaveLength(5);
    expect(await db.formFile.count({ where: { uploaderId: player.id } })).toBe(40);
  });
});

describe('the upload route (security review L3)', () => {
  const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n');
  const fileFields: FormField[] = [{ id: 'doc', type: 'file', label: 'Medical form', required: true }];

  /** A multipart POST to the route, as a browser on this site sends it unless `headers` say otherwise. */
  async function post(formId: string, headers: Record<string, string | null> = {}, chunked = false) {
    const form = new FormData();
    form.set('file', new File([pdf], 'doc.pdf', { type: 'application/pdf' }));
    const encoded = new Request('http://localhost/x', { method: 'POST', body: form });
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const all: Record<string, string | null> = {
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(bytes.byteLength),
      host: 'localhost',
      origin: 'http://localhost',
      ...headers,
    };
    const body = chunked
      ? new ReadableStream<Uint8Array>({
          start(c) {
            c.enqueue(bytes);
            c.close();
          },
        })
      : bytes;
    const request = new NextRequest(`http://localhost/api/forms/${formId}/files`, {
      method: 'POST',
      body,
      headers: Object.fromEntries(Object.entries(all).filter(([, v]) => v !== null)) as Record<
        string,
        string
      >,
      ...(chunked && { duplex: 'half' }),
    } as ConstructorParameters<typeof NextRequest>[1]);
    const response = await uploadRoute(request, { params: Promise.resolve({ id: formId }) });
    return response.status;
  }

  it('refuses a cross-site upload and a body without a declared length, storing nothing', async () => {
    const owner = await makeUser('Owner');
    const formId = await createForm(owner, { fields: fileFields });
    const player = await makeUser('Player');
    await actAs(player);

    expect(await post(formId, { origin: 'https://evil.example' })).toBe(404);
    expect(await post(formId, { 'sec-fetch-site': 'cross-site' })).toBe(404);
    expect(await post(formId, { 'content-length': null }, true)).toBe(413);
    expect(await post(formId, { 'content-length': 'lots' })).toBe(413);
    expect(await db.formFile.count({ where: { formId } })).toBe(0);

    // The same upload from the site's own page is stored.
    expect(await post(formId)).toBe(200);
    expect(await db.formFile.count({ where: { formId, uploaderId: player.id } })).toBe(1);
  });
});

describe('fees through Checkout', () => {
  async function paidForm() {
    const owner = await makeUser('Owner');
    // Paid forms come with Organizer Pro (lib/billing/entitlements.ts), here on a team the owner owns.
    await makeTeam(owner.id, { subscriptionLevel: 'Organizer Pro' });
    const formId = await createForm(owner, { price: '60', deposit: '20' });
    const player = await makeUser('Player');
    const submitted = await submit(player, formId, goodAnswers);
    expect(submitted).toMatchObject({ ok: true, data: { payNext: true } });
    const submissionId = (submitted as { data: { submissionId: string } }).data.submissionId;
    return { owner, player, formId, submissionId };
  }
  const pay = async (user: { id: string }, formId: string, submissionId: string, balance = false) => {
    const result = await callAs(user, startPaymentAction, {
      formId,
      submissionId,
      balance,
      nonce: `n-${uniqueTag()}`,
    });
    expect(result).toMatchObject({ ok: true });
    const sessionId = (result as { data: { url: string } }).data.url.split('/').pop()!;
    // A destination charge (to a connected account) is paid on the stand-in's payments page, a platform one on
    // its Checkout page, as in the browser.
    return standin.paymentSession(sessionId)
      ? standin.payCheckout(sessionId)
      : standin.completeCheckout(sessionId);
  };
  const state = (id: string) => db.formSubmission.findUniqueOrThrow({ where: { id } });

  it('a deposit, then the balance, ends paid — with one transaction and one receipt per payment', async () => {
    const { player, formId, submissionId } = await paidForm();
    expect(await state(submissionId)).toMatchObject({
      paymentStatus: 'UNPAID',
      amountDueCents: 6000,
      amountPaidCents: 0,
    });

    await pay(player, formId, submissionId);
    const statuses = await standin.deliverPending();
    expect(statuses).toEqual([200]);
    expect(await state(submissionId)).toMatchObject({
      paymentStatus: 'PARTIALLY_PAID',
      amountPaidCents: 2000,
    });

    // The same event again changes nothing.
    const [completed] = standin.events.filter((e) => e.type === 'checkout.session.completed').slice(-1);
    expect((await standin.send(completed!)).status).toBe(200);
    expect(await state(submissionId)).toMatchObject({ amountPaidCents: 2000 });

    const redirect = await pay(player, formId, submissionId, true);
    expect(redirect).toContain(`/pay-balance/${formId}/${submissionId}?session_id=cs_test_`);
    await standin.deliverPending();
    expect(await state(submissionId)).toMatchObject({ paymentStatus: 'PAID', amountPaidCents: 6000 });

    const payments = await db.formPayment.findMany({
      where: { submissionId },
      orderBy: { createdAt: 'asc' },
    });
    expect(payments.map((p) => [p.kind, p.amountCents, p.state, p.destinationAccountId])).toEqual([
      ['DEPOSIT', 2000, 'PAID', null],
      ['BALANCE', 4000, 'PAID', null],
    ]);
    const transactions = await db.transaction.findMany({ where: { formSubmissionId: submissionId } });
    expect(transactions.map((t) => t.amountCents).sort()).toEqual([2000, 4000]);
    const receipts = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND data->>'template' = 'form-receipt'
        AND data->>'userId' = ${player.id}`;
    expect(receipts[0]!.n).toBe(2);
    // Nothing left to pay.
    expect(
      await callAs(player, startPaymentAction, {
        formId,
        submissionId,
        balance: true,
        nonce: `n-${uniqueTag()}`,
      }),
    ).toMatchObject({
      ok: false,
      message: 'There is nothing to pay for this submission.',
    });
  });

  it('the owner refunds every paid payment once; the submission reads refunded', async () => {
    const { owner, player, formId, submissionId } = await paidForm();
    await pay(player, formId, submissionId);
    await standin.deliverPending();
    await pay(player, formId, submissionId, true);
    await standin.deliverPending();
    expect(await callAs(player, refundAction, { formId, submissionId })).toMatchObject({
      ok: false,
      message: 'Submission not found',
    });
    expect(await callAs(owner, refundAction, { formId, submissionId })).toMatchObject({
      ok: true,
      message: 'Refunded $60.00',
    });
    expect(await state(submissionId)).toMatchObject({ paymentStatus: 'REFUNDED' });
    expect(
      standin.events
        .filter((e) => e.type === 'refund.created')
        .slice(-2)
        .map((e) => e.data.object.amount),
    ).toEqual([2000, 4000]);
    // Charged on the platform (no connected account): nothing to reverse.
    expect(standin.events.filter((e) => e.type === 'refund.created').at(-1)!.data.object).toMatchObject({
      _reverse_transfer: false,
    });
    const refunds = await db.transaction.findMany({
      where: { formSubmissionId: submissionId, kind: 'REFUND' },
    });
    // Refunds are recorded negative (money back), as event refunds are.
    expect(refunds.map((t) => t.amountCents).sort((a, b) => a - b)).toEqual([-4000, -2000]);
    expect(await callAs(owner, refundAction, { formId, submissionId })).toMatchObject({
      ok: false,
      message: 'There is no payment to refund.',
    });
    expect(
      await callAs(player, startPaymentAction, {
        formId,
        submissionId,
        balance: false,
        nonce: `n-${uniqueTag()}`,
      }),
    ).toMatchObject({
      ok: false,
      message: 'There is nothing to pay for this submission.',
    });
  });

  it('a payment from a second tab landing while the owner refunds is refunded too, and recorded once (review M2)', async () => {
    const { owner, player, formId, submissionId } = await paidForm();
    await pay(player, formId, submissionId);
    await standin.deliverPending();
    // The balance is paid in a second tab; its webhook lands while the owner's refund is at Stripe.
    await pay(player, formId, submissionId, true);
    const refunds = stripeClient().refunds;
    const realCreate = refunds.create.bind(refunds);
    const create = vi.spyOn(refunds, 'create').mockImplementationOnce(async (...args: unknown[]) => {
      expect(await standin.deliverPending()).toEqual([200]);
      return realCreate(...(args as Parameters<typeof realCreate>));
    });
    try {
      expect(await callAs(owner, refundAction, { formId, submissionId })).toMatchObject({
        ok: true,
        message: 'Refunded $60.00',
      });
    } finally {
      create.mockRestore();
    }
    expect(await state(submissionId)).toMatchObject({ paymentStatus: 'REFUNDED' });
    const payments = await db.formPayment.findMany({
      where: { submissionId },
      orderBy: { createdAt: 'asc' },
    });
    expect(payments.map((p) => [p.kind, p.state])).toEqual([
      ['DEPOSIT', 'REFUNDED'],
      ['BALANCE', 'REFUNDED'],
    ]);
    for (const p of payments) {
      expect(
        standin.events.filter(
          (e) => e.type === 'refund.created' && e.data.object.payment_intent === p.stripePaymentIntentId,
        ),
      ).toEqual([
        expect.objectContaining({ data: { object: expect.objectContaining({ amount: p.amountCents }) } }),
      ]);
    }
    const rows = await db.transaction.findMany({ where: { formSubmissionId: submissionId, kind: 'REFUND' } });
    expect(rows.map((t) => t.amountCents).sort((a, b) => a - b)).toEqual([-4000, -2000]);
    // Refunding again finds nothing, and writes nothing.
    expect(await callAs(owner, refundAction, { formId, submissionId })).toMatchObject({ ok: false });
    expect(await db.transaction.count({ where: { formSubmissionId: submissionId, kind: 'REFUND' } })).toBe(2);
  });

  it('records the payment from the return page when the webhook has not arrived yet, once', async () => {
    const { player, formId, submissionId } = await paidForm();
    const redirect = await pay(player, formId, submissionId);
    const sessionId = new URL(redirect).searchParams.get('session_id')!;
    expect(await syncFormCheckout(db, stripeClient(), player.id, sessionId, { appUrl: 'http://x' })).toBe(
      'recorded',
    );
    await standin.deliverPending();
    expect(await state(submissionId)).toMatchObject({
      paymentStatus: 'PARTIALLY_PAID',
      amountPaidCents: 2000,
    });
    // Another user's session id is not theirs to record.
    expect(
      await syncFormCheckout(db, stripeClient(), (await makeUser('Other')).id, sessionId, {
        appUrl: 'http://x',
      }),
    ).toBe('unknown');
  });

  it('charges to the owner’s connected account when it takes charges', async () => {
    const { owner, player, formId, submissionId } = await paidForm();
    // A connected account the stand-in knows, onboarded (charges enabled).
    const { account } = standin.authorizeOAuth({ complete: true });
    await db.user.update({
      where: { id: owner.id },
      data: { stripeAccountId: account.id, stripeChargesEnabled: true },
    });
    await pay(player, formId, submissionId);
    const payment = await db.formPayment.findFirstOrThrow({ where: { submissionId } });
    expect(payment.destinationAccountId).toMatch(/^acct_/);
    // A refund of such a charge comes back from the owner's account (the transfer is reversed), not from the
    // platform's balance.
    await standin.deliverPending();
    expect(await callAs(owner, refundAction, { formId, submissionId })).toMatchObject({ ok: true });
    expect(standin.refunds().at(-1)).toMatchObject({ amount: 2000, _reverse_transfer: true });
  });

  it('a second tab (or click) gets the Checkout already open, not a second one (security review L4)', async () => {
    const { owner, player, formId, submissionId } = await paidForm();
    // Charged to the owner's connected account (a destination charge, whose Checkout the stand-in can expire).
    const { account } = standin.authorizeOAuth({ complete: true });
    await db.user.update({
      where: { id: owner.id },
      data: { stripeAccountId: account.id, stripeChargesEnabled: true },
    });
    const start = async () => {
      const result = await callAs(player, startPaymentAction, {
        formId,
        submissionId,
        balance: false,
        nonce: `n-${uniqueTag()}`,
      });
      expect(result).toMatchObject({ ok: true });
      return (result as { data: { url: string } }).data.url;
    };
    const [a, b] = await Promise.all([start(), start()]);
    expect(b).toBe(a);
    expect(await start()).toBe(a);
    expect(await db.formPayment.count({ where: { submissionId } })).toBe(1);
    // Once that Checkout is no longer open (expired), the next attempt opens a new one.
    const sessionId = a.split('/').pop()!;
    standin.expireCheckout(sessionId);
    const c = await start();
    expect(c).not.toBe(a);
    expect(await db.formPayment.count({ where: { submissionId } })).toBe(2);
  });

  it('calls Stripe with no transaction open, and leaves nothing behind when Stripe fails', async () => {
    const { player, formId, submissionId } = await paidForm();
    const sessions = stripeClient().checkout.sessions;
    // Connections of this database sitting inside a transaction while Stripe is called (a lock held across a
    // network call blocks every other payment of the submission for as long as Stripe takes).
    const inTransaction = async () =>
      (
        await db.$queryRaw<{ n: number }[]>`
          SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND state LIKE 'idle in transaction%'`
      )[0]!.n;
    const seen: number[] = [];
    const create = sessions.create.bind(sessions);
    const retrieve = sessions.retrieve.bind(sessions);
    const spies = [
      vi.spyOn(sessions, 'create').mockImplementation(async (...args: Parameters<typeof create>) => {
        seen.push(await inTransaction());
        return create(...args);
      }),
      vi.spyOn(sessions, 'retrieve').mockImplementation(async (...args: Parameters<typeof retrieve>) => {
        seen.push(await inTransaction());
        return retrieve(...args);
      }),
    ];
    try {
      const start = () =>
        callAs(player, startPaymentAction, {
          formId,
          submissionId,
          balance: false,
          nonce: `n-${uniqueTag()}`,
        });
      const first = await start();
      expect(first).toMatchObject({ ok: true });
      // A second attempt reads the first Checkout back from Stripe (still open: the same one).
      expect(await start()).toEqual(first);
      expect(seen.length).toBeGreaterThanOrEqual(2);
      expect(seen.every((n) => n === 0)).toBe(true);
      expect(await db.formPayment.count({ where: { submissionId } })).toBe(1);

      // Stripe fails while opening a new Checkout: the attempt fails and nothing of it is left behind.
      // (The first Checkout is paid meanwhile, its webhook not yet in: it is no longer open.)
      standin.completeCheckout((first as { data: { url: string } }).data.url.split('/').pop()!);
      spies[0]!.mockRejectedValueOnce(new Error('Stripe is down'));
      expect(await start()).toMatchObject({ ok: false });
      expect(
        await db.formPayment.findMany({ where: { submissionId }, select: { stripeSessionId: true } }),
      ).toEqual([{ stripeSessionId: expect.stringMatching(/^cs_/) }]);
      // The next attempt opens a new Checkout.
      expect(await start()).toMatchObject({ ok: true });
      expect(await db.formPayment.count({ where: { submissionId, stripeSessionId: { not: null } } })).toBe(2);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('a fee paid twice is refunded beyond what is due, at once (security review L4)', async () => {
    const owner = await makeUser('Owner');
    // Paid forms come with Organizer Pro (lib/billing/entitlements.ts), here on a team the owner owns.
    await makeTeam(owner.id, { subscriptionLevel: 'Organizer Pro' });
    const formId = await createForm(owner, { price: '60' });
    const player = await makeUser('Player');
    const submitted = await submit(player, formId, goodAnswers);
    const submissionId = (submitted as { data: { submissionId: string } }).data.submissionId;
    // The first Checkout is paid at Stripe, but its webhook has not arrived: a new attempt finds it no longer
    // open, and the second Checkout is paid too.
    await pay(player, formId, submissionId);
    await pay(player, formId, submissionId);
    expect(await db.formPayment.count({ where: { submissionId } })).toBe(2);
    expect(await standin.deliverPending()).toEqual([200, 200]);

    expect(await state(submissionId)).toMatchObject({ paymentStatus: 'PAID', amountPaidCents: 6000 });
    const payments = await db.formPayment.findMany({ where: { submissionId }, orderBy: { paidAt: 'asc' } });
    expect(payments.map((p) => [p.amountCents, p.state, p.refundedCents])).toEqual([
      [6000, 'PAID', 0],
      [6000, 'REFUNDED', 6000],
    ]);
    const refund = standin.events.filter((e) => e.type === 'refund.created').at(-1)!.data.object;
    expect(refund).toMatchObject({ amount: 6000, payment_intent: payments[1]!.stripePaymentIntentId });
    const rows = await db.transaction.findMany({ where: { formSubmissionId: submissionId } });
    expect(rows.map((t) => [t.kind, t.amountCents]).sort()).toEqual(
      [
        ['FORM_PAYMENT', 6000],
        ['FORM_PAYMENT', 6000],
        ['REFUND', -6000],
      ].sort(),
    );
    // A redelivered completion refunds nothing more.
    const completions = standin.events.filter((e) => e.type === 'checkout.session.completed').slice(-2);
    for (const e of completions) expect((await standin.send(e)).status).toBe(200);
    const second = payments[1]!.stripePaymentIntentId;
    expect(
      standin.events.filter((e) => e.type === 'refund.created' && e.data.object.payment_intent === second),
    ).toHaveLength(1);
    expect(await db.transaction.count({ where: { formSubmissionId: submissionId, kind: 'REFUND' } })).toBe(1);

    // The owner's refund then returns what is left: the one fee.
    expect(await callAs(owner, refundAction, { formId, submissionId })).toMatchObject({
      ok: true,
      message: 'Refunded $60.00',
    });
    expect(await db.transaction.count({ where: { formSubmissionId: submissionId, kind: 'REFUND' } })).toBe(2);
  });

  it('refunds an excess after the webhook’s transaction; a crash before it is recorded is finished by the redelivery, once', async () => {
    const owner = await makeUser('Owner');
    await makeTeam(owner.id, { subscriptionLevel: 'Organizer Pro' });
    const formId = await createForm(owner, { price: '60' });
    const player = await makeUser('Player');
    const submitted = await submit(player, formId, goodAnswers);
    const submissionId = (submitted as { data: { submissionId: string } }).data.submissionId;
    await pay(player, formId, submissionId);
    await pay(player, formId, submissionId);
    const stripeRefunds = stripeClient().refunds;
    const realCreate = stripeRefunds.create.bind(stripeRefunds);
    const refunds = countTransactionsAt(db, stripeRefunds, 'create');
    try {
      // Stripe makes the refund, but the process dies before it hears back: the webhook answers 500.
      refunds.spy.mockImplementationOnce(async (...args: unknown[]) => {
        refunds.seen.push(await openTransactions(db));
        await realCreate(...(args as Parameters<typeof realCreate>));
        throw new Error('the process died before Stripe answered');
      });
      expect((await standin.deliverPending()).sort()).toEqual([200, 500]);
      const [, second] = await db.formPayment.findMany({
        where: { submissionId },
        orderBy: { paidAt: 'asc' },
      });
      // Recorded (the ledger, the mail) and still due at Stripe.
      expect(second).toMatchObject({ state: 'REFUNDED', refundedCents: 6000, excessRefundedAt: null });
      // Stripe's redelivery finishes it: the same refund (its key), marked sent; a further repeat sends nothing.
      const completion = standin.events.findLast(
        (e) =>
          e.type === 'checkout.session.completed' &&
          e.data.object.payment_intent === second!.stripePaymentIntentId,
      )!;
      expect((await standin.send(completion)).status).toBe(200);
      expect((await standin.send(completion)).status).toBe(200);
      expect(await db.formPayment.findUnique({ where: { id: second!.id } })).toMatchObject({
        excessRefundedAt: expect.any(Date),
      });
      expect(
        standin.events.filter(
          (e) =>
            e.type === 'refund.created' && e.data.object.payment_intent === second!.stripePaymentIntentId,
        ),
      ).toHaveLength(1);
      expect(await db.transaction.count({ where: { formSubmissionId: submissionId, kind: 'REFUND' } })).toBe(
        1,
      );
      expect(refunds.seen.length).toBeGreaterThanOrEqual(2);
      expect(refunds.seen.every((n) => n === 0)).toBe(true);
    } finally {
      refunds.spy.mockRestore();
    }
  });

  it('lets nobody else pay or open someone’s submission (not found)', async () => {
    const { owner, formId, submissionId } = await paidForm();
    const other = await makeUser('Other');
    for (const user of [other, owner]) {
      expect(
        await callAs(user, startPaymentAction, {
          formId,
          submissionId,
          balance: false,
          nonce: `n-${uniqueTag()}`,
        }),
      ).toMatchObject({
        ok: false,
        message: 'Submission not found',
      });
    }
    expect(
      await callAs(other, startPaymentAction, {
        formId,
        submissionId: 'x'.repeat(300),
        balance: false,
        nonce: 'nnnnnnnn',
      }),
    ).toMatchObject({
      ok: false,
      message: 'Submission not found',
    });
  });
  describe('a form refund that fails at Stripe (the failed-refund path of paid games)', () => {
    const formJobs = async (paymentId: string) =>
      (
        await db.$queryRaw<{ n: number }[]>`
          SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'forms' AND data->>'paymentId' = ${paymentId}`
      )[0]!.n;
    const refundKeys = (intent: string) =>
      standin.requests
        .filter((r) => r.path === '/v1/refunds' && r.method === 'POST' && r.params.payment_intent === intent)
        .map((r) => r.idempotencyKey);
    /** The pending events, newest first, each delivered `times` times at once. */
    async function replay(times: number) {
      const events = standin.pending().reverse();
      const statuses = await Promise.all(
        Array.from({ length: times }, () => events.map((e) => standin.send(e))).flat(),
      );
      expect(statuses.map((r) => r.status).every((st) => st === 200)).toBe(true);
      await standin.deliverPending();
    }
    async function refundedDeposit() {
      const { owner, player, formId, submissionId } = await paidForm();
      await pay(player, formId, submissionId);
      await standin.deliverPending();
      const payment = await db.formPayment.findFirstOrThrow({ where: { submissionId } });
      return { owner, player, formId, submissionId, payment, intent: payment.stripePaymentIntentId! };
    }
    const refundRows = (submissionId: string) =>
      db.transaction.findMany({ where: { formSubmissionId: submissionId, kind: 'REFUND' } });

    it('is recorded once, retried by a job under a new key, and succeeds once', async () => {
      const { owner, formId, submissionId, payment, intent } = await refundedDeposit();
      standin.failNextRefunds(1);
      expect(await callAs(owner, refundAction, { formId, submissionId })).toMatchObject({ ok: true });
      expect(await db.formPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
        state: 'REFUNDED',
        refundState: 'FAILED',
        refundAttempts: 1,
      });
      // Its events (refund.updated, refund.failed), replayed at once: still one failure, one retry queued.
      await replay(5);
      expect(await db.formPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
        refundAttempts: 1,
      });
      // The owner sees it on the submission: "Refund failed — retrying".
      const trouble = async () =>
        (await submissionDetail(owner.id, formId, submissionId))!.payments.map((p) => p.refundTrouble);
      expect(await trouble()).toEqual(['retrying']);
      expect(await formJobs(payment.id)).toBe(1);
      const [later] = await db.$queryRaw<{ later: boolean }[]>`
        SELECT start_after > now() + interval '1 minute' AS later FROM pgboss.job
         WHERE name = 'forms' AND data->>'paymentId' = ${payment.id}`;
      expect(later!.later).toBe(true);

      // The retry: a new key, Stripe refunds it; the record says so; nothing else is written.
      expect(
        await runFormJob(db, stripeClient(), { kind: 'refund-form-payment', paymentId: payment.id }),
      ).toBe(true);
      await replay(3);
      expect(refundKeys(intent)).toEqual([`form-refund-${payment.id}`, `form-refund-${payment.id}-1`]);
      expect(await db.formPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
        state: 'REFUNDED',
        refundState: 'SUCCEEDED',
        refundAttempts: 1,
      });
      expect(
        standin
          .refunds()
          .filter((r) => r.payment_intent === intent)
          .map((r) => r.status),
      ).toEqual(['failed', 'succeeded']);
      expect((await refundRows(submissionId)).map((t) => t.amountCents)).toEqual([-2000]);
      expect(await trouble()).toEqual([null]);
      expect(
        await runFormJob(db, stripeClient(), { kind: 'refund-form-payment', paymentId: payment.id }),
      ).toBe(false);
      expect(refundKeys(intent)).toHaveLength(2);
      expect(await formJobs(payment.id)).toBe(1);
    });

    it('one that keeps failing is tried 5 times in all, then the form’s owner is told once', async () => {
      const { owner, formId, submissionId, payment, intent } = await refundedDeposit();
      standin.failNextRefunds(5);
      expect(await callAs(owner, refundAction, { formId, submissionId })).toMatchObject({ ok: true });
      await replay(2);
      for (let attempt = 2; attempt <= 5; attempt++) {
        expect(await formJobs(payment.id)).toBe(attempt - 1);
        expect(
          await runFormJob(db, stripeClient(), { kind: 'refund-form-payment', paymentId: payment.id }),
        ).toBe(false);
        await replay(2);
        expect(await db.formPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
          refundState: 'FAILED',
          refundAttempts: attempt,
        });
      }
      expect(await formJobs(payment.id)).toBe(4);
      expect(refundKeys(intent)).toEqual([
        `form-refund-${payment.id}`,
        ...[1, 2, 3, 4].map((n) => `form-refund-${payment.id}-${n}`),
      ]);
      expect(await db.notification.count({ where: { userId: owner.id, type: 'FORM_REFUND_STUCK' } })).toBe(1);
      expect((await submissionDetail(owner.id, formId, submissionId))!.payments[0]!.refundTrouble).toBe(
        'stuck',
      );
      expect((await refundRows(submissionId)).map((t) => t.amountCents)).toEqual([-2000]);
    });

    // Review finding (memfix): fails on main 5b48b3e.
    it('a retry Stripe refuses for good counts as an attempt: retried under a new key, the owner told after 5', async () => {
      const { default: Stripe } = await import('stripe');
      const { owner, formId, submissionId, payment, intent } = await refundedDeposit();
      standin.failNextRefunds(1);
      expect(await callAs(owner, refundAction, { formId, submissionId })).toMatchObject({ ok: true });
      await replay(2);
      const stripe = stripeClient();
      // Stripe answers the retry with an invalid request (the same answer under the same key, forever).
      const refusing = new Proxy(stripe, {
        get: (target, key) =>
          key === 'refunds'
            ? {
                list: stripe.refunds.list.bind(stripe.refunds),
                create: async () => {
                  throw new Stripe.errors.StripeInvalidRequestError({
                    type: 'invalid_request_error',
                    message: 'This charge cannot be refunded now.',
                  });
                },
              }
            : Reflect.get(target, key),
      });
      const job = { kind: 'refund-form-payment', paymentId: payment.id } as const;
      for (let attempt = 2; attempt <= 5; attempt++) {
        expect(await runFormJob(db, refusing, job)).toBe(false);
        expect(await db.formPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
          refundState: 'FAILED',
          refundAttempts: attempt,
        });
        expect(await formJobs(payment.id)).toBe(Math.min(attempt, 4));
      }
      expect(await db.notification.count({ where: { userId: owner.id, type: 'FORM_REFUND_STUCK' } })).toBe(1);
      expect((await submissionDetail(owner.id, formId, submissionId))!.payments[0]!.refundTrouble).toBe(
        'stuck',
      );
      // The given-up payment's job run again changes nothing.
      expect(await runFormJob(db, refusing, job)).toBe(false);
      expect(await db.formPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
        refundAttempts: 5,
      });
      expect(await db.notification.count({ where: { userId: owner.id, type: 'FORM_REFUND_STUCK' } })).toBe(1);
      expect(refundKeys(intent)).toEqual([`form-refund-${payment.id}`]);
    });
  });
});

describe('adding a submitter to the team roster', () => {
  it('is for the team’s managers only, and confirms the season registration', async () => {
    const owner = await makeUser('Owner');
    const manager = await makeUser('Manager');
    const team = await db.team.create({ data: { name: `Team ${uniqueTag()}`, ownerId: owner.id } });
    await db.rosterEntry.create({ data: { teamId: team.id, userId: manager.id, role: 'manager' } });
    const season = await db.season.create({
      data: {
        teamId: team.id,
        label: 'Spring',
        startDate: new Date('2027-03-01'),
        endDate: new Date('2027-05-31'),
      },
    });
    const formId = await createForm(owner, { teamId: team.id, seasonId: season.id });
    const player = await makeUser('Player');
    await submit(player, formId, goodAnswers);

    expect(await callAs(player, addToTeamAction, { formId, userId: player.id })).toMatchObject({
      ok: false,
      message: 'Submission not found',
    });
    expect(await db.rosterEntry.count({ where: { teamId: team.id, userId: player.id } })).toBe(0);

    expect(await callAs(manager, addToTeamAction, { formId, userId: player.id })).toMatchObject({
      ok: true,
      message: `Added to the ${team.name} roster`,
    });
    expect(
      await db.rosterEntry.findFirstOrThrow({ where: { teamId: team.id, userId: player.id } }),
    ).toMatchObject({ role: 'player' });
    expect(
      await db.registration.findFirstOrThrow({ where: { seasonId: season.id, userId: player.id } }),
    ).toMatchObject({
      status: 'CONFIRMED',
    });
    expect(await callAs(manager, addToTeamAction, { formId, userId: player.id })).toMatchObject({
      ok: true,
      message: 'Already on the team roster',
    });
    // Someone who never submitted cannot be added through the form.
    expect(
      await callAs(manager, addToTeamAction, { formId, userId: (await makeUser('Nobody')).id }),
    ).toMatchObject({
      ok: false,
      message: 'Submission not found',
    });
  });

  it('any other form sends an invitation: the submitter joins only once they accept', async () => {
    const owner = await makeUser('Owner');
    const team = await db.team.create({ data: { name: `Team ${uniqueTag()}`, ownerId: owner.id } });
    const formId = await createForm(owner, { teamId: team.id }); // a waiver, not a season's registration
    const player = await makeUser('Player');
    await submit(player, formId, goodAnswers);

    expect(await callAs(owner, addToTeamAction, { formId, userId: player.id })).toEqual({
      ok: true,
      data: { formId },
      message: `Invited to the ${team.name} roster. They join once they accept.`,
    });
    expect(
      await db.rosterEntry.findFirstOrThrow({ where: { teamId: team.id, userId: player.id } }),
    ).toMatchObject({ role: 'pending-player', invitedById: owner.id });
    expect(await db.notification.findMany({ where: { userId: player.id }, select: { type: true } })).toEqual([
      { type: 'TEAM_INVITATION' },
    ]);
    // Asked again: still one pending invitation, no second notification.
    expect(await callAs(owner, addToTeamAction, { formId, userId: player.id })).toMatchObject({ ok: true });
    expect(await db.notification.count({ where: { userId: player.id } })).toBe(1);
    expect(
      await db.rosterEntry.count({ where: { teamId: team.id, userId: player.id, role: 'player' } }),
    ).toBe(0);

    expect(await callAs(player, respondToInvitationAction, { teamId: team.id, accept: true })).toMatchObject({
      ok: true,
    });
    expect(
      await db.rosterEntry.findFirstOrThrow({ where: { teamId: team.id, userId: player.id } }),
    ).toMatchObject({ role: 'player' });
  });

  it('a form’s team and season cannot change once it has answers', async () => {
    const owner = await makeUser('Owner');
    const [a, b] = await Promise.all(
      ['A', 'B'].map((n) => db.team.create({ data: { name: `${n} ${uniqueTag()}`, ownerId: owner.id } })),
    );
    const formId = await createForm(owner, { teamId: a.id });
    // Before any answer it can move.
    expect(await callAs(owner, saveFormAction, { ...formInput({ teamId: b.id }), formId })).toMatchObject({
      ok: true,
    });
    expect(await callAs(owner, saveFormAction, { ...formInput({ teamId: a.id }), formId })).toMatchObject({
      ok: true,
    });
    await submit(await makeUser('Signer'), formId, goodAnswers);
    for (const teamId of [b.id, '']) {
      expect(await callAs(owner, saveFormAction, { ...formInput({ teamId }), formId })).toEqual({
        ok: false,
        fieldErrors: {
          teamId: [
            'This form has answers, so its team and season can’t change. Make a new form for another team.',
          ],
        },
      });
    }
    expect((await db.form.findUniqueOrThrow({ where: { id: formId } })).teamId).toBe(a.id);
    // Other settings still save.
    expect(
      await callAs(owner, saveFormAction, { ...formInput({ teamId: a.id, title: 'Renamed' }), formId }),
    ).toMatchObject({ ok: true });
  });
});
