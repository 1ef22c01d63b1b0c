import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserDataSource } from '../data/browser-source';
import { createAppRouter } from '../router';

const router = createAppRouter(createBrowserDataSource());

// Hydrated as a transition: React works through the page in slices and yields between
// them, instead of one task that blocks input for the whole page (total blocking time,
// bench/README.md "Lighthouse"); a click on a part not hydrated yet hydrates it first.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
});
