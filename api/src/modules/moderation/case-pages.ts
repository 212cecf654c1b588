import type { KeysetPosition } from '@domus/shared/contract';

/** Who decides a case, and through what: the console (an HTTP call) or the admin command. */
export interface Decider {
  id: number;
  via: 'console' | 'command';
}

/**
 * A page of a case list: by keyset (`after`, the cursor of the page before) for the console, by
 * offset for the admin commands; `state`: the open cases, the decided ones or all of them.
 */
export interface CasePage {
  limit: number;
  state: 'open' | 'decided' | 'all';
  after?: KeysetPosition;
  offset?: number;
}
