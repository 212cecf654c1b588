/**
 * Client state slices of docs/SPEC.md §3. Each has requested / success / failure transitions that
 * toggle `loading`; the pure functions here are the only way the atoms change.
 */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  mobile?: string;
  profile?: string;
  address?: string;
  slug_id?: string;
  [field: string]: unknown;
}

export interface SessionState {
  data: (SessionUser & { token: string }) | null;
  loading: boolean;
}

export interface LanguageInfo {
  id?: number;
  code: string;
  name: string;
  rtl: boolean | number;
}

export interface LanguageState {
  languages: LanguageInfo[];
  loading: boolean;
  selectedLanguage: string;
  /**
   * The visitor picked `selectedLanguage` themselves; false: it is the site's default language,
   * which they follow when an admin changes it. Absent (kept before this was): chosen unless English.
   */
  chosen?: boolean;
}

/** Whether the visitor picked their language themselves (see LanguageState.chosen). */
export const visitorChoseLanguage = (state: LanguageState) => state.chosen ?? state.selectedLanguage !== 'en';

export interface SettingsState {
  data: Record<string, unknown> | null;
  lastFetch: number | null;
  loading: boolean;
  fcmToken: string | null;
}

export interface CachedDataState {
  loading: boolean;
  lastFetch: number | null;
  categories: unknown[];
  newUserChatData: Record<string, unknown> | null;
  filterData: Record<string, unknown> | null;
  articleCategoryId: number | null;
  sliderDataLength: number;
  isProject: boolean;
  locationData: { latitude: number; longitude: number } | null;
}

export interface PersistedState {
  session: SessionState;
  language: LanguageState;
  settings: SettingsState;
  cachedData: CachedDataState;
}

export const initialSession: SessionState = { data: null, loading: false };
export const initialLanguage: LanguageState = { languages: [], loading: false, selectedLanguage: 'en' };
export const initialSettings: SettingsState = { data: null, lastFetch: null, loading: false, fcmToken: null };
export const initialCachedData: CachedDataState = {
  loading: false,
  lastFetch: null,
  categories: [],
  newUserChatData: null,
  filterData: null,
  articleCategoryId: null,
  sliderDataLength: 0,
  isProject: false,
  locationData: null,
};

export const initialState: PersistedState = {
  session: initialSession,
  language: initialLanguage,
  settings: initialSettings,
  cachedData: initialCachedData,
};

export const requested = <S extends { loading: boolean }>(state: S): S => ({ ...state, loading: true });
export const failed = <S extends { loading: boolean }>(state: S): S => ({ ...state, loading: false });

export const sessionTransitions = {
  signupSucceeded: (_: SessionState, data: SessionState['data']): SessionState => ({ data, loading: false }),
  userUpdated: (state: SessionState, user: SessionUser): SessionState =>
    state.data ? { ...state, data: { ...user, token: state.data.token } } : state,
  loggedOut: (): SessionState => initialSession,
};

export const languageTransitions = {
  languagesLoaded: (state: LanguageState, languages: LanguageInfo[]): LanguageState => ({
    ...state,
    languages,
    loading: false,
  }),
  languageChosen: (state: LanguageState, code: string): LanguageState => ({
    ...state,
    selectedLanguage: code,
    chosen: true,
  }),
  /** The site's default language, for a visitor who never chose one. */
  defaultLanguageApplied: (state: LanguageState, code: string): LanguageState => ({
    ...state,
    selectedLanguage: code,
    chosen: false,
  }),
};

export const settingsTransitions = {
  settingsLoaded: (state: SettingsState, data: Record<string, unknown>, now: number): SettingsState => ({
    ...state,
    data,
    lastFetch: now,
    loading: false,
  }),
  fcmTokenSet: (state: SettingsState, fcmToken: string | null): SettingsState => ({ ...state, fcmToken }),
};

export const cachedDataTransitions = {
  categoriesLoaded: (state: CachedDataState, categories: unknown[], now: number): CachedDataState => ({
    ...state,
    categories,
    lastFetch: now,
    loading: false,
  }),
  newChatUserSet: (state: CachedDataState, user: Record<string, unknown>): CachedDataState => ({
    ...state,
    newUserChatData: user,
  }),
  newChatUserRemoved: (state: CachedDataState): CachedDataState => ({ ...state, newUserChatData: null }),
  locationSet: (state: CachedDataState, latitude: number, longitude: number): CachedDataState => ({
    ...state,
    locationData: { latitude, longitude },
  }),
};
