import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-child-logger';

function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { parent: pino({ level }, stream), lines };
}

/** Bindings that count how often a child logger is made from them (pino reads them then). */
function countedBindings(reqId: string) {
  let reads = 0;
  return {
    bindings: {
      get reqId() {
        reads += 1;
        return reqId;
      },
    },
    made: () => reads > 0,
  };
}

const flushed = () => new Promise((resolve) => setImmediate(resolve));

describe("a request's lazy logger", () => {
  it('makes no child while nothing is logged at an enabled level', async () => {
    const { parent, lines } = logger('warn');
    const { bindings, made } = countedBindings('req-1');
    const log = lazyChildLogger(parent, bindings, {});
    log.info('incoming request');
    log.debug({ detail: 1 }, 'hidden');
    await flushed();
    expect(lines).toEqual([]);
    expect(made()).toBe(false);
    expect(log.level).toBe('warn');
  });

  it("logs with the request's bindings once something passes the level", async () => {
    const { parent, lines } = logger('info');
    const { bindings, made } = countedBindings('req-2');
    const log = lazyChildLogger(parent, bindings, {});
    log.info({ statusCode: 200 }, 'request completed');
    log.warn('twice');
    await flushed();
    expect(lines).toMatchObject([
      { reqId: 'req-2', statusCode: 200, msg: 'request completed', level: 30 },
      { reqId: 'req-2', msg: 'twice', level: 40 },
    ]);
    expect(made()).toBe(true);
  });

  it("passes its bindings on to its own children, and a route's level makes a real child at once", async () => {
    const { parent, lines } = logger('info');
    lazyChildLogger(parent, { reqId: 'req-3' }, {}).child({ job: 'ocr' }).error('failed');
    const quiet = lazyChildLogger(parent, { reqId: 'req-4' }, { level: 'error' });
    quiet.warn('not shown');
    expect(quiet.level).toBe('error');
    await flushed();
    expect(lines).toMatchObject([{ reqId: 'req-3', job: 'ocr', msg: 'failed', level: 50 }]);
    expect(lines).toHaveLength(1);
  });
});
