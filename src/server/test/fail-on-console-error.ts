import { afterEach, expect, vi } from 'vitest';

// An unexpected console.error is a bug we would otherwise never see.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const seen = errors.splice(0);
  expect(seen, 'console.error was called').toEqual([]);
});
