import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { bannersQuery, type Banner, type BannerGroup } from '../api/get-banners';
import { bannerAction } from '../lib/banner-link';
import { withDefault } from '../lib/default-banner';
import { BannerSlide } from './banner-slide';
import { BANNERS_PER_VIEW } from './banner-layout';

// Swiper (and its CSS) is not needed to paint the first banner, the home page's largest element: the first
// banner shows at once in the carousel's box, the slider takes over when its code has arrived.
const BannerSwiper = lazy(() => import('./banner-swiper'));

/**
 * Banner carousel (SPEC §2): 4 per view on wide screens, autoplay every 5 s, loop only with more than one banner,
 * pagination dots on home only; a banner with a link type opens its linkage.
 */
export function BannerCarousel({ group }: { group: BannerGroup }) {
  const { t, i18n } = useTranslation('common');
  const navigate = useNavigate();
  // A failed call shows what an empty group shows (the default image where there is one): banners never block a page.
  const answer = useQuery(bannersQuery(group, i18n.language));
  const banners = answer.isPending ? null : withDefault(group, answer.data ?? []);
  if (!banners) return <div className="banner-carousel banner-carousel--pending" aria-hidden="true" />;
  if (banners.length === 0) return <div className="banner-carousel banner-carousel--empty" aria-hidden="true" />;

  const activate = (banner: Banner) => {
    const action = bannerAction(banner);
    if (action.kind === 'navigate') navigate(action.to);
    if (action.kind === 'open') window.open(action.url, '_blank', 'noopener');
  };
  const perView = Math.min(BANNERS_PER_VIEW, banners.length);
  return (
    <section className="banner-carousel" aria-label={t('banners')} data-banner-group={group}>
      <Suspense
        fallback={
          <div className="banner-carousel__static" style={{ '--banners-per-view': perView } as CSSProperties}>
            {banners.slice(0, perView).map((banner, i) => (
              <BannerSlide key={banner.bannerId} banner={banner} first={i === 0} onActivate={activate} />
            ))}
          </div>
        }
      >
        <BannerSwiper group={group} banners={banners} onActivate={activate} />
      </Suspense>
    </section>
  );
}
