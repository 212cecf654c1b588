/**
 * Query keys of the member's saved searches. Saving (on /properties and /map), renaming, pausing
 * and deleting all change the one list, so every mutation invalidates `all`.
 */
export const savedSearchKeys = {
  all: ['listings', 'saved-searches'] as const,
  page: (page: number) => ['listings', 'saved-searches', 'page', page] as const,
};
