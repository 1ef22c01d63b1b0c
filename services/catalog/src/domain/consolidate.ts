import { isEmptyValue } from './merge.js';

/** What consolidation reads of a product. */
export interface ConsolidationCandidate {
  id: number;
  categoryId: number;
  nameKey: string;
  active: boolean;
  showOnAllCities: boolean;
  onBrandSite: boolean;
  ranking: number;
  priority: number;
  /** The fields that may be empty, by name (description, prices, URL...). */
  details: Record<string, string | number | null>;
}

interface MergePlan {
  keep: ConsolidationCandidate;
  removeIds: number[];
  /** The kept product's values after the merge. */
  values: Pick<ConsolidationCandidate, 'active' | 'showOnAllCities' | 'onBrandSite' | 'ranking' | 'priority' | 'details'>;
}

/** How much a record holds: its non-empty details. */
export const richness = (candidate: ConsolidationCandidate) =>
  Object.values(candidate.details).filter((value) => !isEmptyValue(value)).length;

/** Richest first; then active, better ranked, older (lower id). */
function byRichness(a: ConsolidationCandidate, b: ConsolidationCandidate) {
  return richness(b) - richness(a) || Number(b.active) - Number(a.active) || b.ranking - a.ranking || a.id - b.id;
}

/**
 * The products that are the same by the de-duplication rule (same category,
 * same name compared case-insensitively with whitespace collapsed), and how each
 * group merges: the richest record stays and takes the others' links; its empty
 * details are filled from the others (richest first), it stays visible if any was
 * (active, in all cities, on the brand site), with the best ranking and priority.
 */
export function planConsolidation(candidates: readonly ConsolidationCandidate[]): MergePlan[] {
  const groups = new Map<string, ConsolidationCandidate[]>();
  for (const candidate of candidates) {
    const key = `${candidate.categoryId}\u0000${candidate.nameKey}`;
    const group = groups.get(key);
    if (group) group.push(candidate);
    else groups.set(key, [candidate]);
  }
  const plans: MergePlan[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const [keep, ...others] = [...group].sort(byRichness) as [ConsolidationCandidate, ...ConsolidationCandidate[]];
    const details = { ...keep.details };
    for (const other of others) {
      for (const [field, value] of Object.entries(other.details)) {
        if (isEmptyValue(details[field]) && !isEmptyValue(value)) details[field] = value;
      }
    }
    plans.push({
      keep,
      removeIds: others.map((o) => o.id).sort((a, b) => a - b),
      values: {
        active: group.some((c) => c.active),
        showOnAllCities: group.some((c) => c.showOnAllCities),
        onBrandSite: group.some((c) => c.onBrandSite),
        ranking: Math.max(...group.map((c) => c.ranking)),
        priority: Math.min(...group.map((c) => c.priority)),
        details,
      },
    });
  }
  return plans.sort((a, b) => a.keep.id - b.keep.id);
}
