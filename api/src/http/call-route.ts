import type { CallSpec } from '@domus/shared/contract';

/** Method and URL of a catalogue call, relative to the /api prefix: paths live in the catalogue only. */
export const callRoute = (call: CallSpec) => ({ method: call.method, url: `/${call.path}` });
