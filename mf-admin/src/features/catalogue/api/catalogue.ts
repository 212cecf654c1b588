import { fetchEnvelope } from '@domus/shared/api';
import type {
  AdminCategory,
  AdminNearbyPlace,
  AdminPackage,
  AdminParameter,
  AdminSavePackageBody,
} from '@domus/shared/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@domus/shared/query';

import type { CatalogueKind } from '../lib/catalogue-kinds';

/** Every list of the Catalogue screen: what any change makes stale. */
export const catalogueKey = ['admin', 'catalogue'] as const;

/** What each list holds. */
export interface CatalogueRows {
  categories: AdminCategory;
  facilities: AdminParameter;
  nearbyPlaces: AdminNearbyPlace;
  packages: AdminPackage;
}

const listCalls = {
  categories: 'adminCatalogueCategories',
  facilities: 'adminCatalogueParameters',
  nearbyPlaces: 'adminCatalogueNearbyPlaces',
  packages: 'adminCataloguePackages',
} as const;

/** admin/catalogue/...: the whole list of one kind (short reference tables), by an optional search. */
export async function listCatalogue<K extends CatalogueKind>(
  kind: K,
  search: string,
  signal?: AbortSignal,
): Promise<CatalogueRows[K][]> {
  const call: (typeof listCalls)[CatalogueKind] = listCalls[kind];
  const reply = await fetchEnvelope(call, { query: { search: search || undefined }, signal });
  return reply.data as CatalogueRows[K][];
}

export const catalogueQueryOptions = <K extends CatalogueKind>(kind: K, search: string) =>
  queryOptions({
    queryKey: [...catalogueKey, kind, search],
    queryFn: ({ signal }) => listCatalogue(kind, search, signal),
    staleTime: 30_000,
  });

export function useCatalogueList<K extends CatalogueKind>(kind: K, search: string) {
  return useQuery({ ...catalogueQueryOptions(kind, search), placeholderData: keepPreviousData });
}

/**
 * After a change: the console's lists, and every public read the site's pages keep (categories,
 * facilities, plans, filters, the home page), so the site shows the change at once. They share
 * the one QueryClient of @domus/shared.
 */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKey }),
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'admin' }),
    ]);
}

/** A category, a facility or a nearby place to save: its form fields and, when chosen, its icon. */
export type CatalogueForm = Record<string, string | string[] | File | undefined>;

const saveCalls = {
  categories: 'adminSaveCategory',
  facilities: 'adminSaveParameter',
  nearbyPlaces: 'adminSaveNearbyPlace',
} as const;

/** The form as a multipart body: lists as repeated `name[]` fields, the icon as a file part. */
function formDataOf(fields: CatalogueForm): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof File) form.append(name, value);
    else if (Array.isArray(value)) for (const item of value) form.append(`${name}[]`, item);
    else form.append(name, value);
  }
  return form;
}

/** Saves a category, a facility (parameter) or a nearby-place type: the row as saved and the API's message. */
export function useSaveCatalogueRow<K extends Exclude<CatalogueKind, 'packages'>>(kind: K) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (fields: CatalogueForm) => {
      const call: (typeof saveCalls)[Exclude<CatalogueKind, 'packages'>] = saveCalls[kind];
      const reply = await fetchEnvelope(call, { body: formDataOf(fields) });
      return { row: reply.data as CatalogueRows[K], message: reply.message };
    },
    onSuccess: refresh,
  });
}

export function useSavePackage() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (body: AdminSavePackageBody) => {
      const reply = await fetchEnvelope('adminSavePackage', { body });
      return { row: reply.data, message: reply.message };
    },
    onSuccess: refresh,
  });
}

const statusCalls = {
  categories: 'adminSetCategoryStatus',
  facilities: 'adminSetParameterStatus',
  nearbyPlaces: 'adminSetNearbyPlaceStatus',
} as const;

export interface StatusChange {
  kind: CatalogueKind;
  id: number;
  /** Activate / put on sale (true), or deactivate / withdraw (false). */
  on: boolean;
}

/** Activates or deactivates a row, or puts a package on sale or withdraws it. */
export function useSetCatalogueStatus() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async ({ kind, id, on }: StatusChange) => {
      const reply =
        kind === 'packages'
          ? await fetchEnvelope('adminSetPackageOnSale', { body: { id, on_sale: on ? 1 : 0 } })
          : await fetchEnvelope(statusCalls[kind], { body: { id, active: on ? 1 : 0 } });
      return reply.message;
    },
    onSuccess: refresh,
  });
}
