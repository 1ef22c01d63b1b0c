/**
 * The error `work` is rejected with, when it is a `type` (an HttpError, say), for a test
 * that reads more of it than `rejects` can (its status and details together). Any other
 * error is thrown on, and a `work` that succeeds fails the test.
 */
export async function rejectionOf<E>(work: Promise<unknown>, type: abstract new (...args: never[]) => E): Promise<E> {
  try {
    await work;
  } catch (err) {
    if (err instanceof type) return err;
    throw err;
  }
  throw new Error(`expected a rejection with a ${type.name}`);
}
