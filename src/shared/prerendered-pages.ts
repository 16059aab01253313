/**
 * The public pages rendered to HTML at build time (path → file name under dist/client/prerendered).
 * They need no signed-in state to show, so the first paint needs no JavaScript; the client hydrates them.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'index',
  '/about': 'about',
  '/contact': 'contact',
  '/terms-of-service': 'terms-of-service',
  '/privacy-policy': 'privacy-policy',
  '/refund-policy': 'refund-policy',
  '/shipping-policy': 'shipping-policy',
};

export const PRERENDERED_DIR = 'prerendered';
