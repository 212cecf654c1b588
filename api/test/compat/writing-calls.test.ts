import fs from 'node:fs';
import { calls, type CallName } from '@domus/shared/contract';
import { seedAccounts } from '../../src/db/seed/accounts';
import { privateFilesDir } from '../../src/files/private-files';
import { unsubscribeTokenFor } from '../../src/modules/saved-searches/unsubscribe-token';
import { createTestUser, houseFormIds, houseForSale, testPicture } from '../listing-fixtures';
import { callTable } from '../ownership/call-table';
import { schemaTables } from '../ownership/owners-rows';
import { buildWorld, type World } from '../ownership/world';
import { startCompatApp, type CompatApp, type Form } from './client';
import { clientReads, unreadFields, userReads } from './client-expectations';
import { startPaymentProviders, type PaymentProviders } from '../fake-payment-provider';

/*
 * Every writing call of the houseForm (every POST), sent as existing clients send it:
 * multipart/form-data with the spec's field names, text values, flags as "1"/"0", lists as
 * bracketed fields or JSON text, files as file parts, empty fields left out, and fields of
 * their own that no call reads. Each succeeds (or answers its documented business error) and
 * ignores those fields; a wrongly typed field gets a 400 that names it and saves nothing.
 */

let c: CompatApp;
let w: World;
let admin: string;
let providers: PaymentProviders;

beforeAll(async () => {
  providers = await startPaymentProviders();
  c = await startCompatApp({ env: providers.env });
  w = await buildWorld(c.t);
  admin = await c.t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
}, 120_000);
afterAll(async () => {
  await c.close();
  await providers.close();
});

/** Fields clients send that no call reads. */
const clientsOwnFields = { app_version: '2.4.0', device_type: 'web' };

interface Example {
  form: Form;
  token?: string;
}

/** The example requests of the ownership table (what each writing call stores), with their callers. */
async function tableExamples(name: CallName): Promise<Example[]> {
  const writes = callTable[name].writes;
  if (!Array.isArray(writes)) return [];
  const examples: Example[] = [];
  for (const each of writes) {
    const caller = each.by === 'spare' ? await w.member() : each.by === 'b' ? w.b : undefined;
    const request = await each.request(w, caller);
    examples.push({ form: request.body ?? {}, token: caller?.token });
  }
  return examples;
}

/** A new member's pending verification request: its id. */
const applicant = async () => {
  const member = await w.member();
  await c.post(calls.applyAgentVerification.path, await w.verificationForm(), { token: member.token });
  const [request] = await c.t.db.query<{ id: number }>('select id from verification_requests where user_id = $1', [
    member.id,
  ]);
  return request!.id;
};

