import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SITE_INFO_ELEMENT_ID, type SiteInfo, siteInfoToken } from '../../shared/site-info';
import { escapeHtml } from '../html-escape';

/**
 * A built page with this server's operator details: each pre-rendered token replaced by its value,
 * and the values in a JSON script element that the client reads (a JSON script runs nothing, so the
 * CSP needs no exception). `<` is escaped in the JSON so no value can close the element.
 */
export function withSiteInfo(html: string, siteInfo: SiteInfo): string {
  let page = html;
  for (const [key, value] of Object.entries(siteInfo)) page = page.replaceAll(siteInfoToken(key as keyof SiteInfo), escapeHtml(value));
  const json = JSON.stringify(siteInfo).replaceAll('<', '\\u003c');
  const element = `<script type="application/json" id="${SITE_INFO_ELEMENT_ID}">${json}</script>`;
  return page.includes('</head>') ? page.replace('</head>', () => `${element}</head>`) : element + page;
}

interface PageBodies {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The app's HTML files, personalised once per file and compressed on first demand (the build's
 * pre-compressed copies still hold the tokens): a restart reads and compresses nothing up front.
 */
export function clientPages(root: string, siteInfo: SiteInfo) {
  const pages = new Map<string, PageBodies>();
  const bodies = (file: string) => {
    let page = pages.get(file);
    if (!page) {
      page = { identity: Buffer.from(withSiteInfo(readFileSync(`${root}/${file}`, 'utf8'), siteInfo)) };
      pages.set(file, page);
    }
    return page;
  };
  return function sendPage(request: FastifyRequest, reply: FastifyReply, file: string) {
    const page = bodies(file);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie');
    if (/\bbr\b/.test(accepted)) {
      page.br ??= brotliCompressSync(page.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      return reply.header('content-encoding', 'br').send(page.br);
    }
    if (/\bgzip\b/.test(accepted)) {
      page.gzip ??= gzipSync(page.identity, { level: 9 });
      return reply.header('content-encoding', 'gzip').send(page.gzip);
    }
    return reply.send(page.identity);
  };
}
