import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadCatalogues } from './i18n/catalogues';
import { startLanguage } from './i18n/language';
import { createI18n } from './i18n/setup';
import { registerServiceWorker } from './lib/offline/register-service-worker';
import { queryClient } from './lib/query-client';
import { Root } from './root';
import './styles.css';

async function start(root: HTMLElement) {
  // The page's language first (its catalogues loaded), so the first render matches the pre-rendered HTML.
  const language = startLanguage();
  const i18n = createI18n(language, await loadCatalogues(language));
  document.documentElement.lang = language;
  const app = <Root queryClient={queryClient} i18n={i18n} />;
  // Public pages arrive pre-rendered (built by src/client/prerender.tsx): hydrate them; every other page renders here.
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);

registerServiceWorker();
