import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Carousel } from '@site/shared';
import { removeBootFrame } from '@site/shared/platform';
import { bannersQuery, type Banner, type BannerGroup } from '../api/get-banners';
import { bannerAction } from '../lib/banner-link';
import { withDefault } from '../lib/default-banner';
import { BannerSlide } from './banner-slide';
import { BANNER_AUTOPLAY_MS, BANNERS_PER_VIEW } from './banner-layout';

/**
 * Banner carousel (docs/site-rules.md "Screens"): 4 per view on wide screens, autoplay every 5 s, loop only with more than one banner,
 * pagination dots on home only; a banner with a link type opens its linkage. The UI kit's scroll-snap carousel: the
 * first banner, home's largest element, is in the first render with its box reserved, and nothing is measured on
 * load (docs/performance.md "Main thread").
 */
export function BannerCarousel({ group }: { group: BannerGroup }) {
  const { t, i18n } = useTranslation('common');
  const navigate = useNavigate();
  // A failed call shows what an empty group shows (the default image where there is one): banners never block a page.
  const answer = useQuery(bannersQuery(group, i18n.language));
  const banners = answer.isPending ? null : withDefault(group, answer.data ?? []);
  const drawn = banners !== null;
  // The page's own frame of these banners (docs/performance.md "First screen in the page") goes in the same frame
  // as the carousel's first draw, so one of them is always on screen.
  useLayoutEffect(() => {
    if (drawn) removeBootFrame();
  }, [drawn]);
  if (!banners) return <div className="banner-carousel banner-carousel--pending" aria-hidden="true" />;
  if (banners.length === 0)
    return <div className="banner-carousel banner-carousel--empty" aria-hidden="true" />;

  const activate = (banner: Banner) => {
    const action = bannerAction(banner);
    if (action.kind === 'navigate') navigate(action.to);
    if (action.kind === 'open') window.open(action.url, '_blank', 'noopener');
  };
  const several = banners.length > 1;
  return (
    <section className="banner-carousel" aria-label={t('banners')} data-banner-group={group}>
      <Carousel
        className="banner-carousel__slides"
        style={{ '--banners-per-view': Math.min(BANNERS_PER_VIEW, banners.length) } as CSSProperties}
        items={banners}
        itemKey={(banner) => banner.bannerId}
        renderItem={(banner, i) => <BannerSlide banner={banner} first={i === 0} onActivate={activate} />}
        autoplayMs={BANNER_AUTOPLAY_MS}
        loop={several}
        dots={group === 'home'}
      />
    </section>
  );
}
