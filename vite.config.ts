import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_MANIFEST } from './src/shared/offline';

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * The installable app (decision 076): the web app manifest, and a Workbox service worker at /sw.js
 * that precaches the shell (index.html, the JavaScript and CSS) and answers a navigation with that
 * shell only when the network fails. It never caches an API answer. The client registers it
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
