import { describe, expect, it } from 'vitest';
import { fairQueue } from './fair-queue';

class Busy extends Error {}
class OwnerBusy extends Error {}

/** A job that ends only when told to, recording when it started. */
function controlledJob(name: string, started: string[]) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve(name);
    fail = reject;
  });
  return {
    job: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(),
    fail: (error: Error) => fail(error),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

function queue(maxJobs = 20, maxJobsPerOwner = 3, reservedForNewcomers = 0) {
  return fairQueue({ maxJobs, maxJobsPerOwner, reservedForNewcomers, busy: () => new Busy(), ownerBusy: () => new OwnerBusy() });
}

describe('fairQueue', () => {
  it('runs one job at a time', async () => {
    const started: string[] = [];
    const q = queue();
    const a = controlledJob('a', started);
    const b = controlledJob('b', started);
    const results = [q.run('ann', a.job), q.run('ben', b.job)];
    await tick();
    expect(started).toEqual(['a']);
    a.finish();
    await tick();
    expect(started).toEqual(['a', 'b']);
    b.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b']);
  });

  it('serves a second user next while the first has many jobs waiting (users take turns)', async () => {
    const started: string[] = [];
    const q = queue(20, 5);
    const jobs = new Map(['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'c1'].map((name) => [name, controlledJob(name, started)]));
    const run = (owner: string, name: string) => q.run(owner, jobs.get(name)!.job);
    const all = [run('ann', 'a1'), run('ann', 'a2'), run('ann', 'a3'), run('ann', 'a4'), run('ben', 'b1'), run('ben', 'b2')];
    await tick();
    // Cara sends hers while Ann's first job runs: she joins the turn order behind Ben.
    all.push(run('cara', 'c1'));
    for (const name of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']) {
      await tick();
      expect(started.at(-1)).toBe(name);
      jobs.get(name)!.finish();
    }
    await Promise.all(all);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
  });

  it('puts a user whose job just ended behind a user who sent one meanwhile', async () => {
    const started: string[] = [];
    const q = queue();
    const a1 = controlledJob('a1', started);
    const a2 = controlledJob('a2', started);
    const b1 = controlledJob('b1', started);
    const all = [q.run('ann', a1.job)];
    await tick();
    all.push(q.run('ann', a2.job), q.run('ben', b1.job));
    a1.finish();
    await tick();
    expect(started).toEqual(['a1', 'b1']);
    b1.finish();
    await tick();
    a2.finish();
    await Promise.all(all);
    expect(started).toEqual(['a1', 'b1', 'a2']);
  });

  it("refuses a user's job past their share at once, leaving other users' room", async () => {
    const started: string[] = [];
    const q = queue(20, 2);
    const jobs = ['a1', 'a2', 'b1'].map((name) => controlledJob(name, started));
    const all = [q.run('ann', jobs[0]!.job), q.run('ann', jobs[1]!.job)];
    expect(() => q.run('ann', () => Promise.resolve('a3'))).toThrow(OwnerBusy);
    all.push(q.run('ben', jobs[2]!.job));
    expect([q.size('ann'), q.size('ben'), q.size()]).toEqual([2, 1, 3]);
    for (const job of jobs) {
      await tick();
      job.finish();
    }
    await Promise.all(all);
    expect(q.size()).toBe(0);
    // The share is free again once the jobs have ended.
    await expect(q.run('ann', () => Promise.resolve('again'))).resolves.toBe('again');
  });

  it('refuses any job once the whole queue is full, and takes jobs again after', async () => {
    const started: string[] = [];
    const q = queue(3, 3);
    const jobs = ['a', 'b', 'c'].map((name) => controlledJob(name, started));
    const all = jobs.map((job, i) => q.run(`user${i}`, job.job));
    expect(() => q.run('dev', () => Promise.resolve('d'))).toThrow(Busy);
    for (const job of jobs) {
      await tick();
      job.finish();
    }
    await Promise.all(all);
    await expect(q.run('dev', () => Promise.resolve('d'))).resolves.toBe('d');
  });

  it('moves on after a job that fails or throws', async () => {
    const started: string[] = [];
    const q = queue();
    const failing = controlledJob('failing', started);
    const first = q.run('ann', failing.job);
    const thrown = q.run('ann', () => {
      throw new Error('at once');
    });
    const last = q.run('ben', () => Promise.resolve('last'));
    failing.fail(new Error('later'));
    await expect(first).rejects.toThrow('later');
    await expect(last).resolves.toBe('last');
    await expect(thrown).rejects.toThrow('at once');
    expect(q.size()).toBe(0);
  });

  it('keeps a place for a user with no job held when seven others send three images each, and reads theirs next', async () => {
    const started: string[] = [];
    // The OCR queue's shares: 30 places, 3 per user, 15 only for a user's first job.
    const q = queue(30, 3, 15);
    const jobs = new Map<string, ReturnType<typeof controlledJob>>();
    const send = (owner: string, name: string) => {
      const job = controlledJob(name, started);
      jobs.set(name, job);
      return q.run(owner, job.job);
    };
    const held: Promise<string>[] = [];
    let refused = 0;
    for (let image = 1; image <= 3; image += 1) {
      for (let user = 1; user <= 7; user += 1) {
        try {
          held.push(send(`heavy${user}`, `h${user}.${image}`));
        } catch (error) {
          expect(error).toBeInstanceOf(Busy);
          refused += 1;
        }
      }
    }
    // Their second and third images got in only while fewer than 15 were held.
    expect([q.size(), refused]).toEqual([15, 6]);
    held.push(send('normal', 'n1'));
    for (let i = 0; i < 100 && started.length < held.length; i += 1) {
      await tick();
      jobs.get(started.at(-1)!)!.finish();
    }
    await Promise.all(held);
    // Round robin: behind one image of each user queued before, ahead of everyone's second.
    expect(started.indexOf('n1')).toBeLessThan(started.indexOf('h1.2'));
  });

  it('serves a user who sends now and then before users who send a job the moment their last ends', async () => {
    const started: string[] = [];
    const q = queue(20, 2);
    const jobs = new Map<string, ReturnType<typeof controlledJob>>();
    const all: Promise<unknown>[] = [];
    const send = (owner: string, name: string) => {
      const job = controlledJob(name, started);
      jobs.set(name, job);
      const running = q.run(owner, job.job);
      all.push(running);
      return running;
    };
    // Three users keep the worker busy, each sending the next job as the last one ends.
    const keepSending = (owner: string, round = 1): void => {
      if (round <= 4) void send(owner, `${owner}${round}`).then(() => keepSending(owner, round + 1));
    };
    for (const owner of ['a', 'b', 'c']) keepSending(owner);
    const finishCurrent = async () => {
      await tick();
      jobs.get(started.at(-1)!)!.finish();
      await tick();
    };
    while (started.length < 6) await finishCurrent();
    // c2 is being read; a3 and b3 wait. Dan sends his first.
    void send('dan', 'dan1');
    while (started.length < 13) await finishCurrent();
    await finishCurrent();
    await Promise.all(all);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'dan1', 'a3', 'b3', 'c3', 'a4', 'b4', 'c4']);
  });

  it("counts the worker's time each user took: quick jobs sent often go before slow jobs sent back to back", async () => {
    const started: string[] = [];
    const q = queue(20, 2);
    let sending = true;
    const slow: Promise<unknown>[] = [];
    const keepSending = (owner: string): void => {
      if (!sending) return;
      const job = async () => {
        started.push(owner);
        await new Promise((resolve) => setTimeout(resolve, 150));
      };
      slow.push(q.run(owner, job).then(() => keepSending(owner)));
    };
    for (const owner of ['a', 'b', 'c']) keepSending(owner);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Ann sends a quick job three times, each as soon as her last is done: each is next after the slow job being read.
    for (let i = 0; i < 3; i += 1) {
      const before = started.length;
      await q.run('ann', async () => started.push('ann'));
      // Only the slow job being read when she sent it ran before hers.
      expect(started.slice(before)).toEqual(['ann']);
    }
    sending = false;
    await Promise.all(slow);
  });
});
