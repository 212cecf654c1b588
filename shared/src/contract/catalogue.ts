import type { OperatorRole } from './rules/roles';

/**
 * Every API call of docs/SPEC.md section 7 and the few newer clients add, once: path under /api/, HTTP method and when the
 * bearer credential is sent. `always` calls need a signed-in user, `optional` calls send
 * the token only when there is one, `never` calls never send it.
 * Paths keep the spec's spelling (contct_us, get_simiilar...) because existing clients use it.
 */
export type AuthMode = 'always' | 'optional' | 'never';
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface CallSpec {
  readonly path: string;
  readonly method: HttpMethod;
  readonly auth: AuthMode;
  /**
   * An operator call: `moderator` lets any operator make it (moderators and admins), `admin`
   * admins only. Everyone else gets 403, whatever the client shows.
   */
  readonly role?: OperatorRole;
  /**
   * A sensitive operator action (roles, payment settings and secrets, deleting content,
   * confirming a bank transfer): refused with `reauthentication-required` unless the session
   * proved its holder (sign-in, or confirm-identity) within `identityProofMaxAgeSeconds`.
   */
  readonly sensitive?: boolean;
}

/** How long a proof of identity (sign-in, confirm-identity) lets an operator make sensitive calls. */
export const identityProofMaxAgeSeconds = 600;

const call = (path: string, method: HttpMethod, auth: AuthMode): CallSpec => ({ path, method, auth });
/** An operator call: always signed in, and refused to anyone without the role. */
const operatorCall = (path: string, method: HttpMethod, role: OperatorRole, options: { sensitive?: true } = {}) =>
  ({ path, method, auth: 'always', role, ...options }) satisfies CallSpec;

