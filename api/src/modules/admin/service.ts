import type { AdminUser, UserRole } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { containsPattern, SqlParams } from '../../db/sql';
import { conflict, notFound } from '../../http/api-error';

interface AdminUserRow extends Omit<AdminUser, 'email' | 'created_at'> {
  email: string | null;
  created_at: Date;
}

const toAdminUser = (row: AdminUserRow): AdminUser => ({
  ...row,
  email: row.email ?? '',
  created_at: row.created_at.toISOString(),
});

const columns = `u.id, u.slug_id, u.name, u.email, u.mobile, u.role, u.is_active, u.verification_status, u.logintype, u.created_at`;

/** A user named by id or e-mail (admin routes and the admin command). */
export type UserTarget = { userId: number } | { email: string };

/** User administration shared by the admin API routes and `pnpm admin`. */
export class AdminService {
  constructor(private readonly deps: Pick<AppDeps, 'db' | 'realtime'>) {}

  async listUsers(query: { search?: string; role?: UserRole; limit: number; offset: number }) {
    const params = new SqlParams();
    const where: string[] = [];
    if (query.search) {
      const pattern = params.add(containsPattern(query.search));
      where.push(
        `(lower(u.name) like ${pattern} or lower(coalesce(u.email, '')) like ${pattern} or u.mobile like ${pattern})`,
      );
    }
    if (query.role) where.push(`u.role = ${params.add(query.role)}`);
    const condition = where.length ? where.join(' and ') : 'true';
    const [counted] = await this.deps.db.query<{ total: number }>(
      `select count(*)::int as total from users u where ${condition}`,
      params.values,
    );
    const rows = await this.deps.db.query<AdminUserRow>(
      `select ${columns} from users u where ${condition} order by u.id
        limit ${params.add(query.limit)} offset ${params.add(query.offset)}`,
      params.values,
    );
    return { data: rows.map(toAdminUser), total: counted?.total ?? 0 };
  }

  async findUser(target: UserTarget): Promise<AdminUser> {
    const [row] =
      'userId' in target
        ? await this.deps.db.query<AdminUserRow>(`select ${columns} from users u where u.id = $1`, [target.userId])
        : await this.deps.db.query<AdminUserRow>(
            `select ${columns} from users u where lower(u.email) = lower($1) and u.email <> ''`,
            [target.email.trim()],
          );
    if (!row) {
      throw notFound(
        'userId' in target ? `There is no user ${target.userId}.` : `There is no user with the email ${target.email}.`,
      );
    }
    return toAdminUser(row);
  }

  /**
   * Deactivates or reactivates an account. A deactivated user's every request answers 401
   * accountDeactivated until reactivated. The last active admin cannot be deactivated.
   */
  async setActive(target: UserTarget, active: boolean, actingAdminId?: number): Promise<AdminUser> {
    const user = await this.findUser(target);
    if (!active && user.id === actingAdminId) throw conflict('You cannot deactivate your own account.');
    if (!active && user.role === 'admin') {
      const [admins] = await this.deps.db.query<{ n: number }>(
        `select count(*)::int as n from users where role = 'admin' and is_active and id <> $1`,
        [user.id],
      );
      if (!admins?.n) throw conflict('This is the only active administrator; make another admin first.');
    }
    await this.deps.db.query('update users set is_active = $2, updated_at = now() where id = $1', [user.id, active]);
    // A deactivated user's open tabs lose their socket now, not at their next HTTP call.
    if (!active) this.deps.realtime.endUser(user.id);
    return this.findUser({ userId: user.id });
  }

  async makeAdmin(target: UserTarget): Promise<AdminUser> {
    const user = await this.findUser(target);
    await this.deps.db.query(`update users set role = 'admin', updated_at = now() where id = $1`, [user.id]);
    return this.findUser({ userId: user.id });
  }
}

/** `user_id` or `email` of an admin request body. */
export const targetOf = (body: { user_id: string; email: string }): UserTarget =>
  body.user_id.trim() ? { userId: Number(body.user_id.trim()) } : { email: body.email.trim() };
