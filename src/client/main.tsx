import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerServiceWorker } from './lib/offline/register-service-worker';
import { queryClient } from './lib/query-client';
import { Root } from './root';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Public pages arrive pre-rendered (built by src/client/prerender.tsx): hydrate them; every other page renders here.
if (root.hasChildNodes()) hydrateRoot(root, <Root queryClient={queryClient} />);
else createRoot(root).render(<Root queryClient={queryClient} />);

registerServiceWorker();
