import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { ToastHost } from './components/ui/toast-host';
import { queryClient } from './lib/query-client';
import { ThemeProvider } from './lib/theme';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <App />
        <ToastHost />
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
