// The yardstick of `npm run bench`: a bare Fastify server answering one JSON body from memory,
// what a list route could cost at best. The body comes from the file BENCH_BARE_BODY.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BENCH_BARE_BODY);
const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
