import {
  accountMessages,
  adminUsersCountedUpTo,
  loginTypes,
  type AdminUser,
  type UserRole,
} from '@domus/shared/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { kyselyOf, type TableRow } from '../../db/kysely';
import { containsPattern } from '../../db/sql';
import { normaliseEmail } from '../../auth/otp';
import { hashSecret } from '../../auth/passwords';
import { conflict, forbidden, invalidInput, notFound } from '../../http/api-error';
import { insertUser } from '../accounts/users';
import { recordOperatorAction } from '../operator-log/record';

const columns = [
  'id',
  'slug_id',
  'name',
  'email',
  'mobile',
  'role',
  'is_active',
  'verification_status',
  'logintype',
  'created_at',
] as const;

type AdminUserRow = Omit<TableRow<'users', (typeof columns)[number]>, 'role' | 'verification_status' | 'logintype'> &
  Pick<AdminUser, 'role' | 'verification_status' | 'logintype'>;

const toAdminUser = (row: AdminUserRow): AdminUser => ({
  ...row,
  email: row.email ?? '',
  created_at: row.created_at.toISOString(),
});

const now = sql<Date>`now()`;

/** A user named by id or e-mail (admin routes and the admin command). */
export type UserTarget = { userId: number } | { email: string };

/**
 * The operator who acts in the console. The admin command acts with an admin's rights and no
 * actor: the decision log says such changes came through the command.
 */
export type Actor = { id: number; role: UserRole };

/** Who the decision log names for a change by this actor (or by the command). */
const loggedActor = (actor: Actor | undefined) => ({ actorId: actor?.id, via: actor ? 'console' : 'command' }) as const;

/** An administrator's password: longer than a member's (and than the demo accounts' published ones). */
export const adminPasswordMinLength = 12;

/** User administration shared by the admin API routes and `pnpm admin`. */
export class AdminService {
  constructor(private readonly deps: Pick<AppDeps, 'db' | 'realtime'>) {}

  private selectUsers() {
    return kyselyOf(this.deps.db).selectFrom('users').select(columns).$narrowType<AdminUserRow>();
  }

