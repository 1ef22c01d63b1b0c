import { it } from 'vitest';

it('passes, but leaves an error nobody handles, so that the run must exit non-zero', async () => {
  void Promise.reject(new Error('unhandled on purpose'));
  await new Promise((resolve) => setTimeout(resolve, 50));
});
