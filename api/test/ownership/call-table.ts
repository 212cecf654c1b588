import type { CallName } from '@domus/shared/contract';
import { multipart as multipartBody, type Reply } from '../test-app';
import type { CallRequest } from './requests';
import type { Member, Owned, World } from './world';

/*
 * Every call of the catalogue, once: who may reach what through it, and how B tries to reach
 * A's objects with it. ownership.test.ts runs the table and fails for a call without an entry.
 *
 * - public: anyone reads it; B's reply never shows A's private objects.
 * - caller: acts on the caller only; ids of A's in the request are ignored or refused, and
 *   nothing of A's changes.
 * - owned: reads or changes an object with an owner; B gets 403 or 404 with A's ids, nothing of
 *   A's changes, and the owner's same request is not refused (so the refusal is about the owner).
 * - admin: B (a member) gets 403.
 *
 * `writes`: for every call that stores something, what a client must not control (extraFields)
 * is sent in every encoding, and the stored row is checked not to have taken it.
 */

export type Ownership =
  | { kind: 'public'; requests(w: World): CallRequest[] }
  | {
      kind: 'caller';
      /** `caller`: who sends them (B, or the new member when `spare`). */
      requests(w: World, caller: Member): CallRequest[];
      /** A new member sends each request (it ends the session or the account). */
      spare?: true;
    }
  | {
      kind: 'owned';
      requests(w: World, own: Owned): CallRequest[];
      /** Objects of A's made for this call alone (it deletes them). */
      fresh?(w: World): Promise<Partial<Owned>>;
      /** Why the owner's same request is no control, when it is not. */
      noOwnerControl?: string;
    }
  /** An operator call (the catalogue names its role): B, a member, is refused. */
  | { kind: 'admin' };

export interface Writes {
  /** Who sends it: B, a new member for every request (the call works once per member), or a visitor. */
  by: 'b' | 'spare' | 'visitor';
  /** Fields of extraFields that are this call's own (sent as the request says). */
  takes?: string[];
  /** What a client would want here, beside extraFields. */
  extras?: Record<string, string>;
  /** Text fields the route's multipart parser takes at most: the extras go a few at a time. */
  fieldLimit?: number;
  request(w: World, caller: Member | undefined): CallRequest | Promise<CallRequest>;
  /** What the call stored or changed... */
  stored(w: World, caller: Member | undefined, reply: Reply): Promise<Record<string, unknown>>;
  /** ...and what it must hold whatever the extra fields said. */
  expected(w: World, caller: Member | undefined): Record<string, unknown>;
}

export interface Entry {
  ownership: Ownership;
  /** Required for every call that is not a GET (a reason when nothing is stored a client could shape). */
  writes?: Writes[] | { none: string };
}

/** A chat file link's token of the right shape, for the desk (0), that this server never signed. */
export const forgedLinkToken = (file: { url: string }) => {
  const [, expires] = new URL(file.url).searchParams.get('token')!.split('.');
  return `0.${expires}.${'A'.repeat(43)}`;
};

/** Fields a client must not control, as an attacker would send them. */
export const extraFields = (w: World): Record<string, string> => ({
  role: 'admin',
  is_admin: '1',
  status: '1',
  request_status: 'approved',
  is_verified: '1',
  verification_status: 'success',
  user_id: String(w.a.id),
  userid: String(w.a.id),
  added_by: String(w.a.id),
  sender_id: String(w.a.id),
  customer_id: String(w.a.id),
  package_id: String(w.packages.paid),
  is_premium: '1',
  featured: '1',
  is_featured: '1',
  promoted: '1',
  total_view: '999999',
  total_likes: '999999',
  is_demo_account: '1',
  email_verified: '1',
  amount: '0.01',
  start_date: '2000-01-01T00:00:00Z',
  end_date: '2999-12-31T00:00:00Z',
  total_limit: '999999',
  is_read: '1',
});

// ---------------------------------------------------------------- stored rows

const row = async (w: World, sql: string, params: unknown[]) =>
  (await w.t.db.query<Record<string, unknown>>(sql, params))[0] ?? {};
const userRow = (w: World, id: number) =>
  row(w, 'select id, role, is_active, verification_status, is_demo_account, email from users where id = $1', [id]);
const memberAsItWas = (who: Member) => ({
  id: who.id,
  role: 'user',
  is_active: true,
  is_demo_account: false,
  email: who.email,
});
const propertyRow = (w: World, id: number) =>
  row(
    w,
    `select p.user_id, p.request_status, p.status, p.total_view, p.total_likes,
            (select count(*)::int from advertisements a where a.property_id = p.id) as advertisements
       from properties p where p.id = $1`,
    [id],
  );
const projectRow = (w: World, id: number) =>
  row(
    w,
    `select j.user_id, j.request_status, j.status,
            (select count(*)::int from advertisements a where a.project_id = j.id) as advertisements
       from projects j where j.id = $1`,
    [id],
  );
const dataId = (reply: Reply) => reply.body.data.id as number;
/** The member a `spare` recipe was made for. */
const callerOf = (caller: Member | undefined) => caller!;

/** A new address's verification token (get-otp, the code, verify-otp), for user_signup. */
async function verifiedAddress(w: World) {
  const email = `newcomer-${Math.random().toString(36).slice(2)}@domus.test`;
  await w.t.get(`/api/get-otp?email=${email}`);
  const verified = await w.t.get(`/api/verify-otp?email=${email}&otp=${await w.t.latestCode(email)}`);
  return { email, token: verified.body.data.verification_token as string };
}

// ---------------------------------------------------------------- the table

