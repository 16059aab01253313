import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../shared/api';
import { stripControlChars } from '../../shared/control-chars';
import type { UploadResponse } from '../../shared/upload';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, UPLOADS_IN_FLIGHT_PER_USER } from '../../shared/upload';
import { badRequest, HttpError, tooLarge, unsupportedMediaType } from '../http-error';
import { syncHook } from '../http/sync-hook';
import { extractText, type UploadInput, type UploadOptions } from '../ingest/documents/extract-text';
import { shutdownParsing } from '../ingest/parsing/parse-pool';
import { uploadsInFlight } from './uploads-in-flight';

/** How large a route's file may be, and what a larger one is told. */
export interface UploadLimit {
  maxBytes: number;
  tooLarge: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Takes a multipart/form-data file upload instead of a JSON body; `true` means a document's limit. */
    upload?: boolean | UploadLimit;
  }
}

const DOCUMENT_LIMIT: UploadLimit = { maxBytes: MAX_UPLOAD_BYTES, tooLarge: UPLOAD_MESSAGES.tooLarge };

function uploadLimit(request: FastifyRequest): UploadLimit {
  const upload = request.routeOptions.config.upload;
  return typeof upload === 'object' ? upload : DOCUMENT_LIMIT;
}

export const UPLOAD_REQUEST_MESSAGES = {
  noFile: 'Please choose a file to upload.',
  multipartOnly: 'Send the file as multipart/form-data.',
  oneFile: 'Please upload one file at a time.',
  unreadable: 'The upload could not be read. Please try again.',
} as const;

/** Room for the part headers and a few small fields around the file itself. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

export interface UploadedFile extends UploadInput {
  mimeType: string;
  /** The form's text fields sent beside the file, cleaned like JSON bodies are. */
  fields: Record<string, string>;
}

function isMultipartRequest(request: FastifyRequest): boolean {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type === 'multipart/form-data';
}

/**
 * The body types of every API route: a form only where `config: { upload }` takes one (declared
 * through `uploadRoutes`), 415 to a form anywhere else and to anything but a form there, before
 * any body is read; and at most `UPLOADS_IN_FLIGHT_PER_USER` uploads of one user at a time (429).
 */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  const inFlight = uploadsInFlight(UPLOADS_IN_FLIGHT_PER_USER);
  // Uploaded documents (and pasted links' pages) are parsed on background threads: a thread still
  // reading one must not hold the process open after the server has closed.
  app.addHook('onClose', () => shutdownParsing());

  // Registered after the auth plugin, so a signed-out or foreign request is refused first.
  app.addHook(
    'onRequest',
    syncHook((request, reply) => {
      const route = request.routeOptions;
      if (!route.url?.startsWith('/api/')) return;
      const multipartBody = isMultipartRequest(request);
      if (!route.config.upload) {
        if (multipartBody) throw unsupportedMediaType(MESSAGES.jsonOnly);
        return;
      }
      if (!multipartBody) throw unsupportedMediaType(UPLOAD_REQUEST_MESSAGES.multipartOnly);
      // A body this large cannot hold an acceptable file: refuse it before parsing a byte.
      const limit = uploadLimit(request);
      if (Number(request.headers['content-length']) > limit.maxBytes + FORM_OVERHEAD_BYTES) {
        throw tooLarge(limit.tooLarge);
      }
      // Upload routes are signed-in only: the auth hook has answered 401 before this one runs.
      if (request.user) inFlight.hold(request.user.id, reply.raw);
    }),
  );
});

const zodRoutes = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
type ZodRoutes = ReturnType<typeof zodRoutes>;

/**
 * Declares the routes that take a file upload (`config: { upload }`), in a context of their own
 * where @fastify/multipart parses forms. Its hooks run on every request of the context it is
 * registered in (two async hooks and a listener: about a tenth of a small API answer's time), so
 * only upload routes get them; `uploadsPlugin`'s check answers 415 to a form sent anywhere else.
 */
export function uploadRoutes(declare: (routes: ZodRoutes) => void): FastifyPluginAsync {
  return async (app) => {
    await app.register(multipart, {
      // Busboy counts the bytes of the file part alone; an extra byte marks it truncated.
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 100 * 1024, parts: 20 },
    });
    declare(zodRoutes(app));
  };
}

/** Parser and limit failures become the message the user should see; they have no status of their own. */
function uploadError(error: unknown, limit: UploadLimit): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(limit.tooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest(UPLOAD_REQUEST_MESSAGES.oneFile);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return tooLarge(MESSAGES.tooLarge);
  // Busboy's own errors (a cut or malformed body) mean the client sent a broken form.
  return badRequest(UPLOAD_REQUEST_MESSAGES.unreadable);
}

/**
 * The one file of a multipart upload, read into memory (at most the route's limit, 10 MB unless it says). Reads the
 * body to its end, so limit errors raised after the file part surface here and not later.
 */
export async function readSingleFile(request: FastifyRequest): Promise<UploadedFile> {
  const { file, fields } = await readUploadForm(request);
  if (!file) throw badRequest(UPLOAD_REQUEST_MESSAGES.noFile);
  return { ...file, fields };
}

/** A form whose file is optional (the quiz generator's): its text fields, and its one file when one was chosen. */
export async function readUploadForm(
  request: FastifyRequest,
): Promise<{ file?: Omit<UploadedFile, 'fields'>; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw unsupportedMediaType(UPLOAD_REQUEST_MESSAGES.multipartOnly);
  const limit = uploadLimit(request);
  let upload: Omit<UploadedFile, 'fields'> | undefined;
  // No prototype: a field named "__proto__" is just a field.
  const fields = Object.create(null) as Record<string, string>;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit.maxBytes } })) {
      // The limits above keep fields few and small; a repeated name keeps its last value.
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[stripControlChars(part.fieldname)] = stripControlChars(part.value);
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated) throw tooLarge(limit.tooLarge);
      // The name may become a note's title: no NUL (PostgreSQL refuses it) or other control character.
      const filename = stripControlChars(part.filename ?? '');
      // A browser sends an empty, nameless part for a file input left empty.
      if (!filename && data.length === 0) continue;
      if (upload) throw badRequest(UPLOAD_REQUEST_MESSAGES.oneFile);
      upload = { filename, mimeType: stripControlChars(part.mimetype), data };
    }
  } catch (error) {
    throw uploadError(error, limit);
  }
  return { ...(upload && { file: upload }), fields };
}

/** The uploaded document's text with the suggestions to prefill a form (413/415/422 from extraction, 429/503 when its parsing threads are taken). */
export async function uploadedDocument(request: FastifyRequest, options: UploadOptions): Promise<UploadResponse> {
  const file = await readSingleFile(request);
  // Each user's PDFs and Word files are parsed one at a time, users taking turns (parse-pool.ts).
  const document = await extractText(file, options, request.user?.id);
  return { ...document, originalContent: document.content, filename: file.filename };
}