  /**
   * Users by id, matching the search (part of a name, an e-mail or a phone number) and the role:
   * a keyset page after `cursor` (an id), or the page at `offset`. The matches are counted up to
   * `adminUsersCountedUpTo`, so a page costs the same at a million accounts.
   */
  async listUsers(query: { search?: string; role?: UserRole; limit: number; offset: number; cursor?: string }) {
    const after = query.cursor === undefined ? undefined : Number(query.cursor);
    if (after !== undefined && !(Number.isSafeInteger(after) && after >= 0 && /^\d+$/.test(query.cursor!))) {
      throw invalidInput('cursor must be the next_cursor of a page of this list');
    }
    const matching = kyselyOf(this.deps.db)
      .selectFrom('users')
      .$if(Boolean(query.search), (qb) =>
        qb.where((eb) => {
          const pattern = containsPattern(query.search!);
          return eb.or([
            eb(eb.fn('lower', ['name']), 'like', pattern),
            eb(eb.fn('lower', [eb.fn.coalesce('email', sql.lit<string>(''))]), 'like', pattern),
            eb('mobile', 'like', pattern),
          ]);
        }),
      )
      .$if(Boolean(query.role), (qb) => qb.where('role', '=', query.role!));
    const counted = await kyselyOf(this.deps.db)
      .selectFrom(
        matching
          .select(sql.lit(1).as('one'))
          .limit(adminUsersCountedUpTo + 1)
          .as('m'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await matching
      .select(columns)
      .$narrowType<AdminUserRow>()
      .$if(after !== undefined, (qb) => qb.where('id', '>', after!))
      .orderBy('id')
      .limit(query.limit + 1)
      .$if(after === undefined, (qb) => qb.offset(query.offset))
      .execute();
    const page = rows.slice(0, query.limit);
    const total = Number(counted.n);
    return {
      data: page.map(toAdminUser),
      total: Math.min(total, adminUsersCountedUpTo),
      total_is_capped: total > adminUsersCountedUpTo,
      next_cursor: rows.length > query.limit ? String(page[page.length - 1]!.id) : null,
    };
  }

  async findUser(target: UserTarget): Promise<AdminUser> {
    const row =
      'userId' in target
        ? await this.selectUsers().where('id', '=', target.userId).executeTakeFirst()
        : await this.selectUsers()
            .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(target.email.trim())])))
            .where('email', '<>', '')
            .executeTakeFirst();
    if (!row) {
      throw notFound(
        'userId' in target ? `There is no user ${target.userId}.` : `There is no user with the email ${target.email}.`,
      );
    }
    return toAdminUser(row);
  }

  /** Whether another active admin than this user is left. */
  private async otherActiveAdmins(userId: number): Promise<number> {
    const admins = await kyselyOf(this.deps.db)
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('role', '=', sql.lit<string>('admin'))
      .where('is_active', '=', true)
      .where('id', '<>', userId)
      .executeTakeFirst();
    return admins?.n ?? 0;
  }

  /**
   * Deactivates or reactivates an account. A deactivated user's every request answers 401
   * accountDeactivated until reactivated. The last active admin cannot be deactivated, and a
   * moderator changes members' status only.
   */
  async setActive(target: UserTarget, active: boolean, actor?: Actor): Promise<AdminUser> {
    const user = await this.findUser(target);
    if (actor?.role === 'moderator' && user.role !== 'user') throw forbidden(accountMessages.moderatorsManageMembers);
    if (!active && user.id === actor?.id) throw conflict('You cannot deactivate your own account.');
    if (!active && user.role === 'admin' && !(await this.otherActiveAdmins(user.id))) {
      throw conflict('This is the only active administrator; make another admin first.');
    }
    if (user.is_active === active) return user;
    await this.deps.db.transaction(async (tx) => {
      await kyselyOf(tx)
        .updateTable('users')
        .set({ is_active: active, updated_at: now })
        .where('id', '=', user.id)
        .execute();
      await recordOperatorAction(tx, {
        ...loggedActor(actor),
        action: active ? 'user.reactivate' : 'user.deactivate',
        subjectId: user.id,
        before: { is_active: user.is_active },
        after: { is_active: active },
      });
    });
    // A deactivated user's open tabs lose their socket now, not at their next HTTP call.
    if (!active) this.deps.realtime.endUser(user.id);
    return this.findUser({ userId: user.id });
  }

  /**
   * A new administrator account with a password of its own: how an operator makes the first
   * admin of a production site, which seeds none.
   */
  async createAdmin(input: { email: string; name: string; password: string }): Promise<AdminUser> {
    const email = normaliseEmail(input.email);
    const name = input.name.trim();
    if (!name) throw invalidInput('The admin needs a name (--name).');
    if (input.password.length < adminPasswordMinLength) {
      throw invalidInput(`An admin password needs at least ${adminPasswordMinLength} characters.`);
    }
    const hash = await hashSecret(input.password);
    const created = await this.deps.db.transaction(async (tx) => {
      const taken = await kyselyOf(tx)
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
        .executeTakeFirst();
      if (taken) throw conflict(`There is already a user with the email ${email}: use users:make-admin.`);
      const user = await insertUser(tx, {
        name,
        email,
        mobile: '',
        mobile_verified: false,
        address: '',
        logintype: loginTypes.email,
        type: '',
        profile: '',
        fcm_id: '',
        auth_id: null,
        firebase_id: null,
        password_hash: hash,
      });
      await kyselyOf(tx).updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
      return user.id;
    });
    return this.findUser({ userId: created });
  }

  /**
   * Gives a user a role. Nobody changes their own, and the last active admin stays one. Their
   * open tabs lose their socket, so that they join the rooms of the new role when they reconnect.
   */
  async setRole(target: UserTarget, role: UserRole, actor?: Actor): Promise<AdminUser> {
    const user = await this.findUser(target);
    if (user.role === role) return user;
    if (user.id === actor?.id) throw conflict('You cannot change your own role.');
    if (user.role === 'admin' && user.is_active && !(await this.otherActiveAdmins(user.id))) {
      throw conflict('This is the only active administrator; make another admin first.');
    }
    await this.deps.db.transaction(async (tx) => {
      await kyselyOf(tx).updateTable('users').set({ role, updated_at: now }).where('id', '=', user.id).execute();
      await recordOperatorAction(tx, {
        ...loggedActor(actor),
        action: 'user.role',
        subjectId: user.id,
        before: { role: user.role },
        after: { role },
      });
    });
    this.deps.realtime.endUser(user.id);
    return this.findUser({ userId: user.id });
  }

  makeAdmin(target: UserTarget, actor?: Actor): Promise<AdminUser> {
    return this.setRole(target, 'admin', actor);
  }
}

/** `user_id` or `email` of an admin request body. */
export const targetOf = (body: { user_id: string; email: string }): UserTarget =>
  body.user_id.trim() ? { userId: Number(body.user_id.trim()) } : { email: body.email.trim() };
