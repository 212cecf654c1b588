import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

import { MAIL_CATCHER_PORT } from '../../playwright.config';

/** The site's development mail catcher (its own port, on loopback): where codes arrive. */
export const mailCatcherUrl = (to: string) => `http://127.0.0.1:${MAIL_CATCHER_PORT}/?to=${encodeURIComponent(to)}`;

export interface Credentials {
  email: string;
  password: string;
}

/** The seeded accounts (api/src/db/seed/accounts.ts). */
export const demoMember = { email: 'demo@domus.example', password: 'demo123', name: 'Demo User' };
export const admin = { email: 'admin@domus.example', password: 'admin123' };

/**
 * Where a person comes from: an address of their own (198.18.0.0/15, for tests), sent as a proxy
 * would (the e2e site runs with TRUST_PROXY=1). People sign in and register from their own homes;
 * the site's limits per client (sign-ins, codes) are for one client, not for every spec's people.
 */
const clientAddress = () =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * Signs in through the form, as a person does, from an address of their own (as a proxy sends
 * it): the site limits sign-ins per client, and a whole e2e run is many people, not one.
 */
export async function signIn(page: Page, who: Credentials) {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in with email and password' });
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Password').fill(who.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A browser context of its own (its own storage, session and socket), signed in. */
export async function signedInPage(browser: Browser, who: Credentials): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
}

/** Signs in through the API for test set-up; the reply's token and user. */
export async function apiSignIn(request: APIRequestContext, who: Credentials) {
  const reply = await request.post('/api/user_signup', {
    headers: { 'x-forwarded-for': clientAddress() },
    data: { logintype: 3, ...who },
  });
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as { token: string; data: { id: number; name: string } };
}

/** The newest code the mail catcher holds for an address. */
async function codeFor(request: APIRequestContext, to: string) {
  const page = await (await request.get(mailCatcherUrl(to))).text();
  const code = /<pre class="body">[^<]*?\b(\d{6})\b/.exec(page)?.[1];
  expect(code, 'a code in the mail catcher').toBeTruthy();
  return code!;
}

/** Registers a new member through the API (code by e-mail, as the register screen does); signed in. */
export async function registerMember(request: APIRequestContext, name: string) {
  const credentials = {
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@domus.example`,
    password: 'secret-pass-1',
  };
  const headers = { 'x-forwarded-for': clientAddress() };
  expect((await request.get(`/api/get-otp?email=${encodeURIComponent(credentials.email)}`, { headers })).ok()).toBe(
    true,
  );
  const otp = await codeFor(request, credentials.email);
  const verified = await (
    await request.get(`/api/verify-otp?email=${encodeURIComponent(credentials.email)}&otp=${otp}`, { headers })
  ).json();
  const signup = await request.post('/api/user_signup', {
    headers,
    data: { logintype: 3, name, ...credentials, verification_token: verified.data.verification_token },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  return { ...credentials, name, ...((await signup.json()) as { token: string; data: { id: number } }) };
}

/**
 * Completes a registered member's profile as the profile screen does (a phone number confirmed
 * by its code, an address and a picture): what posting a listing asks first.
 */
export async function completeProfile(
  request: APIRequestContext,
  member: { name: string; email: string; token: string },
  picture: Buffer,
) {
  const number = `+35191${String(Date.now()).slice(-7)}`;
  const headers = { 'x-forwarded-for': clientAddress() };
  expect((await request.get(`/api/get-otp?number=${encodeURIComponent(number)}`, { headers })).ok()).toBe(true);
  const otp = await codeFor(request, number);
  const verified = await (
    await request.get(`/api/verify-otp?number=${encodeURIComponent(number)}&otp=${otp}`, { headers })
  ).json();
  const completed = await request.post('/api/update_profile', {
    headers: { Authorization: `Bearer ${member.token}` },
    multipart: {
      name: member.name,
      email: member.email,
      mobile: number,
      mobile_verification_token: verified.data.verification_token,
      address: 'Rua do Porto 1, Lisboa',
      profile: { name: 'profile.png', mimeType: 'image/png', buffer: picture },
    },
  });
  expect(completed.ok(), await completed.text()).toBe(true);
}
