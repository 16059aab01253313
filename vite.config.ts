import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_MANIFEST, CARD_IMAGE_CACHE } from './src/shared/offline';

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * The installable app (decision 076): the web app manifest, and a Workbox service worker at /sw.js
 * that precaches the shell (index.html, the JavaScript and CSS) and answers a navigation with that
 * shell only when the network fails. The one API answer it caches is a card's image (decision 079),
 * so that the kept review queue shows its pictures offline. The client registers it
 * (src/client/lib/offline/register-service-worker.ts), in production builds only.
 */
const pwa = VitePWA({
  injectRegister: false,
  registerType: 'autoUpdate',
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: [],
  manifest: { ...APP_MANIFEST, icons: [...APP_MANIFEST.icons] },
  workbox: {
    globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', 'favicon.svg', 'theme-init.js', 'icons/*.png'],
    // Pages come from the network while it answers (fresh, pre-rendered, this server's details);
    // only a failed navigation gets the precached shell.
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/index.html' } },
      },
      {
        // A card image's address (src/shared/card-images.ts) never shows other bytes: the cache
        // answers first. Written out here because the worker gets this function as text.
        urlPattern: ({ sameOrigin, url }) =>
          sameOrigin && /^\/api\/card-images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(url.pathname),
        handler: 'CacheFirst',
        method: 'GET',
        options: {
          cacheName: CARD_IMAGE_CACHE.name,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: CARD_IMAGE_CACHE.maxEntries, maxAgeSeconds: CARD_IMAGE_CACHE.maxAgeSeconds, purgeOnQuotaError: true },
        },
      },
    ],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // The largest lazy chunks (the PDF reader, OCR) are fetched when a tool needs them, online.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
