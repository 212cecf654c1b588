import { aUser as aSharedUser } from '@domus/shared/testing';
import type { DashboardStats, User } from '@domus/shared/contract';

export const testSettings = {
  company_name: 'Domus',
  currency_symbol: '$',
  number_with_suffix: '0',
  selected_currency_data: { code: 'USD', symbol: '$', name: 'US Dollar' },
  email_password_login: '1',
  number_with_otp_login: '1',
  social_login: '0',
  verification_required_for_user: '0',
};

/** The shared test user, with the profile extras the account screens show. */
export const aUser = (overrides: Partial<User> = {}): User =>
  aSharedUser({ about_me: 'Agent in Lisbon.', instagram_id: 'ana.sousa', ...overrides });

export const signedInReply = (user: User, extras: Record<string, unknown> = {}) => ({
  body: {
    error: false,
    message: 'User logged in successfully',
    data: user,
    token: 'new-token',
    is_new_user: false,
    ...extras,
  },
});

/** A member's dashboard figures with an active package. */
export const aDashboard = (overrides: Partial<DashboardStats> = {}): DashboardStats => ({
  properties_count: 12,
  projects_count: 2,
  total_views: 1530,
  total_favourites: 41,
  advertisements_count: 3,
  active_package: { name: 'Gold', translated_name: 'Ouro', end_date: '2026-12-31T00:00:00.000Z' },
  ...overrides,
});
