import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from './app';
import { ToastHost } from './components/ui/toast-host';
import { ThemeProvider } from './components/theme-provider';

/**
 * The whole client tree. The browser and the build-time pre-render share it, so a pre-rendered
 * page and the first client render of it are the same markup (hydration keeps the HTML).
 */
export function Root({ queryClient, ssrPath }: { queryClient: QueryClient; ssrPath?: string }) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            <App />
            <ToastHost />
          </ThemeProvider>
        </QueryClientProvider>
      </Router>
    </StrictMode>
  );
}
