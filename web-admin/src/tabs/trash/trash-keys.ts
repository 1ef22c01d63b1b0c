import { queryKeys } from '../../lib/query-keys';

/** The Trash's query keys (apart from its queries, so that a tab whose delete fills the Trash imports no more than these). */
export const trashKeys = queryKeys('trash');
