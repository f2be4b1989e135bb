// Produk's hall and category filters: what the menus offer and which exhibitors they keep.
// Apart from the search index (./searchIndex.ts), whose library loads after the first screen:
// the filter menus are drawn with the list.
import { compareText } from '../../lib/text';

export interface CatalogueFilters { hall: string; category: string }

/** In the chosen hall and category ('' for any). */
export const matchesFilters = (item: { hall: string; category: string }, filters: CatalogueFilters) =>
  (filters.hall === '' || item.hall === filters.hall) && (filters.category === '' || item.category === filters.category);

/** Exhibitors in one hall and/or category, in list order (filters without a query). */
export function filterExhibitors<T extends { hall: string; category: string }>(exhibitors: readonly T[], filters: CatalogueFilters): T[] {
  return exhibitors.filter((exhibitor) => matchesFilters(exhibitor, filters));
}

/** The halls and categories a fair has, for the filter menus (sorted, each once). */
export function filterChoices(exhibitors: readonly { hall: string; category: string }[]): { halls: string[]; categories: string[] } {
  const halls = new Set<string>();
  const categories = new Set<string>();
  for (const exhibitor of exhibitors) {
    if (exhibitor.hall) halls.add(exhibitor.hall);
    if (exhibitor.category) categories.add(exhibitor.category);
  }
  const sorted = (set: Set<string>) => [...set].sort(compareText);
  return { halls: sorted(halls), categories: sorted(categories) };
}
