import en from '../../locales/en.json';

/** The `admin` texts in English (locales/en.json): this remote takes no text from the contract. */
export const english = en;
