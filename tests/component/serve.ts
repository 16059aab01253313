// Builds the component harness and serves it the way the app is served: the app's static-file
// plugin and its security headers (so a CSP violation fails the test as it would in the app).
// POST /api/answer streams the offline tutor's answer through the app's event-stream helper.
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { build } from 'vite';
import { offlineEngine } from '../../src/server/engine/offline/offline-engine';
import { HttpError } from '../../src/server/http-error';
import { sendReplyStream } from '../../src/server/http/event-stream';
import { clientAppPlugin } from '../../src/server/plugins/client-app';
import { securityHeadersPlugin } from '../../src/server/plugins/security-headers';
import { DEFAULT_SITE_INFO } from '../../src/shared/site-info';

const root = path.join(import.meta.dirname, '../../dist/component-harness');
await build({ configFile: path.join(import.meta.dirname, 'vite.config.ts') });

const NOTES = [
  {
    title: 'Biology notes',
    text:
      'Photosynthesis is the process by which green plants make food from light. Plants take in carbon dioxide from the air through their leaves. ' +
      'Chlorophyll in the leaves captures light energy for photosynthesis. The plant releases oxygen as a by-product of photosynthesis.',
  },
];
// Slow enough for a person (or a test) to press Stop half-way.
const DELTA_MS = Number(process.env.HARNESS_DELTA_MS ?? 250);

/** The engine's deltas, paced; with `fail`, a failure after the first one. */
async function* paced(deltas: AsyncIterable<string>, fail: boolean) {
  for await (const delta of deltas) {
    yield delta;
    if (fail) throw new HttpError(429, 'API limit reached for today.');
    await sleep(DELTA_MS);
  }
}

const app = Fastify();
await app.register(securityHeadersPlugin, { https: false });
app.post<{ Body: { message: string }; Querystring: { fail?: string } }>('/api/answer', async (request, reply) =>
  sendReplyStream(reply, {
    tokens: (signal) =>
      paced(
        offlineEngine.tutorReply({ history: [], message: request.body.message, context: NOTES }, { signal }),
        request.query.fail === '1',
      ),
    finish: async (text) => ({ id: 'answer-1', length: text.length }),
  }),
);
await app.register(clientAppPlugin, { root, siteInfo: DEFAULT_SITE_INFO });
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3190) });
