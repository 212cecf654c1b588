import { randomBytes } from 'node:crypto';
import { seedAccounts } from '../../src/db/seed/accounts';
import { createTestUser, houseFormIds, houseForSale, testPdf, testPicture, type TestUser } from '../listing-fixtures';
import { multipart, type Reply, type TestApp } from '../test-app';

/*
 * Two members, A and B, and everything private A can own: the objects B's requests aim at.
 * Everything is made through the API, as A would make it (the admin approves what has to be
 * public). Texts only A and the admin may ever read carry a secret word, so a reply to B that
 * holds one is a leak, whichever call gave it.
 */

export interface Member extends TestUser {
  slug_id: string;
}

/** A's private objects, by id (and slug where a call takes one). */
export interface Owned {
  pendingPropertyId: number;
  pendingPropertySlug: string;
  approvedPropertyId: number;
  approvedPropertySlug: string;
  pendingProjectId: number;
  pendingProjectSlug: string;
  approvedProjectId: number;
  approvedProjectSlug: string;
  galleryImageId: number;
  documentId: number;
  projectPlanId: number;
  projectImageId: number;
  projectDocumentId: number;
  /** A's message to C about the approved property, and C's answer (unread by A). */
  messageToC: number;
  messageFromC: number;
  /** A picture A sent C in a conversation nobody reported, and one in the reported one (chat-file). */
  chatFile: ChatFile;
  reportedChatFile: ChatFile;
  advertisementId: number;
  paymentTransactionId: number;
  /** A's bank transfer in review, with its receipt (bank-receipt-file, upload-bank-receipt-file). */
  bankTransferId: number;
  userPackageId: number;
  verificationRequestId: number;
  /** The `file` of A's verification document (verification-document). */
  verificationDocument: string;
  /** A panorama of the pending property, used by its tour. */
  panoramaUrl: string;
  notificationId: number;
  /** Someone A has blocked. */
  blockedUserId: number;
  /** A's saved search, named with a secret. */
  savedSearchId: number;
}

/** A chat file as its URL names it: the message and the file's name, and the link A was given. */
export interface ChatFile {
  messageId: number;
  file: string;
  url: string;
}

/** B's own listings, for what B's calls store about their own objects. */
export interface BsOwn {
  pendingPropertyId: number;
  approvedPropertyId: number;
  approvedProjectId: number;
  panoramaUrl: string;
}

export interface World {
  t: TestApp;
  a: Member;
  b: Member;
  /** A's chat partner. */
  c: Member;
  own: Owned;
  bs: BsOwn;
  /** Words that appear only in A's private objects, by object. */
  secret: Record<
    'pendingProperty' | 'pendingProject' | 'chat' | 'report' | 'city' | 'fcm' | 'verification' | 'tour',
    string
  >;
  secrets: string[];
  packages: { free: number; paid: number };
  categories: { house: number; apartment: number };
  parameterIds: Record<string, number>;
  /** A JPEG picture, 2:1 and wide enough to be a panorama too. */
  photo: Buffer;
  /** A public listing of someone else (the seed's), for marks, reports and chats. */
  strangersListingId: number;
  /** A fresh signed-in member with a package that lets them post and feature. */
  member(): Promise<Member>;
  /** A's kind of objects for B or a spare member (checks of what their own calls store). */
  postProperty(who: Member, fields?: FormFields): Promise<{ id: number; slug_id: string }>;
  postProject(who: Member, fields?: FormFields): Promise<{ id: number; slug_id: string }>;
  approveProperty(id: number): Promise<void>;
  sendMessage(from: Member, fields: Record<string, string>): Promise<number>;
  verificationForm(answers?: Record<string, string>): Promise<FormFields>;
}

type FormValue = Parameters<typeof multipart>[0][string];
export type FormFields = Record<string, FormValue>;

const image = (content: Buffer, filename = 'photo.png') => ({ filename, content, type: 'image/png' });

