/**
 * Open modal layers, topmost last. Everything else in <body> is made inert
 * while a modal is open (no focus, no clicks, hidden from assistive
 * technology), except elements marked `data-ui-live` (the toast region, which
 * must stay reachable with F8 above any dialog). Nested modals work: the login
 * gate opens over an open edit dialog, which stays mounted but inert.
 */
const layers: HTMLElement[] = [];

function apply(): void {
  const top = layers.at(-1);
  for (const element of Array.from(document.body.children)) {
    if (!(element instanceof HTMLElement) || element.hasAttribute('data-ui-live')) continue;
    element.inert = top !== undefined && element !== top;
  }
  document.body.style.overflow = top ? 'hidden' : '';
}

export function pushModalLayer(element: HTMLElement): () => void {
  layers.push(element);
  apply();
  return () => {
    const index = layers.indexOf(element);
    if (index >= 0) layers.splice(index, 1);
    apply();
  };
}

export function isTopModalLayer(element: HTMLElement): boolean {
  return layers.at(-1) === element;
}

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}
