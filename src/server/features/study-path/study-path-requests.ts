import type { FastifyInstance } from 'fastify';
import type { SavedStudyPath } from '../../../shared/study-path';
import { request, signUp } from '../../test/test-app';

/** The study paths API as the /study-paths screens call it, for the tests of this folder. */
export function studyPathRequests(app: () => FastifyInstance, cookie?: string) {
  const headers = cookie ? { cookie } : {};
  return {
    list: () => request(app(), { method: 'GET', url: '/api/study-paths', headers }),
    get: (id: string) => request(app(), { method: 'GET', url: `/api/study-paths/${id}`, headers }),
    create: (payload: object) => request(app(), { method: 'POST', url: '/api/study-paths', payload, headers }),
    tick: (id: string, payload: object) => request(app(), { method: 'PUT', url: `/api/study-paths/${id}/progress`, payload, headers }),
    remove: (id: string) => request(app(), { method: 'DELETE', url: `/api/study-paths/${id}`, headers }),
    /** Creates a path and returns it, failing the test if the API refused it. */
    async created(payload: object = { topic: 'Photosynthesis', difficulty: 'beginner' }): Promise<SavedStudyPath> {
      const response = await request(app(), { method: 'POST', url: '/api/study-paths', payload, headers });
      if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
      return response.json();
    },
  };
}

/** A new user and their study paths API. */
export async function signedInPaths(app: FastifyInstance) {
  const { cookie } = await signUp(app);
  return { cookie, paths: studyPathRequests(() => app, cookie) };
}
