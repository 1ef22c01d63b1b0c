import { activationOf } from './changes.js';

/** A city going to the Trash or coming back from it. */
export type TrashMove = 'trashed' | 'restored';

/**
 * How `cities.city.updated` tells a move to or from the Trash
 * (docs/decisions.md, decision 11): to every other service a city in the Trash is a city
 * whose page is not live, so its page goes dark on the way in and lights again on the way
 * out when it was live; `deleted_at` always changed. Every consumer thereby does what it
 * does for a page taken offline and put back: the sitemap unlists and relists it, the
 * caches drop it, the copies keep it (and what the services keep beside it) hidden from
 * the public, so a restore brings all of it back.
 */
export function trashChangeOf(move: TrashMove, pageActive: boolean): { pageActive: boolean; changed: string[]; activation: 'activated' | 'deactivated' | null } {
  const liveBefore = move === 'trashed' ? pageActive : false;
  const liveAfter = move === 'trashed' ? false : pageActive;
  return {
    pageActive: liveAfter,
    changed: liveBefore !== liveAfter ? ['page_active', 'deleted_at'] : ['deleted_at'],
    activation: activationOf(liveBefore, liveAfter),
  };
}
