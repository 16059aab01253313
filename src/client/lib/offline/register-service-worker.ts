/**
 * Registers the service worker (/sw.js, built by vite-plugin-pwa) in production builds: the app's
 * shell starts offline and the app can be installed. A new version takes over at the next load.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('workbox-window').then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register());
}
