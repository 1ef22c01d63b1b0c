import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** A resource's keys (queryKeys(...)): a change to it makes every query of it stale. */
interface ResourceKeys {
  all: readonly unknown[];
}

/** What a write changed: the resources whose every query is read again, or a function of the tab that marks them. */
export type Changed = readonly ResourceKeys[] | ((queryClient: QueryClient) => Promise<unknown>);

/** Marks every query of the resources stale: the ones shown load again. */
const invalidateResources = (queryClient: QueryClient, resources: readonly ResourceKeys[]) =>
  Promise.all(resources.map((keys) => queryClient.invalidateQueries({ queryKey: keys.all })));

/** A tab's write: once it succeeds, what it changed is read again, and the mutation settles after that. */
export function useWriteMutation<TInput, TResult>(write: (input: TInput) => Promise<TResult>, changed: Changed) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => (typeof changed === 'function' ? changed(queryClient) : invalidateResources(queryClient, changed)),
  });
}