/** A new member's property waiting for review: its id. */
const pendingProperty = async () => (await w.postProperty(await w.member())).id;
const pendingProject = async () => (await w.postProject(await w.member())).id;
/** A new member's approved property, featured: the advertisement waiting for approval. */
const pendingAdvertisement = async () => {
  const member = await w.member();
  const property = await w.postProperty(member);
  await w.approveProperty(property.id);
  const ad = await c.t.post(
    '/api/store_advertisement',
    { feature_for: 'property', property_id: property.id, type: 'list' },
    member.token,
  );
  return ad.body.data.id as number;
};
/** A new member's open report of a new public listing (upholding it takes the listing down): its id. */
const openReport = async () => {
  const [owner, member] = [await w.member(), await w.member()];
  const property = await w.postProperty(owner);
  await w.approveProperty(property.id);
  await c.t.post('/api/add_reports', { property_id: property.id, other_message: 'Sold already' }, member.token);
  const [report] = await c.t.db.query<{ id: number }>('select id from reports where user_id = $1', [member.id]);
  return report!.id;
};
const reason = 'The photos show another house';
/** Two new members' listings and an open suspicion that the second copies the first: its id. */
const openSuspicion = async () => {
  const [original, copy] = [await w.postProperty(await w.member()), await w.postProperty(await w.member())];
  const evidence = {
    rule: 'pictures',
    pictures: 1,
    picture_bits: 2,
    metres: 40,
    price_difference_percent: 0,
    size_difference_percent: 0,
    same_owner: false,
  };
  const [row] = await c.t.db.query<{ id: number }>(
    'insert into duplicate_suspicions (property_id, original_id, evidence) values ($1, $2, $3) returning id',
    [copy.id, original.id, JSON.stringify(evidence)],
  );
  return row!.id;
};
/** A new member's report of another's conversation (`banned`: already decided so): its id. */
const chatReport = async (banned = false) => {
  const [reporter, reported] = [await w.member(), await w.member()];
  const [row] = await c.t.db.query<{ id: number }>(
    `insert into chat_reports (reporter_id, reported_id, reason, decision, decided_at)
     values ($1, $2, 'scam', $3, case when $3::text is null then null else now() end) returning id`,
    [reporter.id, reported.id, banned ? 'banned' : null],
  );
  return row!.id;
};
/** The lowest id of a catalogue table. */
const firstId = async (table: 'categories' | 'parameters' | 'facilities' | 'packages') =>
  (await c.t.db.query<{ id: number }>(`select min(id) as id from ${table}`))[0]!.id;
/** A new member's bank transfer waiting for confirmation: its id. */
const transferInReview = async () => {
  const member = await w.member();
  const started = await c.post(
    calls.initiateBankTransfer.path,
    { package_id: w.packages.paid, file: { filename: 'receipt.png', content: w.photo, type: 'image/png' } },
    { token: member.token },
  );
  return started.body.data.id as number;
};

/** Writing calls the ownership table stores nothing for: a client's request of each. */
/** Content the admin writes in the console: an article's or an FAQ's texts per language, a new one's id. */
const articleTexts = {
  en: { title: 'Moving checklist', body: '<p>Start early.</p>' },
  ar: { title: 'قائمة الانتقال' },
};
const faqTexts = { en: { question: 'Can I list for free?', answer: 'Yes.' }, ar: { question: 'هل النشر مجاني؟' } };
const newArticle = async () =>
  (await c.t.post('/api/admin/articles/create', { texts: articleTexts }, admin)).body.data.id as number;
const newFaq = async () =>
  (await c.t.post('/api/admin/faqs/create', { texts: faqTexts }, admin)).body.data.id as number;
const bannerPicture = async () => ({ filename: 'banner.png', content: await testPicture(640, 100), type: 'image/png' });
const newBanner = async () =>
  (
    await c.post(
      calls.adminAddBanner.path,
      { page: 'homepage', placement: 'above_footer', link: 'https://example.com', image: await bannerPicture() },
      { token: admin },
    )
  ).body.data.id as number;
const newSlide = async () =>
  (await c.t.post('/api/admin/slider/add', { property_id: w.own.approvedPropertyId }, admin)).body.data.id as number;

