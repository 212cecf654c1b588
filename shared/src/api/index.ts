export { ApiError } from './api-error';
export { getApiBase, setApiBase } from './config';
export {
  callApi,
  contentLanguage,
  fetchEnvelope,
  setApiErrorHandler,
  setContentLanguage,
  toQueryString,
} from './dispatcher';
export { fetchPrivateFile } from './private-file';
export type { CallResult, QueryValue, RequestOptions } from './dispatcher';
export { setSessionTokenGetter } from './session-token';
