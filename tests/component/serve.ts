// Builds the component harness and serves it the way the app is served: the app's static-file
// plugin and its security headers (so a CSP violation fails the test as it would in the app).
import path from 'node:path';
import Fastify from 'fastify';
import { build } from 'vite';
import { clientAppPlugin } from '../../src/server/plugins/client-app';
import { securityHeadersPlugin } from '../../src/server/plugins/security-headers';

const root = path.join(import.meta.dirname, '../../dist/component-harness');
await build({ configFile: path.join(import.meta.dirname, 'vite.config.ts') });

const app = Fastify();
await app.register(securityHeadersPlugin, { https: false });
await app.register(clientAppPlugin, { root });
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3190) });
