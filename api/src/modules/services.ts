import type { AppDeps } from '../app-deps';
import { AccountService } from './accounts/service';
import { AdminService } from './admin/service';
import { AdvertisementService } from './advertisements/service';
import { CategoryAdministration } from './categories/administration';
import { CategoryService } from './categories/service';
import { ContactService } from './contact/service';
import { EngagementService } from './engagement/service';
import { NearbyPlaceAdministration } from './facilities/administration';
import { ProjectPosting } from './listings/project-posting';
import { PropertyPosting } from './listings/property-posting';
import { ModerationService } from './moderation/service';
import { OperatorLog } from './operator-log/service';
import { OperatorNoticeService } from './operator-notices/service';
import { OperatorOverviewService } from './operator-overview/service';
import { PackageAdministration } from './packages/administration';
import { PackageService } from './packages/service';
import { BankTransferService } from './payments/bank-transfers';
import { PaymentService } from './payments/service';
import { PersonalisationService } from './personalisation/service';
import { PriceHistory } from './price-history/service';
import { ProjectService } from './projects/service';
import { PropertyService } from './properties/service';
import { SavedSearchService } from './saved-searches/service';
import { LanguageAdministration } from './site-settings/languages';
import { SiteSettings } from './site-settings/service';
import { VerificationService } from './verification/service';
import { VirtualTours } from './virtual-tours/service';

/**
 * Every module's service, built once from the app's deps and handed to each other here, in the
 * order they need one another: the routes read them as `app.services` (plugins/app/services.ts),
 * `pnpm admin` gets them for its deps through servicesOf. A service never builds another one.
 */
function createServices(deps: AppDeps) {
  const packages = new PackageService(deps);
  const properties = new PropertyService(deps, packages);
  const projects = new ProjectService(deps, packages);
  const advertisements = new AdvertisementService(deps, packages);
  const moderation = new ModerationService(deps, advertisements);
  const verification = new VerificationService(deps);
  const siteSettings = new SiteSettings(deps);
  // Mail and SMS go through the transports in effect (environment, else Settings).
  deps.accounts.messenger.useTransports(() => siteSettings.transports());
  const payments = new PaymentService(deps, packages, siteSettings);
  return {
    accounts: new AccountService(deps),
    admin: new AdminService(deps),
    advertisements,
    categories: new CategoryService(deps),
    categoryAdministration: new CategoryAdministration(deps),
    contact: new ContactService(deps),
    engagement: new EngagementService(deps, properties),
    languageAdministration: new LanguageAdministration(deps),
    moderation,
    nearbyPlaceAdministration: new NearbyPlaceAdministration(deps),
    operatorLog: new OperatorLog(deps),
    operatorNotices: new OperatorNoticeService(deps),
    operatorOverview: new OperatorOverviewService(deps, moderation, verification),
    packages,
    packageAdministration: new PackageAdministration(deps),
    payments,
    bankTransfers: new BankTransferService(deps, packages, payments),
    personalisation: new PersonalisationService(deps, properties),
    priceHistory: new PriceHistory(deps),
    projectPosting: new ProjectPosting(deps, projects, packages),
    projects,
    properties,
    propertyPosting: new PropertyPosting(deps, properties, packages),
    savedSearches: new SavedSearchService(deps),
    siteSettings,
    verification,
    virtualTours: new VirtualTours(deps, packages),
  };
}

export type Services = ReturnType<typeof createServices>;

const built = new WeakMap<AppDeps, Services>();

/**
 * The services of these deps, built once: the app and each `pnpm admin` command ask for them
 * here, so the mail and SMS transports are wired once, to the one SiteSettings.
 */
export function servicesOf(deps: AppDeps): Services {
  let services = built.get(deps);
  if (!services) {
    services = createServices(deps);
    built.set(deps, services);
  }
  return services;
}
