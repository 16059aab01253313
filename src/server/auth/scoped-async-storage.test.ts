import { setImmediate as nextTurn } from 'node:timers/promises';
import { getCurrentDBAdapterAsyncLocalStorage, getRequestStateAsyncLocalStorage } from '@better-auth/core/context';
import { describe, expect, it } from 'vitest';
import { request, signUp, useTestApp } from '../test/test-app';
import { BETTER_AUTH_STORE_KEYS, betterAuthContext, HOOK_BASED_STORES, ScopedAsyncLocalStorage } from './scoped-async-storage';

/** Whether the store is on (Node's hook-based stores keep this field; on, they cost every promise a hook). */
const isOn = (store: object) => Reflect.get(store, 'enabled') === true;

describe('a scoped store', () => {
  it('keeps its value across awaits within a run, and has none outside', async () => {
    const store = new ScopedAsyncLocalStorage<string>();
    const seen = await store.run('asha', async () => {
      await nextTurn();
      return store.getStore();
    });
    expect(seen).toBe('asha');
    expect(store.getStore()).toBeUndefined();
  });

  it('keeps overlapping runs apart, and stays on until the last has settled', async () => {
    const store = new ScopedAsyncLocalStorage<string>();
    let releaseFirst!: () => void;
    const first = store.run('first', async () => {
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      return store.getStore();
    });
    const second = await store.run('second', async () => {
      await nextTurn();
      return store.getStore();
    });
    expect(second).toBe('second');
    expect(store.activeRuns).toBe(1);
    if (HOOK_BASED_STORES) expect(isOn(store)).toBe(true);
    releaseFirst();
    expect(await first).toBe('first');
    expect(store.activeRuns).toBe(0);
    if (HOOK_BASED_STORES) expect(isOn(store)).toBe(false);
    // And it turns back on for the next run.
    expect(await store.run('third', async () => store.getStore())).toBe('third');
  });

  it('turns off after a run that throws or rejects, passing the error on', async () => {
    const store = new ScopedAsyncLocalStorage<number>();
    expect(() =>
      store.run(1, () => {
        throw new Error('sync');
      }),
    ).toThrow('sync');
    await expect(store.run(2, async () => Promise.reject(new Error('async')))).rejects.toThrow('async');
    expect(store.run(3, () => store.getStore())).toBe(3);
    expect(store.activeRuns).toBe(0);
    if (HOOK_BASED_STORES) expect(isOn(store)).toBe(false);
  });
});

describe.runIf(HOOK_BASED_STORES)("better-auth's stores", () => {
  const ctx = useTestApp();

  it('are scoped ones, and all are off again once a sign-up, a sign-in and a sign-out have been answered', async () => {
    const { cookie, email, password } = await signUp(ctx.app);
    const signIn = await request(ctx.app, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
    expect(signIn.statusCode).toBe(200);
    const signOut = await request(ctx.app, { method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(signOut.statusCode).toBe(200);

    // Every store better-auth keeps is one of ours: an upgrade that adds one fails here.
    const stores = Object.entries(betterAuthContext()).filter(([, value]) => value instanceof Object && 'getStore' in value);
    expect(stores.map(([key]) => key).sort()).toEqual([...BETTER_AUTH_STORE_KEYS].sort());
    for (const [, store] of stores) {
      expect(store).toBeInstanceOf(ScopedAsyncLocalStorage);
      expect(isOn(store as object)).toBe(false);
    }
    // better-auth's own accessors hand out the same stores.
    expect(await getRequestStateAsyncLocalStorage()).toBe(betterAuthContext().requestStateAsyncStorage);
    expect(await getCurrentDBAdapterAsyncLocalStorage()).toBe(betterAuthContext().adapterAsyncStorage);
  });
});