const ownExamples: Partial<Record<CallName, () => Promise<Example[]>>> = {
  beforeLogout: async () => [{ form: { fcm_id: 'browser-push-token' }, token: (await w.member()).token }],
  deleteUser: async () => [{ form: {}, token: (await w.member()).token }],
  contactUs: async () => [
    {
      form: {
        first_name: 'Jane',
        last_name: 'Client',
        email: 'jane@client.example',
        subject: 'Viewing',
        message: 'Can I see the house on Saturday?',
      },
    },
  ],
  deleteProperty: async () => [{ form: { id: (await w.postProperty(w.b)).id }, token: w.b.token }],
  deleteProject: async () => [{ form: { id: (await w.postProject(w.b)).id }, token: w.b.token }],
  deleteChatMessage: async () => [
    {
      form: { message_id: await w.sendMessage(w.b, { receiver_id: String(w.c.id), message: 'Sent by mistake' }) },
      token: w.b.token,
    },
  ],
  unblockUser: async () => {
    const member = await w.member();
    await c.post(calls.blockUser.path, { to_user_id: w.c.id, reason: 'spam' }, { token: member.token });
    return [{ form: { to_user_id: w.c.id }, token: member.token }];
  },
  markChatRead: async () => [{ form: { user_id: w.c.id, property_id: w.own.approvedPropertyId }, token: w.a.token }],
  markNotificationsRead: async () => [{ form: {}, token: w.a.token }],
  updateSavedSearch: async () => [
    {
      form: { saved_search_id: w.own.savedSearchId, name: 'Homes by B', frequency: 'instant', paused: 0 },
      token: w.a.token,
    },
  ],
  deleteSavedSearch: async () => [{ form: { saved_search_id: await savedSearchOf(w.b) }, token: w.b.token }],
  unsubscribeSavedSearch: async () => [
    {
      form: {
        token: await unsubscribeTokenFor(c.t.app.deps.accounts.secrets, await savedSearchOf(w.b)),
        'List-Unsubscribe': 'One-Click',
      },
    },
  ],
  revealChatMessage: async () => {
    // A stranger's first message with a phone number is held for its receiver.
    const member = await w.member();
    const id = await w.sendMessage(member, { receiver_id: String(w.c.id), message: 'Call me on 050 123 4567' });
    return [{ form: { message_id: id }, token: w.c.token }];
  },
  adminDeactivateUser: async () => [{ form: { email: (await w.member()).email }, token: admin }],
  adminReactivateUser: async () => {
    const member = await w.member();
    await c.post(calls.adminDeactivateUser.path, { user_id: member.id }, { token: admin });
    return [{ form: { user_id: member.id }, token: admin }];
  },
  adminMakeAdmin: async () => [{ form: { email: (await w.member()).email }, token: admin }],
  adminSetUserRole: async () => [{ form: { email: (await w.member()).email, role: 'moderator' }, token: admin }],
  confirmIdentity: async () => [{ form: { password: 'secret123' }, token: (await w.member()).token }],
  adminApproveVerification: async () => [{ form: { id: await applicant() }, token: admin }],
  adminApproveProperty: async () => [{ form: { id: await pendingProperty() }, token: admin }],
  adminRejectProperty: async () => [{ form: { id: await pendingProperty(), reason }, token: admin }],
  adminEnableProject: async () => [{ form: { id: await pendingProject() }, token: admin }],
  adminRejectProject: async () => [{ form: { id: await pendingProject(), reason }, token: admin }],
  adminApproveAdvertisement: async () => [{ form: { id: await pendingAdvertisement() }, token: admin }],
  adminRejectAdvertisement: async () => [{ form: { id: await pendingAdvertisement(), reason }, token: admin }],
  adminDismissReport: async () => [{ form: { id: await openReport() }, token: admin }],
  adminClaimReview: async () => [{ form: { subject: 'property', id: await pendingProperty() }, token: admin }],
  adminReleaseReview: async () => {
    const id = await pendingProperty();
    await c.post(calls.adminClaimReview.path, { subject: 'property', id }, { token: admin });
    return [{ form: { subject: 'property', id }, token: admin }];
  },
  adminUpholdReport: async () => [{ form: { id: await openReport(), reason }, token: admin }],
  adminCreateArticle: async () => [{ form: { texts: articleTexts, is_promoted: 1 }, token: admin }],
  adminUpdateArticle: async () => [
    { form: { id: await newArticle(), texts: articleTexts, is_promoted: 0 }, token: admin },
  ],
  adminPublishArticle: async () => [{ form: { id: await newArticle(), published: 1 }, token: admin }],
  adminArticlePicture: async () => [
    {
      form: {
        id: await newArticle(),
        image: { filename: 'cover.png', content: await testPicture(800, 450), type: 'image/png' },
      },
      token: admin,
    },
  ],
  adminDeleteArticle: async () => [{ form: { id: await newArticle() }, token: admin }],
  adminContentPreview: async () => [{ form: { html: '<p onclick="x()">Hello</p>' }, token: admin }],
  adminCreateFaq: async () => [{ form: { texts: faqTexts, sequence: 3, active: 1 }, token: admin }],
  adminUpdateFaq: async () => [{ form: { id: await newFaq(), texts: faqTexts, sequence: 2, active: 0 }, token: admin }],
  adminDeleteFaq: async () => [{ form: { id: await newFaq() }, token: admin }],
  adminUpdateSitePage: async () => [
    { form: { slug: 'terms_conditions', texts: { en: { body: '<h2>Terms</h2>' } } }, token: admin },
  ],
  adminAddBanner: async () => [
    {
      form: {
        page: 'homepage',
        placement: 'below_slider',
        link: 'https://example.com/offer',
        sequence: 1,
        image: await bannerPicture(),
      },
      token: admin,
    },
  ],
  adminRemoveBanner: async () => [{ form: { id: await newBanner() }, token: admin }],
  adminAddSlide: async () => [{ form: { property_id: w.own.approvedPropertyId }, token: admin }],
  adminRemoveSlide: async () => [{ form: { id: await newSlide() }, token: admin }],
  adminRejectVerification: async () => [
    { form: { id: await applicant(), reason: 'The licence number does not match' }, token: admin },
  ],
  adminConfirmDuplicate: async () => [{ form: { id: await openSuspicion(), reason }, token: admin }],
  adminDismissDuplicate: async () => [{ form: { id: await openSuspicion(), reason: 'Two flats' }, token: admin }],
  adminBanChatReport: async () => [{ form: { id: await chatReport(), reason: 'Asked for a deposit' }, token: admin }],
  adminDismissChatReport: async () => [{ form: { id: await chatReport(), reason: 'Nothing wrong' }, token: admin }],
  adminLiftChatBan: async () => [{ form: { id: await chatReport(true), reason: 'On appeal' }, token: admin }],
  // The admin's catalogue: a new row of each, and switching one on (it stays as it was).
  adminSaveCategory: async () => [
    {
      form: { name: 'Compat cabin', name_ar: 'كوخ', parameter_ids: String(await firstId('parameters')) },
      token: admin,
    },
  ],
  adminSetCategoryStatus: async () => [{ form: { id: await firstId('categories'), active: '1' }, token: admin }],
  adminSaveParameter: async () => [
    {
      form: { name: 'Compat sauna', name_ar: 'ساونا', type_of_parameter: 'checkbox', type_values: 'Dry\nSteam' },
      token: admin,
    },
  ],
  adminSetParameterStatus: async () => [{ form: { id: await firstId('parameters'), active: '1' }, token: admin }],
  adminSaveNearbyPlace: async () => [{ form: { name: 'Compat marina', name_ar: 'مرسى' }, token: admin }],
  adminSetNearbyPlaceStatus: async () => [{ form: { id: await firstId('facilities'), active: '1' }, token: admin }],
  adminSavePackage: async () => [
    {
      form: {
        name: 'Compat plan',
        package_type: 'paid',
        price: '15',
        duration_days: '30',
        'features[property_list]': '5',
        'features[premium_properties]': 'unlimited',
      },
      token: admin,
    },
  ],
  adminSetPackageOnSale: async () => [{ form: { id: await firstId('packages'), on_sale: '1' }, token: admin }],
  adminConfirmBankTransfer: async () => [{ form: { id: await transferInReview() }, token: admin }],
  adminRejectBankTransfer: async () => [
    { form: { id: await transferInReview(), reason: 'The receipt shows another amount' }, token: admin },
  ],
  adminSendNotice: async () => [
    { form: { title: 'Office closed', message: 'We are closed on Friday.', segment: 'agents' }, token: admin },
  ],
  adminUpdateSettings: async () => [{ form: { company_tel: '+1 555 0199', distance_option: 'km' }, token: admin }],
  adminUpdateProviderSettings: async () => [{ form: { mail_from: 'Domus <no-reply@domus.example>' }, token: admin }],
  adminAddLanguage: async () => [
    {
      form: { code: 'fr', name: 'Français', rtl: '0', translations: '{"listings.home.title":"Trouver un logement"}' },
      token: admin,
    },
  ],
  adminUpdateLanguage: async () => [{ form: { code: 'ar', name: 'العربية' }, token: admin }],
  adminDeleteLanguage: async () => {
    await c.t.post('/api/admin/languages/add', { code: 'de', name: 'Deutsch' }, admin);
    return [{ form: { code: 'de' }, token: admin }];
  },
};

