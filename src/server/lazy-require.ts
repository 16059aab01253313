import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on its first use instead of at start: what only some requests need
 * (note HTML tools, the offline language model) stays out of the restart time.
 */
export function lazyRequire<T>(name: string): () => T {
  let loaded: { value: T } | undefined;
  return () => {
    loaded ??= { value: require(name) as T };
    return loaded.value;
  };
}
