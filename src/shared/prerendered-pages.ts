import { DEFAULT_LANGUAGE, type Language } from './i18n/languages';

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

/** A pre-rendered page's file in a language: English at the top of the folder, another language in its own (`hi/about.html`). */
export function prerenderedFile(name: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? `${PRERENDERED_DIR}/${name}.html` : `${PRERENDERED_DIR}/${language}/${name}.html`;
}

/** The name of index.html (the app without a pre-rendered page) in another language's folder. */
export const APP_SHELL = '_app';
