import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { registerMember, signedInPage } from '../support/accounts';
import { ensurePackage } from '../support/listings';

/*
 * A project page shows everyone the project's teaser; the whole project is for its owner, an
 * admin and members whose plan includes project access (docs/SPEC.md §6). The teaser says what
 * opens the rest: signing in for a visitor, a plan for a member without project access.
 */

async function firstProject(request: APIRequestContext) {
  const reply = await (await request.get('/api/get-projects?limit=1')).json();
  return reply.data[0] as { slug_id: string; title: string };
}

async function chooseArabic(page: Page) {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('a visitor sees the teaser, signs in as a member with project access and sees the whole project', async ({
  page,
  request,
}) => {
  const project = await firstProject(request);
  const member = await registerMember(request, 'Project Reader');
  await ensurePackage(request, member.token);

  await page.goto(`/project-details/${project.slug_id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(project.title) }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Floor plans' })).toHaveCount(0);
  const signInCall = page.getByRole('region', { name: 'Sign in to see this project' });
  await signInCall.getByRole('link', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/login\?redirect=/);
  const form = page.getByRole('form', { name: 'Sign in with email and password' });
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password').fill(member.password);
  await form.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(new RegExp(`/project-details/${project.slug_id}$`));
  await expect(page.getByRole('heading', { name: 'Floor plans' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(signInCall).toHaveCount(0);
});

test('a member without project access sees the teaser and "See plans", which leads to the plans', async ({
  browser,
  request,
}) => {
  const project = await firstProject(request);
  const page = await signedInPage(browser, await registerMember(request, 'Plan Seeker'));

  await page.goto(`/project-details/${project.slug_id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Floor plans' })).toHaveCount(0);
  await page
    .getByRole('region', { name: 'Your plan does not include project access' })
    .getByRole('link', { name: 'See plans' })
    .click();

  await expect(page).toHaveURL(/\/subscription-plan$/);
  await expect(page.getByRole('heading', { name: 'Subscription plans' })).toBeVisible();
  await page.context().close();
});

test('in Arabic, the teaser asks in Arabic: sign in for a visitor, a plan for a member', async ({
  browser,
  page,
  request,
}) => {
  const project = await firstProject(request);
  await chooseArabic(page);
  await page.goto(`/project-details/${project.slug_id}`);
  await expect(
    page.getByRole('region', { name: 'سجّل الدخول لعرض هذا المشروع' }).getByRole('link', { name: 'تسجيل الدخول' }),
  ).toBeVisible();

  const memberPage = await signedInPage(browser, await registerMember(request, 'Plan Seeker'));
  await chooseArabic(memberPage);
  await memberPage.goto(`/project-details/${project.slug_id}`);
  await expect(
    memberPage
      .getByRole('region', { name: 'باقتك لا تشمل الوصول إلى المشاريع' })
      .getByRole('link', { name: 'عرض الباقات' }),
  ).toBeVisible();
  await memberPage.context().close();
});
