import { useEffect } from 'react';
import { useBrandName } from '../lib/site';

/** The window title: '{page} · {brand} Admin', or '{brand} Admin' without a page. */
export function useDocumentTitle(page?: string): void {
  const brand = useBrandName();
  useEffect(() => {
    const app = brand ? `${brand} Admin` : 'Admin';
    document.title = page ? `${page} · ${app}` : app;
  }, [brand, page]);
}
