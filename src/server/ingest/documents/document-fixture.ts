import { readFileSync } from 'node:fs';

/** A committed test document from `fixtures/`, as the bytes an upload would carry. */
export const documentFixture = (name: string): Buffer => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
