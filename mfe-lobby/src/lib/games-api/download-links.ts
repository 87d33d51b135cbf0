import { fetchParsed } from '@site/shared';
import { whitelabelSchema } from '@site/shared/schemas';

export interface DownloadLinks {
  android: string;
  ios: string;
}

/** App-download targets from the whitelabel resources (SPEC §3 resources: url, qrCodeUrl). */
export async function fetchDownloadLinks(fallback: DownloadLinks): Promise<DownloadLinks> {
  const wl = await fetchParsed(whitelabelSchema, { method: 'GET', url: '/wps/system/whitelabel' });
  const find = (os: string) => wl.resources.find((r) => r.key.toLowerCase().includes(os));
  return {
    android: find('android')?.qrCodeUrl || fallback.android,
    ios: find('ios')?.qrCodeUrl || fallback.ios,
  };
}
