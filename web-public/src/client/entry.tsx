import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserDataSource } from '../data/browser-source';
import { createAppRouter } from '../router';

const router = createAppRouter(createBrowserDataSource());

hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
);
