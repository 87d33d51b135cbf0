import type { Whitelabel } from '@site/shared/schemas';

export interface DownloadLinks {
  android: string;
  ios: string;
}

/** App-download targets from the whitelabel resources (docs/site-rules.md "Data" resources: url, qrCodeUrl). */
export function toDownloadLinks(wl: Whitelabel, fallback: DownloadLinks): DownloadLinks {
  const find = (os: string) => wl.resources.find((r) => r.key.toLowerCase().includes(os));
  return {
    android: find('android')?.qrCodeUrl || fallback.android,
    ios: find('ios')?.qrCodeUrl || fallback.ios,
  };
}
