/** Whom the visitor reaches: an exhibitor, and the product they are looking at, if any. */
export interface ReachTarget {
  exhibitorId: number;
  exhibitorName: string;
  boothCode?: string;
  product?: { id: number; name: string };
}
