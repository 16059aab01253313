import { AsyncLocalStorage } from 'node:async_hooks';
import { getBetterAuthVersion } from '@better-auth/core/context';

/**
 * Node 22's AsyncLocalStorage is built on async hooks: once any store has been entered, Node runs a
 * hook for every promise and every async resource the process creates, for good. better-auth enters
 * its stores at the first sign-in, and from then on every request paid for them (a fifth of a small
 * list's time), though only better-auth's own calls read them. Node 24's stores (AsyncContextFrame)
 * cost nothing when unused; this is for the hook-based ones.
 */
export const HOOK_BASED_STORES = typeof Reflect.get(AsyncLocalStorage.prototype, '_propagate') === 'function';

/**
 * A store that turns itself off when no run of it is under way: runs that overlap keep it on, and
 * the hooks stop once the last one has settled. Outside a run, getStore() is undefined either way.
 * The next run turns it back on.
 */
export class ScopedAsyncLocalStorage<T> extends AsyncLocalStorage<T> {
  #runs = 0;

  override run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    this.#runs += 1;
    let result: R;
    try {
      result = super.run(store, callback, ...args);
    } catch (error) {
      this.#settled();
      throw error;
    }
    if (!(result instanceof Promise)) {
      this.#settled();
      return result;
    }
    return result.finally(() => this.#settled()) as R;
  }

  /** Runs under way now. */
  get activeRuns(): number {
    return this.#runs;
  }

  #settled(): void {
    this.#runs -= 1;
    if (this.#runs === 0) this.disable();
  }
}

/** The stores better-auth keeps in its process-wide context (better-auth 1.7); a test checks there are no others. */
export const BETTER_AUTH_STORE_KEYS = ['requestStateAsyncStorage', 'adapterAsyncStorage', 'endpointContextAsyncStorage'] as const;

/** better-auth's process-wide context, where it looks for its stores before creating them. */
export function betterAuthContext(): Record<string, unknown> {
  // Creates the context when better-auth has not yet.
  getBetterAuthVersion();
  const global = Reflect.get(globalThis, Symbol.for('better-auth:global')) as { context: Record<string, unknown> };
  return global.context;
}

/** Gives better-auth stores that turn off between its calls, before it creates its own. */
export function scopeBetterAuthStores(): void {
  if (!HOOK_BASED_STORES) return;
  const context = betterAuthContext();
  for (const key of BETTER_AUTH_STORE_KEYS)
    if (!(context[key] instanceof ScopedAsyncLocalStorage)) context[key] = new ScopedAsyncLocalStorage();
}
