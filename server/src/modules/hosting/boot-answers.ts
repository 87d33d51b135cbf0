import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BOOT_ANSWERS_LANGUAGE,
  bannerGroupForPath,
  bootAnswerKey,
  type BootPayload,
  type BootRequest,
} from '@site/shared/platform';

/**
 * The public GETs every page's first screen makes, answered into the page itself (docs/performance.md "Answers in
 * the page"; the page side is shared/src/platform/boot-answers.ts): the site status, the operator's whitelabel for
 * this host, the game vendors of the side menu, and the banners of the page's group.
 */
export function bootRequestsFor(pathname: string, host: string): BootRequest[] {
  const requests: BootRequest[] = [
    { url: '/wps/system/status' },
    { url: '/wps/system/whitelabel', params: { url: host } },
    { url: '/wps/games/vendors', params: { platform: 'html5-desktop' } },
  ];
  const group = bannerGroupForPath(pathname);
  if (group) requests.push({ url: '/wps/system/banners', params: { group } });
  return requests;
}

/**
 * Runs those GETs through the server's own routes, as the page's visitor (same address, same location headers) and
 * in the language a page starts in, so every answer is exactly what the page would have been given. An answer that
 * is not a 200 is left out: the page then asks for it and shows whatever state the route gives it.
 */
export function createBootAnswers(
  app: FastifyInstance,
): (request: FastifyRequest, pathname: string, releases: unknown) => Promise<BootPayload> {
  return async (request, pathname, releases) => {
    const answers: Record<string, unknown> = {};
    const country = request.headers['x-country'];
    await Promise.all(
      bootRequestsFor(pathname, request.headers.host ?? '').map(async ({ url, params }) => {
        const key = bootAnswerKey(url, params);
        const response = await app.inject({
          method: 'GET',
          url: key,
          remoteAddress: request.ip,
          headers: {
            'accept-language': BOOT_ANSWERS_LANGUAGE,
            ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
            ...(typeof country === 'string' ? { 'x-country': country } : {}),
          },
        });
        if (response.statusCode === 200) answers[key] = response.json();
      }),
    );
    return { language: BOOT_ANSWERS_LANGUAGE, answers, releases };
  };
}

/** Same-origin picture paths only: nothing an operator typed can leave an attribute or point elsewhere. */
const SAFE_PICTURE_PATH = /^\/[\w\-./?=&%]*$/;

/**
 * The picture paths of the page's first banners, in the order of the page's banner answer: the first is home's largest
 * element, named in the page's `Link` header so the browser fetches it with the page, and the first screen's frame
 * draws them (boot-frame.ts). Stops at the first picture it cannot name, so the order stays the carousel's.
 */
export function bootBannerPictures(payload: BootPayload): string[] {
  const key = Object.keys(payload.answers).find((k) => k.startsWith('/wps/system/banners?'));
  const envelope = key ? (payload.answers[key] as { value?: unknown }) : undefined;
  const pictures: string[] = [];
  for (const banner of Array.isArray(envelope?.value) ? (envelope.value as unknown[]) : []) {
    const url = typeof banner === 'object' && banner !== null ? (banner as { url?: unknown }).url : undefined;
    if (typeof url !== 'string' || !SAFE_PICTURE_PATH.test(url)) break;
    pictures.push(url);
  }
  return pictures;
}
