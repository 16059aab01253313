import type { IncomingMessage } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { LINK_MESSAGES, linkTooLargeMessage } from '../../../shared/link';
import { linkFailure } from './link-failure';

function decompressed(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity' || encoding === '') return response;
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined;
  if (!decoder) throw linkFailure(LINK_MESSAGES.encoding);
  return pipeline(response, decoder, (error) => {
    if (error) decoder.destroy(error);
  });
}

/** Reads the body, stopping as soon as it (decompressed) passes maxBytes. */
export async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(response.headers['content-length']) > maxBytes) throw linkFailure(linkTooLargeMessage(maxBytes));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of decompressed(response) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw linkFailure(linkTooLargeMessage(maxBytes));
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function bomEncoding(body: Buffer): string | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return undefined;
}

// Pages that name their charset only in a <meta> tag do so within the first 1024 bytes.
function metaCharset(body: Buffer): string | undefined {
  const head = body.subarray(0, 1024).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
}

/** Decodes with the byte-order mark, else the Content-Type charset, else a <meta> tag, else UTF-8. */
export function decodeBody(body: Buffer, contentType: string, html: boolean): string {
  const declared = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1];
  const label = bomEncoding(body) ?? declared ?? (html ? metaCharset(body) : undefined) ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(body);
}
