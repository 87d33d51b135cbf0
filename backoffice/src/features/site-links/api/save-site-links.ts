import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminSiteLinksSchema, type AdminSiteLinks } from '@site/shared/schemas/operator';
import { siteLinksQuery } from './get-site-links';

/** `PUT /wps/admin/content/links` (`content.manage`; audited `content.links`, before and after): both lists whole. */
export const saveSiteLinks = (links: AdminSiteLinks) =>
  fetchParsed(adminSiteLinksSchema, { method: 'PUT', url: '/wps/admin/content/links', data: links });
export const useSaveSiteLinks = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSiteLinks,
    onSuccess: (saved) => client.setQueryData(siteLinksQuery().queryKey, saved),
  });
};