/** A new saved search of the member's, to change or delete. */
const savedSearchOf = async (member: { token: string }) =>
  (await c.t.post('/api/save-search', { name: 'To go', filters: { property_type: 'rent' } }, member.token)).body.data
    .id as number;

const examplesOf = async (name: CallName) => [...(await tableExamples(name)), ...((await ownExamples[name]?.()) ?? [])];

const writingCalls = (Object.keys(calls) as CallName[]).filter((name) => calls[name].method === 'POST');

/** How many rows each table holds, and how many files are stored: what a refused request must leave as it was. */
async function everythingStored() {
  const tables = await schemaTables(c.t.db);
  const counts = await c.t.db.query<{ name: string; rows: number }>(
    tables.map((table) => `select '${table}' as name, count(*)::int as rows from "${table}"`).join(' union all '),
  );
  // Public uploads and private files (chat files, verification documents) alike.
  const files = [c.t.config.uploadsDir, privateFilesDir(c.t.config.dataDir)]
    .map((dir) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0))
    .reduce((sum, count) => sum + count, 0);
  return { rows: Object.fromEntries(counts.map(({ name, rows }) => [name, rows])), files };
}

/** A code its reader types is text that looks like a number: a wrong one is the wrong code, not a wrong type. */
const typedCodes = new Set(['otp']);

