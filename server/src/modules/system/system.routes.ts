import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  announcementsQuerySchema,
  bannersQuerySchema,
  dropdownQuerySchema,
  helpCenterQuerySchema,
  whitelabelQuerySchema,
} from '@site/shared/schemas';
import { z } from 'zod';
import { AppError } from '../../errors';
import { ok, parse } from '../../http/reply';
import { languageFromHeader } from '../../lib/request-language';
import { getAnnouncements, getBanners, getHelpCenter, renderBannerSvg } from './content.service';
import { resolveLocation } from './location';
import {
  getCountryCodes,
  getDropdown,
  getRegisterSettings,
  getSite,
  getStatus,
  getWhitelabel,
} from './system.service';
import { isTrialAccount } from '../member/account-type';

const emptyQuery = z.object({}).strict();

/**
 * Public system calls (docs/product.md "Calls"), all GET (cacheable reads; none changes state). helpCenter also
 * answers POST with the client's payload (language, device). Content: banners, announcements, help.
 */
export async function systemRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const location = (request: FastifyRequest) => resolveLocation(request.ip, request.headers);

  app.get('/wps/system/whitelabel', { schema: { querystring: whitelabelQuerySchema } }, async (request) => {
    return ok(await getWhitelabel(app.db, location(request)));
  });
  app.get('/wps/system/status', { schema: { querystring: emptyQuery } }, async (request) => {
    return ok(await getStatus(app.db, location(request)));
  });
  app.get('/wps/system/domainRoute', async () => ok({ routes: (await getSite(app.db)).domainRoutes }));
  app.get('/wps/system/setting/register', async () => ok(await getRegisterSettings(app.db)));
  app.get('/wps/system/countryCodes', async () => ok({ countries: await getCountryCodes(app.db) }));
  app.get('/wps/system/dropdown', { schema: { querystring: dropdownQuerySchema } }, async (request) => {
    const { menuGroup } = request.query;
    return ok(await getDropdown(app.db, menuGroup));
  });

  const help = async (input: unknown) => {
    const { language, device } = parse(helpCenterQuerySchema, input ?? {});
    return ok(await getHelpCenter(app.db, language, device));
  };
  // GET always has a query object; POST may come without a body, so it keeps `parse()` (`?? {}`).
  app.get('/wps/system/helpCenter', { schema: { querystring: helpCenterQuerySchema } }, async (request) =>
    help(request.query),
  );
  app.post('/wps/system/helpCenter', async (request) => help(request.body));

  app.get('/wps/system/banners', { schema: { querystring: bannersQuerySchema } }, async (request) => {
    const { group } = request.query;
    return ok(
      await getBanners(
        app.db,
        group,
        languageFromHeader(request.headers['accept-language']),
        await app.clock.now(),
      ),
    );
  });
  app.get<{ Params: { id: string } }>('/wps/assets/banners/:id', async (request, reply) => {
    const match = /^(\d{1,9})\.svg$/.exec(request.params.id);
    const lang = (request.query as { lang?: unknown }).lang;
    const language = typeof lang === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/.test(lang) ? lang : null;
    const svg = match ? await renderBannerSvg(app.db, Number(match[1]), language) : null;
    if (!svg) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'No such banner');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=300').send(svg);
  });

  app.get('/wps/announcements', { schema: { querystring: announcementsQuerySchema } }, async (request) => {
    const query = request.query;
    const session = await app.readSession(request);
    return ok(
      await getAnnouncements(app.db, {
        loggedIn: session !== null && !isTrialAccount(session.isAgent),
        language: languageFromHeader(request.headers['accept-language']),
        ...query,
        now: await app.clock.now(),
      }),
    );
  });
}
