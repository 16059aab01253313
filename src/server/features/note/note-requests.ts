import type { FastifyInstance } from 'fastify';
import type { Note } from '../../../shared/note';
import { documentFixture } from '../../ingest/documents/document-fixture';
import { request, signUp, type UploadPart } from '../../test/test-app';

/** The notes API as the /notes screen calls it, for the tests of this folder. */
export function noteRequests(app: () => FastifyInstance, cookie?: string) {
  const headers = cookie ? { cookie } : {};
  return {
    list: (extra: Record<string, string> = {}) => request(app(), { method: 'GET', url: '/api/notes', headers: { ...headers, ...extra } }),
    get: (id: string) => request(app(), { method: 'GET', url: `/api/notes/${id}`, headers }),
    create: (payload: object) => request(app(), { method: 'POST', url: '/api/notes', payload, headers }),
    update: (id: string, payload: object) => request(app(), { method: 'PUT', url: `/api/notes/${id}`, payload, headers }),
    remove: (id: string) => request(app(), { method: 'DELETE', url: `/api/notes/${id}`, headers }),
    exportAs: (format: 'txt' | 'md', payload: object) =>
      request(app(), { method: 'POST', url: `/api/notes/export-${format}`, payload, headers }),
    /** Creates a note and returns it, failing the test if the API refused it. */
    async created(payload: object): Promise<Note> {
      const response = await request(app(), { method: 'POST', url: '/api/notes', payload, headers });
      if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
      return response.json();
    },
  };
}

/** A new user and their notes API. */
export async function signedInNotes(app: FastifyInstance) {
  const { cookie } = await signUp(app);
  return { cookie, notes: noteRequests(() => app, cookie) };
}

/** A committed test document as an upload's file part, named as the file is. */
export const documentPart = (name: string): UploadPart => ({ name, data: documentFixture(name) });