/** The first field a client sends as a number (an id, a price...), if the form has one. */
const numericField = (form: Form) =>
  Object.entries(form).find(
    ([key, value]) =>
      !key.includes('[') &&
      !typedCodes.has(key) &&
      (typeof value === 'number' || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value))),
  )?.[0];

describe('every writing call of the houseForm, sent as a multipart form', () => {
  it('has a client’s example request', async () => {
    const without = writingCalls.filter((name) => !Array.isArray(callTable[name].writes) && !ownExamples[name]);
    expect(without).toEqual([]);
  });

  const sendAsAClient = async (name: CallName) => {
    const call = calls[name];
    for (const { form, token } of await examplesOf(name)) {
      // A wrongly typed field first: refused, naming the field, with nothing saved.
      const field = numericField(form);
      if (field) {
        const before = await everythingStored();
        const refused = await c.post(call.path, { ...form, [field]: 'not-a-number' }, { token });
        const what = `${call.path} with ${field}=not-a-number`;
        expect({ [what]: [refused.status, refused.body.message] }).toEqual({
          [what]: [400, expect.stringContaining(field)],
        });
        expect({ [what]: await everythingStored() }).toEqual({ [what]: before });
      }
      const reply = await c.post(call.path, { ...form, ...clientsOwnFields }, { token });
      const what = `${call.path} ${JSON.stringify(Object.keys(form))}`;
      expect({ [what]: reply.status }).toEqual({ [what]: 200 });
      const reads = clientReads[name];
      if (reads) expect({ [what]: unreadFields(reply.body, reads) }).toEqual({ [what]: [] });
    }
  };

  it.each(writingCalls)('%s', sendAsAClient);
});

