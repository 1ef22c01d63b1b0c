/**
 * The query keys of one resource, in the shape every tab uses:
 * all ⊃ lists ⊃ list(q), all ⊃ details ⊃ detail(id). Invalidating `all`
 * refreshes everything about the resource; `lists()` every list of it.
 */
export function queryKeys<const TResource extends string>(resource: TResource) {
  const all = [resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <TQuery>(query: TQuery) => [...all, 'list', query] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string | number) => [...all, 'detail', id] as const,
  };
}
