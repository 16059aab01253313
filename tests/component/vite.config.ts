// Builds the component harness: a test-only page, never part of the app's build.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname + '/harness',
  plugins: [react(), tailwindcss()],
  logLevel: 'warn',
  build: {
    outDir: import.meta.dirname + '/../../dist/component-harness',
    emptyOutDir: true,
    sourcemap: false,
  },
});
