// Entry of a parsing thread (parse-pool.ts): serveJobs cuts the thread off the network before the
// parsers load.
import { serveJobs } from '../../threads/serve-jobs';

await serveJobs(async () => (await import('./parse-jobs')).runParseJob);