export const calls = {
  // Account
  webSettings: call('web-settings', 'GET', 'optional'),
  userSignup: call('user_signup', 'POST', 'never'),
  updateProfile: call('update_profile', 'POST', 'always'),
  userRegister: call('user-register', 'POST', 'always'),
  getOtp: call('get-otp', 'GET', 'never'),
  verifyOtp: call('verify-otp', 'GET', 'never'),
  forgotPassword: call('forgot-password', 'GET', 'never'),
  beforeLogout: call('before-logout', 'POST', 'always'),
  deleteUser: call('delete_user', 'POST', 'always'),
  updateFcmToken: call('update-fcm-token', 'POST', 'always'),
  resetPassword: call('reset-password', 'POST', 'never'),
  getDashboardStats: call('dashboard-stats', 'GET', 'always'),

  // Browse
  getCategories: call('get_categories', 'GET', 'never'),
  getProperty: call('get_property', 'GET', 'optional'),
  getPropertyList: call('get-property-list', 'GET', 'optional'),
  getArticles: call('get_articles', 'GET', 'never'),
  getCitiesData: call('get-cities-data', 'GET', 'never'),
  getLanguages: call('get_languages', 'GET', 'never'),
  getFacilities: call('get_facilities', 'GET', 'never'),
  getFacilitiesForFilter: call('get-facilities-for-filter', 'GET', 'always'),
  getNearbyProperties: call('get_nearby_properties', 'GET', 'optional'),
  homepageData: call('homepage-data', 'GET', 'optional'),
  agentList: call('agent-list', 'GET', 'never'),
  agentProperties: call('agent-properties', 'GET', 'optional'),
  faqs: call('faqs', 'GET', 'never'),
  contactUs: call('contct_us', 'POST', 'never'),
  getReportReasons: call('get_report_reasons', 'GET', 'never'),
  addReports: call('add_reports', 'POST', 'always'),
  getLocation: call('get-location', 'GET', 'never'),
  getMapClusters: call('get-map-clusters', 'GET', 'optional'),
  getPriceHistory: call('get-price-history', 'GET', 'optional'),

  // Listings
  addFavourite: call('add_favourite', 'POST', 'always'),
  getFavouriteProperty: call('get_favourite_property', 'GET', 'always'),
  postProperty: call('post_property', 'POST', 'always'),
  updatePostProperty: call('update_post_property', 'POST', 'always'),
  deleteProperty: call('delete_property', 'POST', 'always'),
  deleteProject: call('delete_project', 'POST', 'always'),
  updatePropertyStatus: call('update_property_status', 'POST', 'always'),
  changePropertyStatus: call('change-property-status', 'POST', 'always'),
  changeProjectStatus: call('change-project-status', 'POST', 'always'),
  getAddedProperties: call('get-added-properties', 'GET', 'always'),
  getProjects: call('get-projects', 'GET', 'optional'),
  getProjectDetail: call('get-project-detail', 'GET', 'optional'),
  getAddedProjects: call('get-added-projects', 'GET', 'always'),
  postProject: call('post_project', 'POST', 'always'),
  renewProperty: call('renew-property', 'POST', 'always'),
  renewProject: call('renew-project', 'POST', 'always'),

  // Advertising and interest
  storeAdvertisement: call('store_advertisement', 'POST', 'always'),
  getFeaturedData: call('get-featured-data', 'GET', 'always'),
  interestedUsers: call('interested_users', 'POST', 'always'),
  getInterestedUsers: call('get_interested_users', 'GET', 'always'),

  // Packages and payment
  getPackage: call('get-package', 'GET', 'optional'),
  assignPackage: call('assign_package', 'POST', 'always'),
  checkPackageLimit: call('check-package-limit', 'GET', 'always'),
  getPaymentSettings: call('get_payment_settings', 'GET', 'always'),
  getPaymentDetails: call('get_payment_details', 'GET', 'always'),
  paypal: call('paypal', 'GET', 'always'),
  flutterwave: call('flutterwave', 'POST', 'always'),
  createPaymentIntent: call('create-payment-intent', 'POST', 'always'),
  paymentTransactionFail: call('payment-transaction-fail', 'POST', 'always'),
  getPaymentTransaction: call('get-payment-transaction', 'GET', 'always'),
  paymentCheckout: call('payment-checkout', 'POST', 'always'),
  getUserPackages: call('get-user-packages', 'GET', 'always'),
  /** Buy a package by bank transfer: multipart `package_id` + the receipt `file`; the transaction waits for review. */
  initiateBankTransfer: call('initiate-bank-transfer', 'POST', 'always'),
  /** A new receipt for one's own bank transfer in review or rejected (back to review). */
  uploadBankReceiptFile: call('upload-bank-receipt-file', 'POST', 'always'),
  /** A bank transfer's receipt, for its buyer and operators only (a transaction's receipt_url). */
  getBankReceiptFile: call('bank-receipt-file', 'GET', 'always'),

  // Chat and notifications
  getNotificationList: call('get_notification_list', 'GET', 'always'),
  getChats: call('get_chats', 'GET', 'always'),
  getMessages: call('get_messages', 'GET', 'always'),
  sendMessage: call('send_message', 'POST', 'always'),
  deleteChatMessage: call('delete_chat_message', 'POST', 'always'),
  blockUser: call('block-user', 'POST', 'always'),
  unblockUser: call('unblock-user', 'POST', 'always'),
  markChatRead: call('mark-chat-read', 'POST', 'always'),
  revealChatMessage: call('reveal_chat_message', 'POST', 'always'),
  reportChat: call('report_chat', 'POST', 'always'),
  getChatFile: call('chat-file', 'GET', 'optional'),
  markNotificationsRead: call('mark-notifications-read', 'POST', 'always'),

  // Saved searches with alerts (the unsubscribe link of their e-mails needs no sign-in: a signed token)
  saveSearch: call('save-search', 'POST', 'always'),
  getSavedSearches: call('get-saved-searches', 'GET', 'always'),
  updateSavedSearch: call('update-saved-search', 'POST', 'always'),
  deleteSavedSearch: call('delete-saved-search', 'POST', 'always'),
  unsubscribeSavedSearch: call('saved-search-unsubscribe', 'POST', 'never'),

  // Personalisation and verification
  storePersonalisedFields: call('personalised-fields', 'POST', 'always'),
  getPersonalisedFields: call('personalised-fields', 'GET', 'always'),
  deletePersonalisedFields: call('personalised-fields', 'DELETE', 'always'),
  getUserRecommendation: call('get_user_recommendation', 'GET', 'always'),
  getAgentVerificationFormFields: call('get-agent-verification-form-fields', 'GET', 'always'),
  applyAgentVerification: call('apply-agent-verification', 'POST', 'always'),
  getAgentVerificationFormValues: call('get-agent-verification-form-values', 'GET', 'always'),
  /** A verification document's bytes, for its owner and admins only (the file_url of file answers). */
  getVerificationDocument: call('verification-document', 'GET', 'always'),
  mortgageCalculator: call('mortgage-calculator', 'GET', 'optional'),
  getFilterData: call('get-filter-data', 'GET', 'optional'),

  // Virtual tours (their own API base: web-settings virtual_tours_api_url)
  createTour: call('virtual-tours/create-tour', 'POST', 'always'),
  getDraftTour: call('draft-tours/get', 'GET', 'optional'),
  uploadPanorama: call('virtual-tours/upload-panorama', 'POST', 'always'),

  // Home page and search as newer clients of this API load them (beyond the spec)
  homepageSections: call('homepage/sections-data', 'GET', 'never'),
  homepagePropertySections: call('homepage/property-sections', 'GET', 'optional'),
  homepageProjectSections: call('homepage/project-sections', 'GET', 'optional'),
  homepageOtherSections: call('homepage/other-sections', 'GET', 'optional'),
  homepagePropertiesOnMap: call('homepage/properties-on-map', 'GET', 'optional'),
  homepagePropertiesByCity: call('homepage/properties-by-city', 'GET', 'never'),
  adBanners: call('ad-banners', 'GET', 'optional'),
  // The site's fixed pages, HTML in the reader's language
  aboutUs: call('about-us', 'GET', 'optional'),
  privacyPolicy: call('privacy-policy', 'GET', 'optional'),
  termsConditions: call('terms-conditions', 'GET', 'optional'),
  propertyAdvanceFilterData: call('property-advance-filter-data', 'GET', 'never'),

  /** The signed-in member proves again who they are (password, or a code's verification token). */
  confirmIdentity: call('confirm-identity', 'POST', 'always'),

  // Operators (each call names its role: moderator for any operator, admin for admins alone; 403 to everyone else)
  adminListUsers: operatorCall('admin/users', 'GET', 'moderator'),
  adminDeactivateUser: operatorCall('admin/users/deactivate', 'POST', 'moderator'),
  adminReactivateUser: operatorCall('admin/users/reactivate', 'POST', 'moderator'),
  adminMakeAdmin: operatorCall('admin/users/make-admin', 'POST', 'admin', { sensitive: true }),
  adminSetUserRole: operatorCall('admin/users/role', 'POST', 'admin', { sensitive: true }),
  adminListVerifications: operatorCall('admin/verification-requests', 'GET', 'moderator'),
  adminApproveVerification: operatorCall('admin/verification-requests/approve', 'POST', 'moderator'),
  adminRejectVerification: operatorCall('admin/verification-requests/reject', 'POST', 'moderator'),
  /** Properties waiting for approval, oldest first. */
  adminPendingProperties: operatorCall('admin/properties/pending', 'GET', 'moderator'),
  adminApproveProperty: operatorCall('admin/properties/approve', 'POST', 'moderator'),
  adminRejectProperty: operatorCall('admin/properties/reject', 'POST', 'moderator'),
  adminPendingProjects: operatorCall('admin/projects/pending', 'GET', 'moderator'),
  adminEnableProject: operatorCall('admin/projects/enable', 'POST', 'moderator'),
  adminRejectProject: operatorCall('admin/projects/reject', 'POST', 'moderator'),
  adminPendingAdvertisements: operatorCall('admin/advertisements/pending', 'GET', 'moderator'),
  adminApproveAdvertisement: operatorCall('admin/advertisements/approve', 'POST', 'moderator'),
  adminRejectAdvertisement: operatorCall('admin/advertisements/reject', 'POST', 'moderator'),
  /** Reports of listings: the open ones, or with all=1 the decided ones too. */
  adminListingReports: operatorCall('admin/reports', 'GET', 'moderator'),
  adminDismissReport: operatorCall('admin/reports/dismiss', 'POST', 'moderator'),
  adminUpholdReport: operatorCall('admin/reports/uphold', 'POST', 'moderator'),
  /** Claim an item of a review queue while deciding it (or renew one's claim); others' decisions on it are refused. */
  adminClaimReview: operatorCall('admin/review-claims', 'POST', 'moderator'),
  adminReleaseReview: operatorCall('admin/review-claims/release', 'POST', 'moderator'),
  /** Every decision on listings, projects and advertisements, newest first. */
  adminDecisions: operatorCall('admin/decisions', 'GET', 'moderator'),
  /** Edits of live listings, newest first. */
  adminListingEdits: operatorCall('admin/listing-edits', 'GET', 'moderator'),
  adminOverview: operatorCall('admin/overview', 'GET', 'moderator'),
  adminOperatorActions: operatorCall('admin/operator-actions', 'GET', 'admin'),
  /** The same log as CSV (text/csv, every matching row), for spreadsheets and audits. */
  adminOperatorActionsExport: operatorCall('admin/operator-actions/export', 'GET', 'admin'),
  /** Suspected duplicate listings, newest first by keyset (state=open, or decided). */
  adminDuplicates: operatorCall('admin/duplicates', 'GET', 'moderator'),
  adminConfirmDuplicate: operatorCall('admin/duplicates/confirm', 'POST', 'moderator'),
  adminDismissDuplicate: operatorCall('admin/duplicates/dismiss', 'POST', 'moderator'),
  /** Reported conversations with their last messages, newest first by keyset (state=open, or decided). */
  adminChatReports: operatorCall('admin/chat-reports', 'GET', 'moderator'),
  adminBanChatReport: operatorCall('admin/chat-reports/ban', 'POST', 'moderator'),
  adminDismissChatReport: operatorCall('admin/chat-reports/dismiss', 'POST', 'moderator'),
  adminLiftChatBan: operatorCall('admin/chat-reports/lift', 'POST', 'moderator'),
  // Content: articles, FAQs, the about/privacy/terms pages, banners, the home slider (admins)
  adminArticles: operatorCall('admin/articles', 'GET', 'admin'),
  adminCreateArticle: operatorCall('admin/articles/create', 'POST', 'admin'),
  adminUpdateArticle: operatorCall('admin/articles/update', 'POST', 'admin'),
  adminPublishArticle: operatorCall('admin/articles/publish', 'POST', 'admin'),
  adminArticlePicture: operatorCall('admin/articles/picture', 'POST', 'admin'),
  adminDeleteArticle: operatorCall('admin/articles/delete', 'POST', 'admin', { sensitive: true }),
  adminContentPreview: operatorCall('admin/content/preview', 'POST', 'admin'),
  adminFaqs: operatorCall('admin/faqs', 'GET', 'admin'),
  adminCreateFaq: operatorCall('admin/faqs/create', 'POST', 'admin'),
  adminUpdateFaq: operatorCall('admin/faqs/update', 'POST', 'admin'),
  adminDeleteFaq: operatorCall('admin/faqs/delete', 'POST', 'admin', { sensitive: true }),
  adminSitePages: operatorCall('admin/pages', 'GET', 'admin'),
  adminUpdateSitePage: operatorCall('admin/pages/update', 'POST', 'admin'),
  adminBanners: operatorCall('admin/banners', 'GET', 'admin'),
  adminAddBanner: operatorCall('admin/banners/add', 'POST', 'admin'),
  adminRemoveBanner: operatorCall('admin/banners/remove', 'POST', 'admin', { sensitive: true }),
  adminSlider: operatorCall('admin/slider', 'GET', 'admin'),
  adminAddSlide: operatorCall('admin/slider/add', 'POST', 'admin'),
  adminRemoveSlide: operatorCall('admin/slider/remove', 'POST', 'admin', { sensitive: true }),
  /** The catalogue (admins): categories, their parameters, nearby-place types and packages. */
  adminCatalogueCategories: operatorCall('admin/catalogue/categories', 'GET', 'admin'),
  adminSaveCategory: operatorCall('admin/catalogue/categories/save', 'POST', 'admin'),
  adminSetCategoryStatus: operatorCall('admin/catalogue/categories/status', 'POST', 'admin'),
  adminCatalogueParameters: operatorCall('admin/catalogue/parameters', 'GET', 'admin'),
  adminSaveParameter: operatorCall('admin/catalogue/parameters/save', 'POST', 'admin'),
  adminSetParameterStatus: operatorCall('admin/catalogue/parameters/status', 'POST', 'admin'),
  adminCatalogueNearbyPlaces: operatorCall('admin/catalogue/nearby-places', 'GET', 'admin'),
  adminSaveNearbyPlace: operatorCall('admin/catalogue/nearby-places/save', 'POST', 'admin'),
  adminSetNearbyPlaceStatus: operatorCall('admin/catalogue/nearby-places/status', 'POST', 'admin'),
  adminCataloguePackages: operatorCall('admin/catalogue/packages', 'GET', 'admin'),
  adminSavePackage: operatorCall('admin/catalogue/packages/save', 'POST', 'admin'),
  adminSetPackageOnSale: operatorCall('admin/catalogue/packages/on-sale', 'POST', 'admin'),
  /** Payment transactions, newest first, by status, provider, member e-mail and dates (keyset pages). */
  adminPaymentTransactions: operatorCall('admin/payment-transactions', 'GET', 'admin'),
  /** A bank transfer in review is paid: the package is granted as after an online payment. */
  adminConfirmBankTransfer: operatorCall('admin/payment-transactions/confirm', 'POST', 'admin', { sensitive: true }),
  /** A bank transfer in review is refused with a reason; the buyer may send another receipt. */
  adminRejectBankTransfer: operatorCall('admin/payment-transactions/reject', 'POST', 'admin'),
  /** Notices to everyone or a segment (admins): its recipients counted, the site's cities, sending, the ones sent. */
  adminNoticeAudience: operatorCall('admin/notices/audience', 'GET', 'admin'),
  adminNoticeCities: operatorCall('admin/notices/cities', 'GET', 'admin'),
  adminSendNotice: operatorCall('admin/notices/send', 'POST', 'admin'),
  adminNotices: operatorCall('admin/notices', 'GET', 'admin'),
  /** The Settings screen: every setting, secrets by their last four characters only. */
  adminSettings: operatorCall('admin/settings', 'GET', 'admin'),
  /** The site's name and contact, currency and numbers, default language, map and distances. */
  adminUpdateSettings: operatorCall('admin/settings/update', 'POST', 'admin'),
  /** Mail, SMS and payment providers, their secrets included (write-only). */
  adminUpdateProviderSettings: operatorCall('admin/settings/providers', 'POST', 'admin', { sensitive: true }),
  /** The site's languages with how many texts each has; add one, rename it, give it texts, remove it. */
  adminLanguages: operatorCall('admin/languages', 'GET', 'admin'),
  adminAddLanguage: operatorCall('admin/languages/add', 'POST', 'admin'),
  adminUpdateLanguage: operatorCall('admin/languages/update', 'POST', 'admin'),
  adminDeleteLanguage: operatorCall('admin/languages/delete', 'POST', 'admin', { sensitive: true }),
} as const satisfies Record<string, CallSpec>;

export type CallName = keyof typeof calls;

/**
 * Other paths existing clients use for a call: answered exactly as the call (the API rewrites
 * the path before routing, so limits, validation and replies are the call's own).
 */
export const callAliases: Readonly<Record<string, CallName>> = {
  'contact-us': 'contactUs',
};
