/** The IndexNow protocol's rules (indexnow.org/documentation). */
export const maxUrlsPerIndexNowRequest = 10_000;

export interface IndexNowBody {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}

/** Splits URLs into requests of at most `size` (IndexNow takes 10,000 per POST). */
export function inBatches<T>(items: readonly T[], size = maxUrlsPerIndexNowRequest): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** The key file sits at the site root, named after the key: https://example.com/{key}.txt */
export const keyFilePath = (key: string) => `/${key}.txt`;

/** What a search engine's IndexNow endpoint means by each status code. */
export function describeIndexNowStatus(status: number, urlCount: number, keyLocation: string): { success: boolean; message: string } {
  switch (status) {
    case 200:
      return { success: true, message: `IndexNow accepted ${urlCount} URL${urlCount === 1 ? '' : 's'}` };
    case 202:
      return { success: true, message: `IndexNow received ${urlCount} URL${urlCount === 1 ? '' : 's'}; the key is still being validated` };
    case 400:
      return { success: false, message: 'IndexNow answered 400 Bad Request: the submission is not in a valid format' };
    case 403:
      return { success: false, message: `IndexNow answered 403 Forbidden: the key is not valid (the key file ${keyLocation} must be reachable and hold the key)` };
    case 422:
      return { success: false, message: 'IndexNow answered 422 Unprocessable Entity: the URLs do not belong to the host, or the key does not match the protocol' };
    case 429:
      return { success: false, message: 'IndexNow answered 429 Too Many Requests: submissions are too frequent; they will be retried later' };
    default:
      return { success: false, message: `IndexNow answered ${status}` };
  }
}