export const callTable: Record<CallName, Entry> = {
  // ----- Account
  webSettings: {
    ownership: {
      kind: 'caller',
      requests: (w) => [{ query: { user_id: w.a.id, userid: w.a.id }, ignored: ['user_id', 'userid'] }],
    },
  },
  userSignup: {
    ownership: {
      kind: 'caller',
      requests: (w) => [
        { body: { logintype: 3, email: w.a.email, password: 'not-As-password' }, status: 401 },
        { body: { logintype: 3, email: w.a.email, verification_token: 'forged-token' }, status: 400 },
        { body: { logintype: 1, mobile: '+1 555 0100', verification_token: 'forged-token' }, status: 400 },
      ],
    },
    writes: [
      {
        by: 'visitor',
        async request(w) {
          const { email, token } = await verifiedAddress(w);
          return { body: { logintype: 3, email, name: 'Newcomer', password: 'secret123', verification_token: token } };
        },
        stored: (w, _caller, reply) => userRow(w, dataId(reply)),
        expected: () => ({ role: 'user', is_active: true, verification_status: 'initial', is_demo_account: false }),
      },
    ],
  },
  updateProfile: {
    ownership: {
      kind: 'caller',
      requests: (w) => [{ body: { userid: w.a.id, id: w.a.id, user_id: w.a.id, name: 'B renamed' } }],
    },
    writes: [
      {
        by: 'b',
        request: () => ({ body: { name: 'B renamed', about_me: 'Selling my flat.' } }),
        stored: (w) => userRow(w, w.b.id),
        expected: (w) => ({ ...memberAsItWas(w.b), verification_status: 'initial' }),
      },
    ],
  },
  userRegister: {
    ownership: {
      kind: 'caller',
      spare: true,
      requests: (w, caller) => [
        // Someone else's address is refused (without its proof, as any new address is: the reply
        // tells nobody it is taken), and ids in the body name nobody: the caller is registered.
        {
          body: { name: 'Spare', email: w.a.email, mobile: '', password: 'secret456', re_password: 'secret456' },
          status: 400,
        },
        {
          body: {
            userid: w.a.id,
            id: w.a.id,
            name: 'Spare',
            email: caller.email,
            mobile: '',
            password: 'secret456',
            re_password: 'secret456',
          },
        },
      ],
    },
    writes: [
      {
        by: 'spare',
        request: (_w, caller) => ({
          body: {
            name: 'Spare',
            email: callerOf(caller).email,
            mobile: '',
            password: 'secret456',
            re_password: 'secret456',
          },
        }),
        stored: (w, caller) => userRow(w, callerOf(caller).id),
        expected: (_w, caller) => ({ ...memberAsItWas(callerOf(caller)), verification_status: 'initial' }),
      },
    ],
  },
  getOtp: { ownership: { kind: 'caller', requests: (w) => [{ query: { email: w.a.email } }] } },
  verifyOtp: {
    ownership: { kind: 'caller', requests: (w) => [{ query: { email: w.a.email, otp: '000000' }, status: 400 }] },
  },
  forgotPassword: { ownership: { kind: 'caller', requests: (w) => [{ query: { email: w.a.email } }] } },
  beforeLogout: {
    ownership: { kind: 'caller', spare: true, requests: (w) => [{ body: { fcm_id: w.secret.fcm, userid: w.a.id } }] },
    writes: { none: 'ends the caller’s session and clears their push token: nothing of the body is kept' },
  },
  confirmIdentity: {
    ownership: { kind: 'caller', requests: () => [{ body: { password: 'secret123' } }] },
    writes: { none: 'records when the caller’s own session last proved its holder: nothing of the body is kept' },
  },
  deleteUser: {
    ownership: { kind: 'caller', spare: true, requests: (w) => [{ body: { userid: String(w.a.id) } }] },
    writes: { none: 'deletes the caller’s own account: nothing is stored' },
  },
  updateFcmToken: {
    ownership: {
      kind: 'caller',
      requests: (w) => [{ body: { fcm_id: 'b-browser', userid: w.a.id, user_id: w.a.id } }],
    },
    writes: [
      {
        by: 'b',
        request: () => ({ body: { fcm_id: 'b-browser' } }),
        stored: (w) => userRow(w, w.b.id),
        expected: (w) => ({ ...memberAsItWas(w.b), verification_status: 'initial' }),
      },
    ],
  },
  resetPassword: {
    ownership: {
      kind: 'caller',
      requests: (w) => [
        { body: { email: w.a.email, otp: '000000', password: 'taken-over', re_password: 'taken-over' }, status: 400 },
      ],
    },
    writes: [
      {
        by: 'spare',
        async request(w, caller) {
          await w.t.get(`/api/forgot-password?email=${callerOf(caller).email}`);
          const otp = await w.t.latestCode(callerOf(caller).email);
          return { body: { email: callerOf(caller).email, otp, password: 'secret456', re_password: 'secret456' } };
        },
        stored: (w, caller) => userRow(w, callerOf(caller).id),
        expected: (_w, caller) => ({ ...memberAsItWas(callerOf(caller)), verification_status: 'initial' }),
      },
    ],
  },
  getDashboardStats: {
    ownership: {
      kind: 'caller',
      requests: (w) => [{ query: { userid: w.a.id, user_id: w.a.id }, ignored: ['userid', 'user_id'] }],
    },
  },

  // ----- Browse
  getCategories: { ownership: { kind: 'public', requests: () => [{}] } },
  getProperty: {
    ownership: {
      kind: 'owned',
      requests: (_w, own) => [
        { query: { id: own.pendingPropertyId } },
        { query: { slug_id: own.pendingPropertySlug } },
        { query: { id: own.pendingPropertyId, get_simiilar: 1 } },
      ],
    },
  },
  getPropertyList: {
    ownership: {
      kind: 'public',
      requests: (w) => [
        { query: { userid: w.a.id }, shows: w.own.approvedPropertySlug },
        { query: { id: w.own.pendingPropertyId } },
        { query: { slug_id: w.own.pendingPropertySlug } },
        { query: { search: w.secret.pendingProperty } },
      ],
    },
  },
  getArticles: { ownership: { kind: 'public', requests: () => [{}] } },
  getCitiesData: { ownership: { kind: 'public', requests: () => [{}] } },
  getLanguages: { ownership: { kind: 'public', requests: () => [{}] } },
  getFacilities: { ownership: { kind: 'public', requests: () => [{}] } },
  getFacilitiesForFilter: { ownership: { kind: 'public', requests: () => [{}] } },
  getNearbyProperties: {
    ownership: {
      kind: 'public',
      requests: (w) => [{ query: { city: 'London', limit: 100 }, shows: w.own.approvedPropertySlug }],
    },
  },
  homepageData: { ownership: { kind: 'public', requests: () => [{}] } },
  agentList: { ownership: { kind: 'public', requests: () => [{ query: { search: 'Lister', limit: 100 } }] } },
  agentProperties: {
    ownership: {
      kind: 'public',
      requests: (w) => [
        { query: { slug_id: w.a.slug_id, limit: 100 }, shows: w.own.approvedPropertySlug },
        { query: { slug_id: w.a.slug_id, is_projects: 1, limit: 100 }, shows: w.own.approvedProjectSlug },
      ],
    },
  },
  faqs: { ownership: { kind: 'public', requests: () => [{}] } },
  contactUs: {
    ownership: {
      kind: 'caller',
      requests: (w) => [
        {
          body: {
            first_name: 'B',
            last_name: 'Member',
            email: w.a.email,
            subject: 'Hello',
            message: 'A question',
            user_id: w.a.id,
          },
        },
      ],
    },
    writes: {
      none: 'a message to the site (contact_messages holds only what was written): nothing a client must not control',
    },
  },
  getReportReasons: { ownership: { kind: 'public', requests: () => [{}] } },
  addReports: {
    ownership: {
      kind: 'owned',
      requests: (_w, own) => [{ body: { property_id: own.pendingPropertyId, other_message: 'Looks wrong' } }],
      noOwnerControl: 'reports are for public listings, whoever sends them (the owner may not report their own)',
    },
    writes: [
      {
        by: 'spare',
        request: (w) => ({ body: { property_id: w.strangersListingId, other_message: 'Looks wrong' } }),
        stored: (w, caller) =>
          row(w, 'select user_id, other_message from reports where property_id = $1 and user_id = $2', [
            w.strangersListingId,
            callerOf(caller).id,
          ]),
        expected: () => ({ other_message: 'Looks wrong' }),
      },
    ],
  },
  getLocation: {
    ownership: { kind: 'public', requests: () => [{ query: { latitude: 51.5074, longitude: -0.1278 } }] },
  },
  getMapClusters: {
    ownership: {
      kind: 'public',
      requests: (w) => [
        { query: { min_lat: 51.4, max_lat: 51.6, min_lng: -0.3, max_lng: 0.1, zoom: 19 } },
        { query: { min_lat: 51.4, max_lat: 51.6, min_lng: -0.3, max_lng: 0.1, zoom: 19, id: w.own.pendingPropertyId } },
      ],
    },
  },

  // ----- Listings
  addFavourite: {
    ownership: {
      kind: 'owned',
      requests: (_w, own) => [
        { body: { property_id: own.pendingPropertyId, type: 1 } },
        { body: { property_id: own.pendingPropertyId } },
      ],
      noOwnerControl: 'favourites are for public listings, whoever marks them',
    },
    writes: [
      {
        by: 'b',
        request: (w) => ({ body: { property_id: w.strangersListingId, type: 1 } }),
        stored: (w) =>
          row(
            w,
            'select array_agg(user_id order by user_id) as users from favourites where property_id = $1 and user_id in ($2, $3)',
            [w.strangersListingId, w.a.id, w.b.id],
          ),
        expected: (w) => ({ users: [w.a.id, w.b.id].sort((x, y) => x - y) }),
      },
    ],
  },
  getFavouriteProperty: {
    ownership: {
      kind: 'caller',
      requests: (w) => [{ query: { user_id: w.a.id, userid: w.a.id }, ignored: ['user_id', 'userid'] }],
    },
  },
  postProperty: {
    ownership: {
      kind: 'caller',
      // A new listing of B's, whatever ids of A's the form names.
      requests: (w) => [
        {
          body: {
            ...house(w, 'B’s new house'),
            id: w.own.pendingPropertyId,
            user_id: w.a.id,
            userid: w.a.id,
            added_by: w.a.id,
          },
        },
      ],
    },
    writes: [
      {
        by: 'b',
        // The owner offers a listing to premium readers only: the contract's own field.
        takes: ['is_premium'],
        request: (w) => ({ body: house(w, 'B’s new house') }),
        stored: (w, _caller, reply) => propertyRow(w, dataId(reply)),
        expected: (w) => ({
          user_id: w.b.id,
          request_status: 'pending',
          status: 1,
          total_view: 0,
          total_likes: 0,
          advertisements: 0,
        }),
      },
    ],
  },
  updatePostProperty: {
    ownership: {
      kind: 'owned',
      // A live listing of its own: the owner's control edit of its text sends it back to review.
      async fresh(w) {
        const listing = await w.postProperty(w.a);
        await w.approveProperty(listing.id);
        return { approvedPropertyId: listing.id };
      },
      requests: (w, own) => [
        { body: { id: own.pendingPropertyId, description: 'Changed by B' } },
        { body: { id: own.approvedPropertyId, description: 'Changed by B' } },
        // B's own listing, naming A's files: refused as not this listing's.
        {
          body: { id: w.bs.pendingPropertyId, remove_gallery_images: own.galleryImageId },
          refusedWith: [400],
          notTheOwners: true,
        },
        {
          body: { id: w.bs.pendingPropertyId, remove_documents: own.documentId },
          refusedWith: [400],
          notTheOwners: true,
        },
      ],
    },
    writes: [
      {
        by: 'b',
        takes: ['is_premium'],
        request: (w) => ({ body: { id: w.bs.pendingPropertyId, description: 'Changed by its owner.' } }),
        stored: (w) => propertyRow(w, w.bs.pendingPropertyId),
        expected: (w) => ({
          user_id: w.b.id,
          request_status: 'pending',
          status: 1,
          total_view: 0,
          total_likes: 0,
          advertisements: 0,
        }),
      },
    ],
  },
  deleteProperty: {
    ownership: {
      kind: 'owned',
      fresh: async (w) => ({ pendingPropertyId: (await w.postProperty(w.a)).id }),
      requests: (_w, own) => [{ body: { id: own.pendingPropertyId } }],
    },
    writes: { none: 'deletes the caller’s listing: nothing is stored' },
  },
  deleteProject: {
    ownership: {
      kind: 'owned',
      fresh: async (w) => ({ pendingProjectId: (await w.postProject(w.a)).id }),
      requests: (_w, own) => [{ body: { id: own.pendingProjectId } }],
    },
    writes: { none: 'deletes the caller’s project: nothing is stored' },
  },
  updatePropertyStatus: {
    ownership: {
      kind: 'owned',
      requests: (_w, own) => [
        { body: { property_id: own.approvedPropertyId, status: 'sold' } },
        { body: { property_id: own.pendingPropertyId, status: 'sold' } },
      ],
    },
    writes: [
      {
        by: 'b',
        takes: ['status'],
        async request(w) {
          // sell <-> sold, from whichever it is now
          const { property_type } = await row(w, 'select property_type from properties where id = $1', [
            w.bs.approvedPropertyId,
          ]);
          return { body: { property_id: w.bs.approvedPropertyId, status: property_type === 'sell' ? 'sold' : 'sell' } };
        },
        stored: (w) => propertyRow(w, w.bs.approvedPropertyId),
        expected: (w) => ({
          user_id: w.b.id,
          request_status: 'approved',
          status: 1,
          total_view: 0,
          total_likes: 0,
          advertisements: 0,
        }),
      },
    ],
  },
  changePropertyStatus: {
    ownership: {
      kind: 'owned',
      requests: (_w, own) => [
        { body: { property_id: own.approvedPropertyId, status: 1 } },
        { body: { property_id: own.pendingPropertyId, status: 1 } },
      ],
    },
    writes: [
      {
        by: 'b',
        takes: ['status'],
        request: (w) => ({ body: { property_id: w.bs.approvedPropertyId, status: 1 } }),
        stored: (w) => propertyRow(w, w.bs.approvedPropertyId),
        expected: (w) => ({
          user_id: w.b.id,
          request_status: 'approved',
          status: 1,
          total_view: 0,
          total_likes: 0,
          advertisements: 0,
        }),
      },
    ],
  },
  changeProjectStatus: {
    ownership: {
      kind: 'owned',
      requests: (_w, own) => [
        { body: { project_id: own.approvedProjectId, status: 1 } },
        { body: { project_id: own.pendingProjectId, status: 1 } },
      ],
    },
    writes: [
      {
        by: 'b',
        takes: ['status'],
        request: (w) => ({ body: { project_id: w.bs.approvedProjectId, status: 0 } }),
        stored: (w) => projectRow(w, w.bs.approvedProjectId),
        expected: (w) => ({ user_id: w.b.id, request_status: 'approved', status: 0, advertisements: 0 }),
      },
    ],
  },
  renewProperty: {
    ownership: {
      kind: 'owned',
      requests: (_w, own) => [
        { body: { property_id: own.approvedPropertyId } },
        { body: { property_id: own.pendingPropertyId } },
      ],
    },
    writes: [
      {
        by: 'b',
        request: (w) => ({ body: { property_id: w.bs.approvedPropertyId } }),
        stored: (w) => propertyRow(w, w.bs.approvedPropertyId),
        expected: (w) => ({
          user_id: w.b.id,
          request_status: 'approved',
          total_view: 0,
          total_likes: 0,
          advertisements: 0,
        }),
      },
    ],
  },
  renewProject: {
    ownership: {
      kind: 'owned',
      requests: (_w, own) => [
        { body: { project_id: own.approvedProjectId } },
        { body: { project_id: own.pendingProjectId } },
      ],
    },
    writes: [
      {
        by: 'b',
        request: (w) => ({ body: { project_id: w.bs.approvedProjectId } }),
        stored: (w) => projectRow(w, w.bs.approvedProjectId),
        expected: (w) => ({ user_id: w.b.id, request_status: 'approved', advertisements: 0 }),
      },
    ],
  },
  getAddedProperties: {
    ownership: {
      kind: 'caller',
      requests: (w) => [{ query: { userid: w.a.id, user_id: w.a.id }, ignored: ['userid', 'user_id'] }],
    },
  },
  getProjects: {
    ownership: {
      kind: 'public',
      requests: (w) => [
        { query: { userid: w.a.id }, shows: w.own.approvedProjectSlug },
        { query: { search: w.secret.pendingProject } },
      ],
    },
  },
  getProjectDetail: {
    ownership: {
      kind: 'owned',
      requests: (_w, own) => [{ query: { id: own.pendingProjectId } }, { query: { slug_id: own.pendingProjectSlug } }],
    },
  },
  getAddedProjects: {
    ownership: {
      kind: 'caller',
      requests: (w) => [{ query: { userid: w.a.id, user_id: w.a.id }, ignored: ['userid', 'user_id'] }],
    },
  },
  postProject: {
    ownership: {
      kind: 'owned',
      requests: (w, own) => [
        // The titles A gave them: the owner's same request is a control and changes nothing that matters.
        { body: { ...projectText(w, `${w.secret.pendingProject} hidden residences`), id: own.pendingProjectId } },
        { body: { ...projectText(w, 'Open residences'), id: own.approvedProjectId } },
        // B's own project, naming A's plan, photo and document.
        {
          body: { ...projectText(w, 'B’s residences'), id: w.bs.approvedProjectId, remove_plans: own.projectPlanId },
          refusedWith: [400],
          notTheOwners: true,
        },
        {
          body: {
            ...projectText(w, 'B’s residences'),
            id: w.bs.approvedProjectId,
            'plans[0][id]': own.projectPlanId,
            'plans[0][title]': 'Mine now',
          },
          refusedWith: [400],
          notTheOwners: true,
        },
        {
          body: {
            ...projectText(w, 'B’s residences'),
            id: w.bs.approvedProjectId,
            remove_gallery_images: own.projectImageId,
          },
          refusedWith: [400],
          notTheOwners: true,
        },
        {
          body: {
            ...projectText(w, 'B’s residences'),
            id: w.bs.approvedProjectId,
            remove_documents: own.projectDocumentId,
          },
          refusedWith: [400],
          notTheOwners: true,
        },
      ],
    },
    writes: [
      {
        by: 'b',
        request: (w) => ({ body: { ...projectText(w, 'B’s new residences'), image: picture(w, 'site.jpg') } }),
        stored: (w, _caller, reply) => projectRow(w, dataId(reply)),
        expected: (w) => ({ user_id: w.b.id, request_status: 'pending', status: 0, advertisements: 0 }),
      },
      {
        by: 'b',
        request: (w) => ({ body: { ...projectText(w, 'B’s residences'), id: w.bs.approvedProjectId } }),
        stored: (w) => projectRow(w, w.bs.approvedProjectId),
        // B, no verified agent, retitled a live project: back to review, whatever request_status B sends.
        expected: (w) => ({ user_id: w.b.id, request_status: 'pending', advertisements: 0 }),
      },
    ],
  },

  // ----- Advertising and interest
  storeAdvertisement: {
    ownership: {
      kind: 'owned',
      requests: (_w, own) => [
        { body: { feature_for: 'property', property_id: own.approvedPropertyId, type: 'slider' } },
        { body: { feature_for: 'property', property_id: own.pendingPropertyId, type: 'slider' } },
        { body: { feature_for: 'project', project_id: own.approvedProjectId, type: 'slider' } },
      ],
    },
    writes: [
      {
        by: 'b',
        extras: { status: 'approved' },
        async request(w) {
          // A listing no advertisement features yet, for each request.
          const listing = await w.postProperty(w.b);
          await w.approveProperty(listing.id);
          return { body: { feature_for: 'property', property_id: listing.id, type: 'slider' } };
        },
        stored: (w, _caller, reply) =>
          row(
            w,
            `select user_id, status, start_date > now() - interval '1 minute' as starts_now,
                    end_date < now() + interval '1 year' as ends_within_a_year
               from advertisements where id = $1`,
            [dataId(reply)],
          ),
        expected: (w) => ({ user_id: w.b.id, status: 'pending', starts_now: true, ends_within_a_year: true }),
      },
    ],
  },
  getFeaturedData: {
    ownership: {
      kind: 'caller',
      requests: (w) => [{ query: { user_id: w.a.id, userid: w.a.id }, ignored: ['user_id', 'userid'] }],
    },
  },
  interestedUsers: {
    ownership: {
      kind: 'owned',
      requests: (_w, own) => [
        { body: { property_id: own.pendingPropertyId, type: 1 } },
        { body: { property_id: own.pendingPropertyId } },
      ],
      noOwnerControl: 'interest is for public listings, whoever shows it',
    },
    writes: [
      {
        by: 'b',
        request: (w) => ({ body: { property_id: w.strangersListingId, type: 1 } }),
        stored: (w) =>
          row(
            w,
            'select array_agg(user_id order by user_id) as users from interests where property_id = $1 and user_id in ($2, $3)',
            [w.strangersListingId, w.a.id, w.b.id],
          ),
        expected: (w) => ({ users: [w.a.id, w.b.id].sort((x, y) => x - y) }),
      },
    ],
  },
  getInterestedUsers: {
    ownership: {
      kind: 'owned',
      requests: (_w, own) => [
        { query: { property_id: own.approvedPropertyId } },
        { query: { slug_id: own.approvedPropertySlug } },
        { query: { property_id: own.pendingPropertyId } },
      ],
    },
  },

  // ----- Packages and payment
  getPackage: {
    ownership: { kind: 'caller', requests: (w) => [{ query: { user_id: w.a.id }, ignored: ['user_id'] }] },
  },
  assignPackage: {
    ownership: {
      kind: 'caller',
      spare: true,
      requests: (w) => [{ body: { package_id: w.packages.free, user_id: w.a.id, userid: w.a.id } }],
    },
    writes: [
      {
        by: 'spare',
        takes: ['package_id'],
        request: (w) => ({ body: { package_id: w.packages.free } }),
        stored: (w, caller) =>
          row(
            w,
            `select up.user_id, up.package_id, up.start_date > now() - interval '1 minute' as starts_now,
                    up.end_date < now() + interval '31 days' as ends_with_the_package,
                    (select array_agg(l.total_limit order by l.feature_id) from user_package_limits l where l.user_package_id = up.id)
                      as limits,
                    (select array_agg(case when pf.limit_type = 'unlimited' then null else pf."limit" end order by pf.feature_id)
                       from package_features pf where pf.package_id = up.package_id) as package_limits
               from user_packages up where up.user_id = $1 and up.package_id = $2`,
            [callerOf(caller).id, w.packages.free],
          ).then(({ limits, package_limits, ...rest }) => ({
            ...rest,
            limits_are_the_package_s: JSON.stringify(limits) === JSON.stringify(package_limits),
          })),
        expected: (w, caller) => ({
          user_id: callerOf(caller).id,
          package_id: w.packages.free,
          starts_now: true,
          ends_with_the_package: true,
          limits_are_the_package_s: true,
        }),
      },
    ],
  },
  checkPackageLimit: {
    ownership: {
      kind: 'caller',
      requests: (w) => [{ query: { type: 'project_access', user_id: w.a.id }, ignored: ['user_id'] }],
    },
  },
  getPaymentSettings: { ownership: { kind: 'public', requests: () => [{}] } },
  getPaymentDetails: {
    ownership: { kind: 'caller', requests: (w) => [{ query: { user_id: w.a.id }, ignored: ['user_id'] }] },
  },
  paypal: {
    ownership: {
      kind: 'caller',
      requests: (w) => [
        { query: { package_id: w.packages.paid, user_id: w.a.id, payment_transaction_id: w.own.paymentTransactionId } },
      ],
    },
    writes: [paymentStart('paypal', (w) => ({ query: { package_id: w.packages.paid } }))],
  },
  flutterwave: {
    ownership: {
      kind: 'caller',
      requests: (w) => [
        { body: { package_id: w.packages.paid, user_id: w.a.id, payment_transaction_id: w.own.paymentTransactionId } },
      ],
    },
    writes: [paymentStart('flutterwave', (w) => ({ body: { package_id: w.packages.paid } }))],
  },
  createPaymentIntent: {
    ownership: {
      kind: 'caller',
      requests: (w) => [
        { body: { package_id: w.packages.paid, user_id: w.a.id, payment_transaction_id: w.own.paymentTransactionId } },
      ],
    },
    writes: [paymentStart('stripe', (w) => ({ body: { package_id: w.packages.paid, platform_type: 'web' } }))],
  },
  paymentTransactionFail: {
    ownership: {
      kind: 'owned',
      requests: (_w, own) => [{ body: { payment_transaction_id: own.paymentTransactionId } }],
    },
    writes: [
      {
        by: 'b',
        extras: { status: 'success' },
        async request(w) {
          const checkout = await w.t.post(
            '/api/payment-checkout',
            { package_id: w.packages.paid, provider: 'sandbox' },
            w.b.token,
          );
          return { body: { payment_transaction_id: checkout.body.data.payment_transaction_id } };
        },
        stored: (w, _caller, reply) =>
          row(
            w,
            'select user_id, status, failure_reason, amount::float8 as amount from payment_transactions where id = $1',
            [dataId(reply)],
          ),
        expected: (w) => ({ user_id: w.b.id, status: 'failed', failure_reason: 'reported', amount: 19.99 }),
      },
    ],
  },
  getPaymentTransaction: {
    ownership: {
      kind: 'owned',
      requests: (_w, own) => [{ query: { payment_transaction_id: own.paymentTransactionId } }],
    },
  },
  paymentCheckout: {
    ownership: {
      kind: 'caller',
      requests: (w) => [
        {
          body: {
            package_id: w.packages.paid,
            provider: 'sandbox',
            user_id: w.a.id,
            payment_transaction_id: w.own.paymentTransactionId,
          },
        },
      ],
    },
    writes: [paymentStart('sandbox', (w) => ({ body: { package_id: w.packages.paid, provider: 'sandbox' } }))],
  },
  initiateBankTransfer: {
    ownership: {
      kind: 'caller',
      requests: (w) => [
        {
          body: {
            package_id: w.packages.paid,
            user_id: w.a.id,
            payment_transaction_id: w.own.bankTransferId,
            file: picture(w, 'receipt.jpg'),
          },
        },
      ],
    },
    writes: [
      {
        by: 'b',
        takes: ['package_id'],
        fieldLimit: 5,
        extras: { status: 'success', reject_reason: 'none', receipt_key: 'receipts/forged.pdf' },
        request: (w) => ({ body: { package_id: w.packages.paid, file: picture(w, 'receipt.jpg') } }),
        stored: (w, _caller, reply) =>
          row(
            w,
            `select t.user_id, t.status, t.provider, t.amount::float8 as amount, t.reject_reason,
                    t.receipt_key like 'receipts/%' as private_receipt,
                    (select count(*)::int from user_packages up where up.payment_transaction_id = t.id) as granted
               from payment_transactions t where t.id = $1`,
            [dataId(reply)],
          ),
        expected: (w) => ({
          user_id: w.b.id,
          status: 'review',
          provider: 'bank_transfer',
          amount: 19.99,
          reject_reason: null,
          private_receipt: true,
          granted: 0,
        }),
      },
    ],
  },
  uploadBankReceiptFile: {
    ownership: {
      kind: 'owned',
      requests: (w, own) => [{ body: { payment_transaction_id: own.bankTransferId, file: picture(w, 'receipt.jpg') } }],
    },
    writes: [
      {
        by: 'b',
        fieldLimit: 5,
        extras: { status: 'success', reject_reason: 'none', receipt_key: 'receipts/forged.pdf' },
        async request(w) {
          const started = await w.t.post(
            '/api/initiate-bank-transfer',
            multipartBody({ package_id: String(w.packages.paid), file: picture(w, 'receipt.jpg') }),
            w.b.token,
          );
          return { body: { payment_transaction_id: started.body.data.id, file: picture(w, 'receipt.jpg') } };
        },
        stored: (w, _caller, reply) =>
          row(
            w,
            `select t.user_id, t.status, t.reject_reason, t.receipt_key like 'receipts/%' as private_receipt,
                    (select count(*)::int from user_packages up where up.payment_transaction_id = t.id) as granted
               from payment_transactions t where t.id = $1`,
            [dataId(reply)],
          ),
        expected: (w) => ({
          user_id: w.b.id,
          status: 'review',
          reject_reason: null,
          private_receipt: true,
          granted: 0,
        }),
      },
    ],
  },
  getBankReceiptFile: {
    ownership: {
      kind: 'owned',
      requests: (_w, own) => [{ query: { payment_transaction_id: own.bankTransferId } }],
    },
  },
  getUserPackages: {
    ownership: {
      kind: 'caller',
      requests: (w) => [{ query: { user_id: w.a.id, id: w.own.userPackageId }, ignored: ['user_id', 'id'] }],
    },
  },

  // ----- Chat and notifications
  getNotificationList: {
    ownership: { kind: 'caller', requests: (w) => [{ query: { user_id: w.a.id }, ignored: ['user_id'] }] },
  },
  getChats: {
    ownership: {
      kind: 'caller',
      requests: (w) => [
        { query: { user_id: w.c.id } },
        { query: { user_id: w.a.id, property_id: w.own.approvedPropertyId } },
      ],
    },
  },
  getMessages: {
    ownership: {
      kind: 'caller',
      // The conversation is the caller's with the person named: B's with C, B's with A.
      requests: (w) => [
        { query: { user_id: w.c.id, property_id: w.own.approvedPropertyId } },
        { query: { user_id: w.a.id, property_id: w.own.approvedPropertyId } },
      ],
    },
  },
  sendMessage: {
    ownership: {
      kind: 'owned',
      requests: (w, own) => [
        // About A's pending listing: hidden from B, so no chat about it either, whoever receives it.
        { body: { receiver_id: w.c.id, property_id: own.pendingPropertyId, message: 'About this one?' } },
        {
          body: { receiver_id: w.a.id, property_id: own.pendingPropertyId, message: 'About this one?' },
          notTheOwners: true,
        },
        // About A's public listing, but to someone who is not its owner.
        {
          body: { receiver_id: w.c.id, property_id: own.approvedPropertyId, message: 'Psst' },
          refusedWith: [403],
          notTheOwners: true,
        },
      ],
    },
    writes: [
      {
        by: 'b',
        fieldLimit: 20,
        request: (w) => ({ body: { receiver_id: w.c.id, message: 'Is it still available?' } }),
        stored: (w, _caller, reply) =>
          row(w, 'select sender_id, receiver_id, to_admin, is_read, deleted_at from chat_messages where id = $1', [
            dataId(reply),
          ]),
        expected: (w) => ({
          sender_id: w.b.id,
          receiver_id: w.c.id,
          to_admin: false,
          is_read: false,
          deleted_at: null,
        }),
      },
    ],
  },
  deleteChatMessage: {
    ownership: {
      kind: 'owned',
      fresh: async (w) => ({
        messageToC: await w.sendMessage(w.a, { receiver_id: String(w.c.id), message: `${w.secret.chat} to take back` }),
      }),
      requests: (_w, own) => [
        { body: { message_id: own.messageToC } },
        // C's message to A: in a conversation B is not part of (and not A's to take back either).
        { body: { message_id: own.messageFromC }, notTheOwners: true },
      ],
    },
    writes: { none: 'takes back the caller’s own message: nothing is stored' },
  },
  blockUser: {
    ownership: { kind: 'caller', requests: (w) => [{ body: { to_user_id: w.a.id, reason: 'B blocks A' } }] },
    writes: [
      {
        by: 'spare',
        request: (w) => ({ body: { to_user_id: w.c.id, reason: 'spam' } }),
        stored: (w, caller) =>
          row(w, 'select blocker_id, blocked_user_id, to_admin from blocks where blocker_id = $1', [
            callerOf(caller).id,
          ]),
        expected: (w, caller) => ({ blocker_id: callerOf(caller).id, blocked_user_id: w.c.id, to_admin: false }),
      },
    ],
  },
  unblockUser: {
    ownership: {
      kind: 'caller',
      requests: (w) => [
        // Naming the person A blocked lifts nothing of A's: B has no block of them.
        { body: { to_user_id: w.own.blockedUserId }, status: 409 },
        { body: { to_user_id: w.a.id } },
      ],
    },
    writes: { none: 'lifts the caller’s own block: nothing is stored' },
  },
  markChatRead: {
    ownership: {
      kind: 'caller',
      // C's message to A stays unread: B's conversation with C has nothing for B.
      requests: (w) => [
        { body: { user_id: w.c.id, property_id: w.own.approvedPropertyId } },
        { body: { user_id: w.a.id, property_id: w.own.approvedPropertyId } },
      ],
    },
    writes: { none: 'marks the caller’s received messages read: nothing else is taken from the body' },
  },
  revealChatMessage: {
    ownership: {
      kind: 'owned',
      // C's message to A: only A, its receiver, may show it.
      requests: (_w, own) => [{ body: { message_id: own.messageFromC } }],
    },
    writes: { none: 'marks the caller’s received message shown: nothing is taken from the body' },
  },
  reportChat: {
    ownership: {
      kind: 'caller',
      // B never talked with A: there is no conversation of B's to report.
      requests: (w) => [
        { body: { user_id: w.a.id, property_id: w.own.approvedPropertyId, reason: 'spam' }, status: 404 },
      ],
    },
    writes: [
      {
        by: 'spare',
        takes: ['user_id'],
        request: async (w, caller) => {
          await w.sendMessage(callerOf(caller), { receiver_id: String(w.c.id), message: 'Is it still free?' });
          return { body: { user_id: w.c.id, reason: 'scam', details: 'asked for a deposit' } };
        },
        stored: (w, caller) =>
          row(w, 'select reporter_id, reported_id, decision, decided_by from chat_reports where reporter_id = $1', [
            callerOf(caller).id,
          ]),
        expected: (w, caller) => ({
          reporter_id: callerOf(caller).id,
          reported_id: w.c.id,
          decision: null,
          decided_by: null,
        }),
      },
    ],
  },
  getChatFile: {
    ownership: {
      kind: 'owned',
      // B names A's picture by its message and name (a link's parts), with no token or a forged
      // one: B is no side of that conversation. (A visitor and an admin: ownership.test.ts.)
      requests: (_w, own) => [
        { query: { message_id: own.chatFile.messageId, file: own.chatFile.file } },
        {
          query: { message_id: own.chatFile.messageId, file: own.chatFile.file, token: forgedLinkToken(own.chatFile) },
        },
      ],
    },
  },
  markNotificationsRead: {
    ownership: {
      kind: 'caller',
      requests: (w) => [{ body: { user_id: w.a.id, userid: w.a.id, id: w.own.notificationId } }],
    },
    writes: { none: 'moves the caller’s own read marker to now: nothing is taken from the body' },
  },

  // ----- Saved searches
  saveSearch: {
    ownership: {
      kind: 'caller',
      requests: (w) => [{ body: { user_id: w.a.id, userid: w.a.id, name: 'Mine', filters: { city: 'Leeds' } } }],
    },
    writes: [
      {
        by: 'b',
        request: () => ({
          body: { name: 'B’s search', frequency: 'weekly', filters: JSON.stringify({ city: 'Leeds' }) },
        }),
        stored: (w) =>
          row(
            w,
            `select user_id, name, paused_at is null as active from saved_searches where user_id = $1 and name = 'B’s search'`,
            [w.b.id],
          ),
        expected: (w) => ({ user_id: w.b.id, name: 'B’s search', active: true }),
      },
    ],
  },
  getSavedSearches: {
    ownership: { kind: 'caller', requests: (w) => [{ query: { user_id: w.a.id }, ignored: ['user_id'] }] },
  },
  updateSavedSearch: {
    ownership: {
      kind: 'owned',
      requests: (_w, own) => [
        { body: { saved_search_id: own.savedSearchId, name: 'Taken over' } },
        { body: { saved_search_id: own.savedSearchId, paused: '1' } },
      ],
    },
    writes: { none: 'changes the name, frequency or pause of the caller’s own search, found by id and owner' },
  },
  deleteSavedSearch: {
    ownership: {
      kind: 'owned',
      requests: (_w, own) => [{ body: { saved_search_id: own.savedSearchId } }],
      noOwnerControl:
        'deleting is checked by the owner’s own request in saved-searches tests; here it would remove the object',
    },
    writes: { none: 'deletes the caller’s own search: nothing is stored' },
  },
  unsubscribeSavedSearch: {
    ownership: {
      kind: 'owned',
      requests: (_w, own) => [{ query: { token: `${own.savedSearchId}.${'A'.repeat(43)}` }, refusedWith: [400] }],
      noOwnerControl:
        'the token is the key, not the caller: a forged one is refused for the owner too (saved-searches tests)',
    },
    writes: { none: 'pauses the search a server-signed token names: a forged token is refused and nothing is stored' },
  },

  // ----- Personalisation and verification
  storePersonalisedFields: {
    ownership: {
      kind: 'caller',
      requests: (w) => [
        { body: { user_id: w.a.id, userid: w.a.id, city: 'Leeds', category_ids: String(w.categories.house) } },
      ],
    },
    writes: [
      {
        by: 'b',
        request: (w) => ({ body: { city: 'Leeds', category_ids: String(w.categories.house) } }),
        stored: (w) => row(w, 'select user_id, city from personalised_fields where user_id = $1', [w.b.id]),
        expected: (w) => ({ user_id: w.b.id, city: 'Leeds' }),
      },
    ],
  },
  getPersonalisedFields: {
    ownership: { kind: 'caller', requests: (w) => [{ query: { user_id: w.a.id }, ignored: ['user_id'] }] },
  },
  deletePersonalisedFields: {
    ownership: { kind: 'caller', requests: (w) => [{ query: { user_id: w.a.id, userid: w.a.id } }] },
    writes: { none: 'forgets the caller’s own preferences: nothing is stored' },
  },
  getUserRecommendation: {
    ownership: { kind: 'caller', requests: (w) => [{ query: { user_id: w.a.id }, ignored: ['user_id'] }] },
  },
  getAgentVerificationFormFields: { ownership: { kind: 'public', requests: () => [{}] } },
  applyAgentVerification: {
    ownership: {
      kind: 'caller',
      spare: true,
      requests: (w) => [{ body: { user_id: w.a.id, userid: w.a.id, form_fields: [] }, status: 400 }],
    },
    writes: [
      {
        by: 'spare',
        async request(w) {
          return { body: await w.verificationForm() };
        },
        stored: (w, caller) =>
          row(
            w,
            `select u.verification_status, u.role, r.status as request_status, r.user_id as request_user
               from users u join verification_requests r on r.user_id = u.id where u.id = $1`,
            [callerOf(caller).id],
          ),
        expected: (_w, caller) => ({
          verification_status: 'pending',
          role: 'user',
          request_status: 'pending',
          request_user: callerOf(caller).id,
        }),
      },
    ],
  },
  getAgentVerificationFormValues: {
    ownership: { kind: 'caller', requests: (w) => [{ query: { user_id: w.a.id }, ignored: ['user_id'] }] },
  },
  getVerificationDocument: {
    ownership: { kind: 'owned', requests: (_w, own) => [{ query: { file: own.verificationDocument } }] },
  },
  mortgageCalculator: {
    ownership: {
      kind: 'public',
      requests: () => [
        { query: { loan_amount: 300000, down_payment: 60000, interest_rate: 4.5, loan_term_years: 25 } },
      ],
    },
  },
  getFilterData: { ownership: { kind: 'public', requests: () => [{}] } },

  // ----- Home page and search as newer clients load them
  homepageSections: { ownership: { kind: 'public', requests: () => [{}] } },
  homepagePropertySections: { ownership: { kind: 'public', requests: () => [{}] } },
  homepageProjectSections: { ownership: { kind: 'public', requests: () => [{}] } },
  homepageOtherSections: { ownership: { kind: 'public', requests: () => [{}] } },
  homepagePropertiesOnMap: { ownership: { kind: 'public', requests: () => [{}] } },
  homepagePropertiesByCity: { ownership: { kind: 'public', requests: () => [{}] } },
  adBanners: { ownership: { kind: 'public', requests: () => [{}] } },
  aboutUs: { ownership: { kind: 'public', requests: () => [{}] } },
  privacyPolicy: { ownership: { kind: 'public', requests: () => [{}] } },
  termsConditions: { ownership: { kind: 'public', requests: () => [{}] } },
  propertyAdvanceFilterData: { ownership: { kind: 'public', requests: () => [{}] } },

  // ----- Virtual tours
  createTour: {
    ownership: {
      kind: 'owned',
      requests: (w, own) => [
        { body: tourBody(w.secret.tour, own.pendingPropertyId, own.panoramaUrl) },
        { body: tourBody(w.secret.tour, own.approvedPropertyId, own.panoramaUrl) },
        // B's own listing with A's panorama: not one of this property's pictures.
        { body: tourBody('B’s tour', w.bs.pendingPropertyId, own.panoramaUrl), refusedWith: [400], notTheOwners: true },
      ],
    },
    writes: [
      {
        by: 'b',
        request: (w) => ({ body: tourBody('B’s tour', w.bs.pendingPropertyId, w.bs.panoramaUrl) }),
        stored: (w, _caller, reply) =>
          row(
            w,
            'select t.property_id, p.user_id from virtual_tours t join properties p on p.id = t.property_id where t.id = $1',
            [dataId(reply)],
          ),
        expected: (w) => ({ property_id: w.bs.pendingPropertyId, user_id: w.b.id }),
      },
    ],
  },
  getDraftTour: {
    ownership: { kind: 'owned', requests: (_w, own) => [{ query: { property_id: own.pendingPropertyId } }] },
  },
  getPriceHistory: {
    ownership: { kind: 'owned', requests: (_w, own) => [{ query: { property_id: own.pendingPropertyId } }] },
  },
  uploadPanorama: {
    ownership: {
      kind: 'owned',
      requests: (w, own) => [
        { body: { property_id: own.pendingPropertyId, panorama: picture(w, 'room.jpg') } },
        { body: { property_id: own.approvedPropertyId, panorama: picture(w, 'room.jpg') } },
      ],
    },
    writes: [
      {
        by: 'b',
        fieldLimit: 5,
        request: (w) => ({ body: { property_id: w.bs.pendingPropertyId, panorama: picture(w, 'room.jpg') } }),
        stored: (w) =>
          row(
            w,
            `select p.property_id, u.user_id from tour_panoramas p join properties u on u.id = p.property_id
              where p.id = (select max(id) from tour_panoramas)`,
            [],
          ),
        expected: (w) => ({ property_id: w.bs.pendingPropertyId, user_id: w.b.id }),
      },
    ],
  },

  // ----- Admin
  adminListUsers: { ownership: { kind: 'admin' } },
  adminDeactivateUser: { ownership: { kind: 'admin' } },
  adminReactivateUser: { ownership: { kind: 'admin' } },
  adminMakeAdmin: { ownership: { kind: 'admin' } },
  adminSetUserRole: { ownership: { kind: 'admin' } },
  adminListVerifications: { ownership: { kind: 'admin' } },
  adminApproveVerification: { ownership: { kind: 'admin' } },
  adminRejectVerification: { ownership: { kind: 'admin' } },
  adminPendingProperties: { ownership: { kind: 'admin' } },
  adminApproveProperty: { ownership: { kind: 'admin' } },
  adminRejectProperty: { ownership: { kind: 'admin' } },
  adminPendingProjects: { ownership: { kind: 'admin' } },
  adminEnableProject: { ownership: { kind: 'admin' } },
  adminRejectProject: { ownership: { kind: 'admin' } },
  adminPendingAdvertisements: { ownership: { kind: 'admin' } },
  adminApproveAdvertisement: { ownership: { kind: 'admin' } },
  adminRejectAdvertisement: { ownership: { kind: 'admin' } },
  adminListingReports: { ownership: { kind: 'admin' } },
  adminDismissReport: { ownership: { kind: 'admin' } },
  adminUpholdReport: { ownership: { kind: 'admin' } },
  adminClaimReview: { ownership: { kind: 'admin' } },
  adminReleaseReview: { ownership: { kind: 'admin' } },
  adminDecisions: { ownership: { kind: 'admin' } },
  adminListingEdits: { ownership: { kind: 'admin' } },
  adminOverview: { ownership: { kind: 'admin' } },
  adminOperatorActions: { ownership: { kind: 'admin' } },
  adminOperatorActionsExport: { ownership: { kind: 'admin' } },
  adminDuplicates: { ownership: { kind: 'admin' } },
  adminConfirmDuplicate: { ownership: { kind: 'admin' } },
  adminDismissDuplicate: { ownership: { kind: 'admin' } },
  adminChatReports: { ownership: { kind: 'admin' } },
  adminBanChatReport: { ownership: { kind: 'admin' } },
  adminDismissChatReport: { ownership: { kind: 'admin' } },
  adminLiftChatBan: { ownership: { kind: 'admin' } },
  adminArticles: { ownership: { kind: 'admin' } },
  adminCreateArticle: { ownership: { kind: 'admin' } },
  adminUpdateArticle: { ownership: { kind: 'admin' } },
  adminPublishArticle: { ownership: { kind: 'admin' } },
  adminArticlePicture: { ownership: { kind: 'admin' } },
  adminDeleteArticle: { ownership: { kind: 'admin' } },
  adminContentPreview: { ownership: { kind: 'admin' } },
  adminFaqs: { ownership: { kind: 'admin' } },
  adminCreateFaq: { ownership: { kind: 'admin' } },
  adminUpdateFaq: { ownership: { kind: 'admin' } },
  adminDeleteFaq: { ownership: { kind: 'admin' } },
  adminSitePages: { ownership: { kind: 'admin' } },
  adminUpdateSitePage: { ownership: { kind: 'admin' } },
  adminBanners: { ownership: { kind: 'admin' } },
  adminAddBanner: { ownership: { kind: 'admin' } },
  adminRemoveBanner: { ownership: { kind: 'admin' } },
  adminSlider: { ownership: { kind: 'admin' } },
  adminAddSlide: { ownership: { kind: 'admin' } },
  adminRemoveSlide: { ownership: { kind: 'admin' } },
  adminCatalogueCategories: { ownership: { kind: 'admin' } },
  adminSaveCategory: { ownership: { kind: 'admin' } },
  adminSetCategoryStatus: { ownership: { kind: 'admin' } },
  adminCatalogueParameters: { ownership: { kind: 'admin' } },
  adminSaveParameter: { ownership: { kind: 'admin' } },
  adminSetParameterStatus: { ownership: { kind: 'admin' } },
  adminCatalogueNearbyPlaces: { ownership: { kind: 'admin' } },
  adminSaveNearbyPlace: { ownership: { kind: 'admin' } },
  adminSetNearbyPlaceStatus: { ownership: { kind: 'admin' } },
  adminCataloguePackages: { ownership: { kind: 'admin' } },
  adminSavePackage: { ownership: { kind: 'admin' } },
  adminSetPackageOnSale: { ownership: { kind: 'admin' } },
  adminPaymentTransactions: { ownership: { kind: 'admin' } },
  adminConfirmBankTransfer: { ownership: { kind: 'admin' } },
  adminRejectBankTransfer: { ownership: { kind: 'admin' } },
  adminNoticeAudience: { ownership: { kind: 'admin' } },
  adminNoticeCities: { ownership: { kind: 'admin' } },
  adminSendNotice: { ownership: { kind: 'admin' } },
  adminNotices: { ownership: { kind: 'admin' } },
  adminSettings: { ownership: { kind: 'admin' } },
  adminUpdateSettings: { ownership: { kind: 'admin' } },
  adminUpdateProviderSettings: { ownership: { kind: 'admin' } },
  adminLanguages: { ownership: { kind: 'admin' } },
  adminAddLanguage: { ownership: { kind: 'admin' } },
  adminUpdateLanguage: { ownership: { kind: 'admin' } },
  adminDeleteLanguage: { ownership: { kind: 'admin' } },
};

