import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_AUDIO_UPLOAD_BYTES, SPEECH_MESSAGES } from '../../../shared/speech';
import { ERROR_CODES } from '../../../shared/api';
import {
  audioParamsSchema,
  speechToTextResponseSchema,
  textToSpeechRequestSchema,
  textToSpeechResponseSchema,
} from '../../../shared/speech.schema';
import { currentUser } from '../../auth/plugin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { shutdownOfflineSpeech } from '../../speech/espeak';
import { createSpeechAdapters } from '../../speech/speech';
import { readSingleFile, uploadRoutes } from '../../plugins/uploads';
import { startClipPurge } from './clip-purge';
import { CLIP_CACHE_CONTROL, CLIP_LIMITS, CLIP_PURGE_EVERY_MS, speechService } from './service';

interface Options {
  ai: Config['ai'];
  db: Db;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function speechRoutes(app: FastifyInstance, { ai, db }: Options) {
  const service = speechService(db, createSpeechAdapters(ai, app.log));
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // The synthesis thread would keep the process alive after the server closes.
  app.addHook('onClose', () => shutdownOfflineSpeech());
  const purge = startClipPurge(db, { ttlHours: CLIP_LIMITS.ttlHours, everyMs: CLIP_PURGE_EVERY_MS, log: app.log });
  app.addHook('onClose', () => purge.stop());

  typed.post(
    '/api/textToSpeech',
    { config: { usage: 'generations' }, schema: { body: textToSpeechRequestSchema, response: { 200: textToSpeechResponseSchema } } },
    async (request) => service.textToSpeech(currentUser(request).id, request.body.text),
  );

  typed.get('/api/audio/:id', { schema: { params: audioParamsSchema } }, async (request, reply) => {
    const { headers } = request;
    const clip = await service.clip(currentUser(request).id, request.params.id, {
      range: headers.range,
      ifRange: single(headers['if-range']),
      ifNoneMatch: headers['if-none-match'],
    });
    reply.header('accept-ranges', 'bytes').header('etag', clip.etag).header('cache-control', CLIP_CACHE_CONTROL);
    if (clip.unchanged) return reply.code(304).send();
    if (clip.range.kind === 'unsatisfiable') {
      return reply
        .code(416)
        .header('content-range', `bytes */${clip.size}`)
        .send({ message: SPEECH_MESSAGES.rangeNotSatisfiable, code: ERROR_CODES.rangeNotSatisfiable });
    }
    if (clip.range.kind === 'part') reply.code(206).header('content-range', `bytes ${clip.range.start}-${clip.range.end}/${clip.size}`);
    // A clip deleted while it is sent ends the stream with an error: Fastify logs it and closes the connection.
    return reply.type(clip.mimeType).header('content-length', clip.length).send(clip.body);
  });

  await app.register(
    uploadRoutes((uploads) => {
      uploads.post(
        '/api/speechToText',
        {
          config: { upload: { maxBytes: MAX_AUDIO_UPLOAD_BYTES, tooLarge: SPEECH_MESSAGES.tooLarge }, usage: 'generations' },
          schema: { response: { 200: speechToTextResponseSchema } },
        },
        async (request) => service.speechToText((await readSingleFile(request)).data),
      );
    }),
  );
}
