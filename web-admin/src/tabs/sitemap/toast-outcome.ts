import { toast, type ToastInput } from '../../ui';
import { callFailedToast, type Failure } from './outcomes';

/**
 * What a sitemap action's `mutate` is given: the toast its answer words (`outcome`), or, when
 * the call fails, the failure's toast with the server's words.
 */
export const toastOutcome = <Result>(outcome: (result: Result) => ToastInput, failure: Failure) => ({
  onSuccess: (result: Result) => toast(outcome(result)),
  onError: (error: unknown) => toast(callFailedToast(failure, error)),
});
