import { consumerTask, type Task } from '@local-seo/service-kit';
import type { Context } from '../data/db.js';
import { subscribePageChanges } from './consumers.js';

/** Everything the sitemap service listens to, in one list: the changes of the pages it lists. */
export function sitemapSubscriptions(ctx: Context): Task[] {
  return [consumerTask(() => subscribePageChanges(ctx))];
}
