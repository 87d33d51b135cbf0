import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Sends a page made for this request (it carries the visitor's own answers: boot-answers.ts): never kept by a shared
 * cache, revalidated by the browser on every load, and compressed as the browser accepts — the answers are JSON
 * that brotli shrinks about five times, and the page is the first thing a phone waits for.
 */
export async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  /** The page carries this browser's canary or preview manifest (releases/viewer.ts): never stored at all. */
  personal = false,
): Promise<FastifyReply> {
  reply
    .header('cache-control', personal ? 'private, no-store' : 'private, no-cache')
    .header('vary', personal ? 'accept-encoding, cookie' : 'accept-encoding')
    .type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(Buffer.from(html), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted))
    return reply.header('content-encoding', 'gzip').send(await gzip(Buffer.from(html)));
  return reply.send(html);
}