describe('as existing clients send them', () => {
  let house: Awaited<ReturnType<typeof houseFormIds>>;
  let photo: Buffer;
  beforeAll(async () => {
    house = await houseFormIds(c.t.db);
    photo = await testPicture(400, 300);
  });
  const picture = (content: Buffer) => ({ filename: 'house.png', content, type: 'image/png' });

  it('user_signup takes the login type as `type` and answers the token and the user', async () => {
    const member = await createTestUser(c.t);
    const reply = await c.post(calls.userSignup.path, { type: '3', email: member.email, password: 'secret123' });
    expect(reply.status).toBe(200);
    expect(unreadFields(reply.body, { top: { token: 'text' }, data: userReads })).toEqual([]);
    expect(reply.body.data.id).toBe(member.id);
  });

  it('contact-us is contct_us under the path newer clients call', async () => {
    const [before] = await c.t.db.query<{ rows: number }>('select count(*)::int as rows from contact_messages');
    const reply = await c.post('contact-us', {
      first_name: 'Jane',
      last_name: 'Client',
      email: 'jane@client.example',
      subject: 'Viewing',
      message: 'Is the flat still available?',
    });
    expect(reply.status).toBe(200);
    const [after] = await c.t.db.query<{ rows: number }>('select count(*)::int as rows from contact_messages');
    expect(after!.rows).toBe(before!.rows + 1);
  });

  it('post_property takes its lists as bracketed fields or as JSON text alike, and several gallery files', async () => {
    const member = await w.member();
    const bracketed = await c.post(
      calls.postProperty.path,
      {
        ...houseForSale(house, 'Bracketed house'),
        title_image: picture(photo),
        'gallery_images[]': [picture(photo), picture(photo)],
      },
      { token: member.token },
    );
    const lists = Object.fromEntries(
      Object.entries(houseForSale(house, 'Listed house')).filter(([key]) => !key.startsWith('parameters[')),
    );
    const parameters = [
      { parameter_id: house.bedrooms, value: '4' },
      { parameter_id: house.bathrooms, value: '2' },
      { parameter_id: house.area, value: '180' },
    ];
    const asJson = await c.post(
      calls.postProperty.path,
      { ...lists, parameters: JSON.stringify(parameters), title_image: picture(photo) },
      { token: member.token },
    );
    const values = (body: { data: { parameters: { id: number; value: string }[] } }) =>
      body.data.parameters.map(({ id, value }) => ({ id, value }));
    expect(values(asJson.body)).toEqual(values(bracketed.body));
    expect(values(asJson.body)).toHaveLength(3);
    expect(bracketed.body.data.gallery).toHaveLength(2);
  });

  it('flags sent as "1" and "0" switch a favourite on and off', async () => {
    const member = await w.member();
    const on = await c.post(
      calls.addFavourite.path,
      { property_id: w.strangersListingId, type: '1' },
      { token: member.token },
    );
    expect(on.body.data.is_favourite).toBe(1);
    const off = await c.post(
      calls.addFavourite.path,
      { property_id: w.strangersListingId, type: '0' },
      { token: member.token },
    );
    expect(off.body.data.is_favourite).toBe(0);
  });

  it('a wrongly typed price is a 400 naming price, and neither the listing nor its pictures are stored', async () => {
    const member = await w.member();
    const before = await everythingStored();
    const reply = await c.post(
      calls.postProperty.path,
      { ...houseForSale(house, 'Priceless house'), price: 'cheap', title_image: picture(photo) },
      { token: member.token },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('price');
    expect(await everythingStored()).toEqual(before);
  });

  it('posting without a package answers the documented business error and stores nothing', async () => {
    const member = await createTestUser(c.t);
    const before = await everythingStored();
    const reply = await c.post(
      calls.postProperty.path,
      { ...houseForSale(house, 'House without a plan'), title_image: picture(photo) },
      { token: member.token },
    );
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({
      error: true,
      message: expect.stringMatching(/\w/),
      code: 'packageMissing',
      key: 'packageMissing',
    });
    expect(await everythingStored()).toEqual(before);
  });
});
