export {
  cachedDataAtom,
  domusStore,
  languageAtom,
  restoredAtom,
  rootStateAtom,
  sessionAtom,
  settingsStateAtom,
  startPersistence,
} from './store';
export { PERSIST_KEY, PERSIST_TIMEOUT_MS, persistState, restorePersistedState } from './persistence';
export { endSession, signOut } from './session-end';
export * from './slices';
export { useSessionUser } from './session-user';
