import type { CallSpec } from '@domus/shared/contract';
import { guardFor } from './auth';

/**
 * Method and URL of a catalogue call, relative to the /api prefix: paths live in the catalogue
 * only. Calls whose auth mode is `always` answer 401 to visitors before reading the body.
 */
export const callRoute = (call: CallSpec) => ({ method: call.method, url: `/${call.path}`, ...guardFor(call) });
