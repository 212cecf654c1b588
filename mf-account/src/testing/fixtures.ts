import type { User } from '@domus/shared/contract';

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

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    userid: 7,
    slug_id: 'ana-sousa',
    name: 'Ana Sousa',
    email: 'ana@example.test',
    mobile: '+351912345678',
    address: 'Rua Augusta 10',
    auth_id: '',
    firebase_id: '',
    logintype: 3,
    type: '',
    profile: '/uploads/users/ana.jpg',
    fcm_id: '',
    latitude: 38.71,
    longitude: -9.14,
    about_me: 'Agent in Lisbon.',
    facebook_id: '',
    twiiter_id: '',
    instagram_id: 'ana.sousa',
    youtube_id: '',
    notification: 1,
    city: 'Lisbon',
    state: 'Lisbon',
    country: 'Portugal',
    isActive: true,
    role: 'user',
    verification_status: 'initial',
    has_password: true,
    created_at: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

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
