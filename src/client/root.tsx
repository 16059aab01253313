import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { App } from './app';
import { ToastHost } from './components/ui/toast-host';
import { ThemeProvider } from './components/theme-provider';

/**
 * The whole client tree. The browser and the build-time pre-render share it, so a pre-rendered
 * page and the first client render of it are the same markup (hydration keeps the HTML).
 */
export function Root({ queryClient, i18n, ssrPath }: { queryClient: QueryClient; i18n: I18n; ssrPath?: string }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Router ssrPath={ssrPath}>
          <QueryClientProvider client={queryClient}>
            <ThemeProvider>
              <App />
              <ToastHost />
            </ThemeProvider>
          </QueryClientProvider>
        </Router>
      </I18nextProvider>
    </StrictMode>
  );
}
