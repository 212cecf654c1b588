// The contract in one import: each file re-exported whole (what a file exports is public).
// A new file under schemas/ needs its line here (api/src/contract.test.ts fails otherwise).
// tsx runs this package as CommonJS, and its output lists `export *` for Node's CommonJS export
// detection: the API's `import { … }` sees every name.
// Not here: `posted-since` (its own entry point) and the rules the schemas read (`rules/accounts`,
// `rules/packages`).
export * from './catalogue';
export * from './call-schemas';
export * from './rules/pages';
export * from './limits';
export * from './page-paths';
export * from './envelope';

// Request and reply schemas of the calls the API implements, by domain.
export * from './schemas/common';
export * from './schemas/form-fields';
export * from './schemas/categories';
export * from './schemas/properties';
export * from './schemas/projects';
export * from './schemas/settings';
export * from './schemas/cities';
export * from './schemas/homepage';
export * from './schemas/accounts';
export * from './schemas/dashboard';
export * from './schemas/packages';
export * from './schemas/listings';
export * from './schemas/listing-renewals';
export * from './schemas/chat';
export * from './schemas/chat-safety';
export * from './realtime';
export * from './schemas/content';
export * from './schemas/tools';
export * from './schemas/tours';
export * from './schemas/price-history';
export * from './schemas/map';
export * from './schemas/homepage-sections';
export * from './schemas/saved-searches';