/** The body of a reply that must have succeeded; anything else stops the setup with the reply. */
export function okData(reply: Reply, what: string) {
  if (reply.status !== 200 || reply.body?.error !== false) {
    throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return reply.body.data;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const word = randomBytes(4).toString('hex');
  const secret = (what: string) => `zq${what}${word}`;
  const secrets = {
    pendingProperty: secret('pendinghouse'),
    pendingProject: secret('pendingproject'),
    chat: secret('chat'),
    report: secret('report'),
    city: secret('city'),
    fcm: secret('fcmtoken'),
    verification: secret('legalname'),
    tour: secret('tour'),
    savedSearch: secret('savedsearch'),
  };

  const one = async <T extends object>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0]!;
  const categories = {
    house: (await one<{ id: number }>(`select id from categories where slug_id = 'house'`)).id,
    apartment: (await one<{ id: number }>(`select id from categories where slug_id = 'apartment'`)).id,
  };
  const parameterIds = Object.fromEntries(
    (await t.db.query<{ id: number; name: string }>('select id, name from parameters')).map((p) => [p.name, p.id]),
  );
  const packages = {
    free: (await one<{ id: number }>(`select id from packages where name = 'Starter'`)).id,
    paid: (await one<{ id: number }>(`select id from packages where name = 'Professional'`)).id,
  };
  const facilityId = (await one<{ id: number }>('select id from facilities order by id limit 1')).id;
  const photo = await testPicture(400, 300);
  const panorama = await testPicture(1024, 512, 'jpeg');
  const admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);

  const member = async (): Promise<Member> => {
    const user = await createTestUser(t, { packageName: 'Agency' });
    const { slug_id } = await one<{ slug_id: string }>('select slug_id from users where id = $1', [user.id]);
    return { ...user, slug_id };
  };

  const house = await houseFormIds(t.db);
  const houseFields = (title: string): FormFields => ({
    ...houseForSale(house, title),
    'facilities[0][facility_id]': String(facilityId),
    'facilities[0][distance]': '1.5',
    title_image: image(photo),
    'gallery_images[]': [image(photo)],
    'documents[]': [{ filename: 'plan.pdf', content: testPdf, type: 'application/pdf' }],
  });
  const postProperty = async (who: Member, fields: FormFields = {}) => {
    const reply = await t.post(
      '/api/post_property',
      multipart({ ...houseFields('Bright house by the park'), ...fields }),
      who.token,
    );
    return okData(reply, 'post_property') as { id: number; slug_id: string };
  };
  const projectFields = (title: string): FormFields => ({
    title,
    description: 'Sixty apartments by the river.',
    category_id: String(categories.apartment),
    type: 'under_construction',
    location: '5 River Road',
    city: 'Manchester',
    state: 'England',
    country: 'United Kingdom',
    latitude: '53.4808',
    longitude: '-2.2426',
    image: image(photo),
    'plans[0][title]': 'Type A',
    'plans[0][document]': { filename: 'plan.pdf', content: testPdf, type: 'application/pdf' },
    'gallery_images[]': [image(photo)],
    'documents[]': [{ filename: 'brochure.pdf', content: testPdf, type: 'application/pdf' }],
  });
  const postProject = async (who: Member, fields: FormFields = {}) => {
    const reply = await t.post(
      '/api/post_project',
      multipart({ ...projectFields('River Residences'), ...fields }),
      who.token,
    );
    return okData(reply, 'post_project') as { id: number; slug_id: string };
  };
  const approveProperty = async (id: number) => {
    okData(await t.post('/api/admin/properties/approve', { id }, admin), 'approving a property');
  };
  const enableProject = async (id: number) => {
    okData(await t.post('/api/admin/projects/enable', { id }, admin), 'enabling a project');
  };
  const uploadPanorama = async (who: Member, propertyId: number) => {
    const reply = await t.post(
      '/api/virtual-tours/upload-panorama',
      multipart({
        property_id: String(propertyId),
        panorama: { filename: 'room.jpg', content: panorama, type: 'image/jpeg' },
      }),
      who.token,
    );
    return (okData(reply, 'upload-panorama') as { url: string }).url;
  };
  const sendMessage = async (from: Member, fields: Record<string, string>) =>
    (okData(await t.post('/api/send_message', multipart(fields), from.token), 'send_message') as { id: number }).id;
  const formFields = (
    okData(await t.get('/api/get-agent-verification-form-fields', admin), 'verification form') as {
      id: number;
      name: string;
    }[]
  ).map((field) => [field.name, field.id] as const);
  const verificationForm = async (answers: Record<string, string> = {}): Promise<FormFields> => {
    const values: Record<string, FormValue> = {
      'Full legal name': 'Jane Q. Agent',
      'Licence number': 'LIC-2024-778',
      'Years of experience': '7',
      'You work as': 'Agency agent',
      'Services offered': 'Sales,Rentals',
      'Identity document': { filename: 'id.pdf', content: testPdf, type: 'application/pdf' },
      ...answers,
    };
    const body: FormFields = {};
    formFields
      .filter(([name]) => values[name] !== undefined)
      .forEach(([name, id], index) => {
        body[`form_fields[${index}][id]`] = String(id);
        body[`form_fields[${index}][value]`] = values[name]!;
      });
    return body;
  };

  const [a, b, c, blocked] = [await member(), await member(), await member(), await member()];
  const { id: strangersListingId } = await one<{ id: number }>(
    `select id from properties where status = 1 and request_status = 'approved' and user_id not in ($1, $2, $3)
      order by id limit 1`,
    [a.id, b.id, c.id],
  );

  // Listings: one of each kind waiting for the admin (secret), one of each public.
  const pendingProperty = await postProperty(a, { title: `${secrets.pendingProperty} hidden house` });
  const approvedProperty = await postProperty(a, { title: 'Open house by the river' });
  await approveProperty(approvedProperty.id);
  const pendingProject = await postProject(a, { title: `${secrets.pendingProject} hidden residences` });
  const approvedProject = await postProject(a, { title: 'Open residences' });
  await enableProject(approvedProject.id);
  const child = async (sql: string, id: number) => (await one<{ id: number }>(sql, [id])).id;
  // An edit of the pending property: a row of the edit log, with the secret as its old and new text.
  okData(
    await t.post(
      '/api/update_post_property',
      { id: pendingProperty.id, description: `${secrets.pendingProperty} now with a garden` },
      a.token,
    ),
    'update_post_property',
  );

  // A's tour of the pending property, on a panorama of its own.
  const panoramaUrl = await uploadPanorama(a, pendingProperty.id);
  okData(
    await t.post(
      '/api/virtual-tours/create-tour',
      {
        name: secrets.tour,
        property_id: pendingProperty.id,
        fullRoomData: {
          start_room: 'hall',
          rooms: [{ id: 'hall', name: 'Hall', panorama: panoramaUrl, hotspots: [] }],
        },
      },
      a.token,
    ),
    'create-tour',
  );

  // Featuring, marks, a report and the feed.
  const ad = okData(
    await t.post(
      '/api/store_advertisement',
      { feature_for: 'property', property_id: approvedProperty.id, type: 'list' },
      a.token,
    ),
    'store_advertisement',
  ) as { id: number };
  okData(await t.post('/api/add_favourite', { property_id: strangersListingId, type: 1 }, a.token), 'add_favourite');
  okData(await t.post('/api/interested_users', { property_id: strangersListingId, type: 1 }, a.token), 'interest');
  okData(
    await t.post('/api/add_reports', { property_id: strangersListingId, other_message: secrets.report }, a.token),
    'add_reports',
  );
  okData(
    await t.post(
      '/api/personalised-fields',
      {
        category_ids: String(categories.house),
        price_range: '100000,900000',
        property_type: 'sell',
        city: secrets.city,
      },
      a.token,
    ),
    'personalised-fields',
  );

  // Chat: A writes to C about the public listing; C answers (A has not read it); A blocks someone.
  const messageToC = await sendMessage(a, {
    receiver_id: String(c.id),
    property_id: String(approvedProperty.id),
    message: `${secrets.chat} see you at the viewing`,
  });
  const messageFromC = await sendMessage(c, {
    receiver_id: String(a.id),
    property_id: String(approvedProperty.id),
    message: 'Thursday works for me',
  });
  // A sends C a picture about the listing (reported below) and one about nothing (never reported).
  const sendPicture = async (propertyId: number): Promise<ChatFile> => {
    const fields = { receiver_id: String(c.id), property_id: String(propertyId), file: image(photo, 'plan.png') };
    const sent = okData(await t.post('/api/send_message', multipart(fields), a.token), 'send_message') as {
      id: number;
      file: string;
    };
    return { messageId: sent.id, file: new URL(sent.file).searchParams.get('file')!, url: sent.file };
  };
  const reportedChatFile = await sendPicture(approvedProperty.id);
  const chatFile = await sendPicture(0);
  // A reports the conversation with C to the moderators.
  okData(
    await t.post('/api/report_chat', { user_id: c.id, property_id: approvedProperty.id, reason: 'spam' }, a.token),
    'report_chat',
  );
  okData(await t.post('/api/block-user', { to_user_id: blocked.id, reason: 'spam' }, a.token), 'block-user');

  // Money: a free package taken, a paid one being paid for.
  const userPackage = okData(
    await t.post('/api/assign_package', { package_id: packages.free }, a.token),
    'assign_package',
  ) as { id: number };
  const checkout = okData(
    await t.post('/api/payment-checkout', { package_id: packages.paid, provider: 'sandbox' }, a.token),
    'payment-checkout',
  ) as { payment_transaction_id: number };
  // The site takes bank transfers: A pays the paid package so, with a receipt.
  await t.db.query(
    `insert into settings (key, value) values ('bank_transfer_status', '"1"')
     on conflict (key) do update set value = excluded.value`,
  );
  const bankTransfer = okData(
    await t.post(
      '/api/initiate-bank-transfer',
      multipart({ package_id: String(packages.paid), file: image(photo, 'receipt.png') }),
      a.token,
    ),
    'initiate-bank-transfer',
  ) as { id: number };

  // Verification with a document, and the push token of A's browser.
  const verification = okData(
    await t.post(
      '/api/apply-agent-verification',
      multipart(await verificationForm({ 'Full legal name': secrets.verification })),
      a.token,
    ),
    'apply-agent-verification',
  ) as { fields: { file_url: string }[] };
  const documentUrl = verification.fields.find((field) => field.file_url)!.file_url;
  okData(await t.post('/api/update-fcm-token', { fcm_id: secrets.fcm }, a.token), 'update-fcm-token');
  const savedSearch = okData(
    // B's listings, approved below, match it.
    await t.post('/api/save-search', { name: secrets.savedSearch, filters: { userid: b.id } }, a.token),
    'save-search',
  ) as { id: number };

  const own: Owned = {
    verificationDocument: new URL(documentUrl).searchParams.get('file')!,
    pendingPropertyId: pendingProperty.id,
    pendingPropertySlug: pendingProperty.slug_id,
    approvedPropertyId: approvedProperty.id,
    approvedPropertySlug: approvedProperty.slug_id,
    pendingProjectId: pendingProject.id,
    pendingProjectSlug: pendingProject.slug_id,
    approvedProjectId: approvedProject.id,
    approvedProjectSlug: approvedProject.slug_id,
    galleryImageId: await child('select id from property_images where property_id = $1', pendingProperty.id),
    documentId: await child('select id from property_documents where property_id = $1', pendingProperty.id),
    projectPlanId: await child('select id from project_plans where project_id = $1', pendingProject.id),
    projectImageId: await child('select id from project_images where project_id = $1', pendingProject.id),
    projectDocumentId: await child('select id from project_documents where project_id = $1', pendingProject.id),
    messageToC,
    messageFromC,
    chatFile,
    reportedChatFile,
    advertisementId: ad.id,
    paymentTransactionId: checkout.payment_transaction_id,
    bankTransferId: bankTransfer.id,
    userPackageId: userPackage.id,
    verificationRequestId: await child('select id from verification_requests where user_id = $1', a.id),
    panoramaUrl,
    // The approval of A's listing and C's message notified A.
    notificationId: await child('select max(id) as id from notifications where user_id = $1', a.id),
    blockedUserId: blocked.id,
    savedSearchId: savedSearch.id,
  };

  const bsPending = await postProperty(b);
  const bsApproved = await postProperty(b);
  await approveProperty(bsApproved.id);
  const bsProject = await postProject(b);
  await enableProject(bsProject.id);
  const bs: BsOwn = {
    pendingPropertyId: bsPending.id,
    approvedPropertyId: bsApproved.id,
    approvedProjectId: bsProject.id,
    panoramaUrl: await uploadPanorama(b, bsPending.id),
  };

  return {
    t,
    a,
    b,
    c,
    own,
    bs,
    secret: secrets,
    secrets: Object.values(secrets),
    packages,
    categories,
    parameterIds,
    photo: panorama,
    strangersListingId,
    member,
    postProperty,
    postProject,
    approveProperty,
    sendMessage,
    verificationForm,
  };
}
