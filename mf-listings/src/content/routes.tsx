import { lazyPage } from '@domus/shared/routing';
import { detailPagePrefixes, pagePaths } from '@domus/shared/contract/page-paths';

import { AreaRoutes, prefetchFor, type AreaPages } from '../common/area-routes';

// Every page loads when first visited or when a link to it shows intent (prefetchPage).
const AgentsPage = lazyPage(
  () => import('./features/agents/components/agents-page'),
  (m) => m.AgentsPage,
);
const AgentPage = lazyPage(
  () => import('./features/agents/components/agent-page'),
  (m) => m.AgentPage,
);
const ArticlesPage = lazyPage(
  () => import('./features/articles/components/articles-page'),
  (m) => m.ArticlesPage,
);
const ArticlePage = lazyPage(
  () => import('./features/articles/components/article-page'),
  (m) => m.ArticlePage,
);
const FaqsPage = lazyPage(
  () => import('./features/faqs/components/faqs-page'),
  (m) => m.FaqsPage,
);
const AboutUsPage = lazyPage(
  () => import('./features/site-pages/components/about-us-page'),
  (m) => m.AboutUsPage,
);
const PrivacyPolicyPage = lazyPage(
  () => import('./features/site-pages/components/policy-page'),
  (m) => m.PrivacyPolicyPage,
);
const TermsPage = lazyPage(
  () => import('./features/site-pages/components/policy-page'),
  (m) => m.TermsPage,
);
const ContactUsPage = lazyPage(
  () => import('./features/contact-us/components/contact-us-page'),
  (m) => m.ContactUsPage,
);
const CitiesPage = lazyPage(
  () => import('./features/cities/components/cities-page'),
  (m) => m.CitiesPage,
);

/** The site's content pages; `/agent-details/` and `/article-details/` are the older spellings of the detail paths. */
const content: AreaPages = {
  pages: [
    [pagePaths.agents, AgentsPage],
    [`${detailPagePrefixes.agent}/:slug_id`, AgentPage],
    ['/agent-details/:slug_id', AgentPage],
    [pagePaths.articles, ArticlesPage],
    [`${detailPagePrefixes.article}/:slug_id`, ArticlePage],
    ['/article-details/:slug_id', ArticlePage],
    [pagePaths.faqs, FaqsPage],
    [pagePaths.aboutUs, AboutUsPage],
    [pagePaths.privacyPolicy, PrivacyPolicyPage],
    [pagePaths.termsConditions, TermsPage],
    [pagePaths.contactUs, ContactUsPage],
    [pagePaths.cities, CitiesPage],
  ],
};

/** Loads the code of the page at `pathname` ahead of a visit (the shell calls it when a link shows intent). */
export const prefetchPage = prefetchFor(content);

/** The content pages of mf-listings, at the absolute paths the shell hands to this area. */
export default function ContentRoutes() {
  return <AreaRoutes area={content} />;
}
