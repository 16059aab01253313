import type { FastifyReply } from 'fastify';

/** A file the browser saves rather than shows. */
export interface DownloadFile {
  fileName: string;
  contentType: string;
  body: string | Buffer;
}

/** A file name's stem made from a title: ASCII letters, digits and dashes, 60 at most; `fallback` when nothing is left. */
export function fileBase(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase()
    .slice(0, 60);
  return slug || fallback;
}

/** The Content-Disposition that makes the browser save the answer as `fileName`. */
export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

export function sendDownload(reply: FastifyReply, { fileName, contentType, body }: DownloadFile): FastifyReply {
  return reply.type(contentType).header('content-disposition', attachment(fileName)).send(body);
}