// ---------------------------------------------------------------- bodies

const picture = (w: World, filename: string) => ({ filename, content: w.photo, type: 'image/jpeg' });

function tourBody(name: string, propertyId: number, panorama: string) {
  return {
    name,
    property_id: propertyId,
    fullRoomData: { start_room: 'hall', rooms: [{ id: 'hall', name: 'Hall', panorama, hotspots: [] }] },
  };
}

/** A whole property for sale (with its title picture). */
function house(w: World, title: string) {
  return {
    title,
    description: 'Four bright rooms and a garden.',
    category_id: w.categories.house,
    property_type: 'sell',
    price: 450000,
    address: '12 Elm Street',
    city: 'London',
    state: 'England',
    country: 'United Kingdom',
    latitude: 51.5074,
    longitude: -0.1278,
    'parameters[0][parameter_id]': w.parameterIds.Bedrooms!,
    'parameters[0][value]': 4,
    'parameters[1][parameter_id]': w.parameterIds.Bathrooms!,
    'parameters[1][value]': 2,
    'parameters[2][parameter_id]': w.parameterIds['Area (m²)']!,
    'parameters[2][value]': 180,
    title_image: picture(w, 'house.jpg'),
  };
}

/** Every text field a project edit needs (an edit sends the whole project). */
function projectText(w: World, title: string) {
  return {
    title,
    description: 'Sixty apartments by the river.',
    category_id: w.categories.apartment,
    type: 'under_construction',
    location: '5 River Road',
    city: 'Manchester',
    state: 'England',
    country: 'United Kingdom',
    latitude: 53.4808,
    longitude: -2.2426,
  };
}

/** Starting a payment: B's own pending transaction at the package's price, whatever was sent. */
function paymentStart(provider: string, request: (w: World) => CallRequest): Writes {
  return {
    by: 'b',
    takes: ['package_id'],
    extras: { status: 'success' },
    request,
    stored: (w, _caller, reply) =>
      row(
        w,
        `select t.user_id, t.status, t.provider, t.amount::float8 as amount,
                (select count(*)::int from user_packages up where up.payment_transaction_id = t.id) as granted
           from payment_transactions t where t.id = $1`,
        [reply.body.data.payment_transaction_id],
      ),
    expected: (w) => ({ user_id: w.b.id, status: 'pending', provider, amount: 19.99, granted: 0 }),
  };
}
