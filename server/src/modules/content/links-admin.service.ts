import type { FastifyRequest } from 'fastify';
import type { AdminSiteLinks } from '@site/shared/schemas/operator';
import type { Db } from '../../db/create-db';
import type { DbOrTrx } from '../../db/with-transaction';
import { withAudit } from '../audit/audit.service';
import { getSite, setSiteLinks } from '../system/system.service';

/**
 * The links the player site opens (docs/back-office.md "Content: notices, help and links"): customer service (live
 * chat, VIP; the shell's service button picks by rank) and the app downloads (Android, iOS: guide page and
 * download), kept in the `site` setting and answered to the player site in the whitelabel.
 */
export async function getSiteLinks(db: DbOrTrx): Promise<AdminSiteLinks> {
  const site = await getSite(db);
  return {
    customerService: site.customerService,
    resources: site.resources.map((r) => ({
      key: r.key as 'android' | 'ios',
      labelNameEn: r.labelNameEn,
      url: r.url,
      qrCodeUrl: r.qrCodeUrl,
    })),
  };
}

export function saveSiteLinks(db: Db, request: FastifyRequest, links: AdminSiteLinks) {
  return withAudit(db, request, async (trx) => {
    const before = await getSiteLinks(trx);
    await setSiteLinks(trx, links);
    const after = await getSiteLinks(trx);
    return {
      result: after,
      audit: { action: 'content.links', entity: 'site', entityId: 'links', before, after },
    };
  });
}
