import type { Banner } from '@site/shared/schemas';

export type BannerAction =
  { kind: 'none' } | { kind: 'navigate'; to: string } | { kind: 'open'; url: string };

/** What clicking a banner does, by its link type (docs/site-rules.md "Screens"). */
export function bannerAction(banner: Banner): BannerAction {
  const target = banner.linkage?.trim();
  if (!target) return { kind: 'none' };
  switch (banner.linkageType) {
    case 'URL':
      return { kind: 'open', url: target };
    case 'ROUTE':
      return { kind: 'navigate', to: target.startsWith('/') ? target : `/${target}` };
    case 'PROMOTION':
      return { kind: 'navigate', to: `/promoDetail?id=${encodeURIComponent(target)}` };
    case 'GAME':
      return { kind: 'navigate', to: `/game?gameId=${encodeURIComponent(target)}` };
    default:
      return { kind: 'none' };
  }
}
