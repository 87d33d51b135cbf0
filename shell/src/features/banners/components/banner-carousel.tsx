import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Autoplay, A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { getBanners, type Banner, type BannerGroup } from '../api/get-banners';
import { bannerAction } from '../lib/banner-link';
import { withDefault } from '../lib/default-banner';

/** SPEC §9: 5000 ms autoplay, 4 per view. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNERS_PER_VIEW = 4;

/**
 * Banner carousel (SPEC §2): 4 per view on wide screens, autoplay every 5 s, loop only with more than one banner,
 * pagination dots on home only; a banner with a link type opens its linkage.
 */
export function BannerCarousel({ group }: { group: BannerGroup }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [banners, setBanners] = useState<Banner[] | null>(null);
  useEffect(() => {
    let live = true;
    getBanners(group)
      .then((b) => live && setBanners(withDefault(group, b)))
      .catch(() => live && setBanners(withDefault(group, [])));
    return () => {
      live = false;
    };
  }, [group]);
  if (!banners || banners.length === 0) return <div className="banner-carousel banner-carousel--empty" aria-hidden="true" />;

  const activate = (banner: Banner) => {
    const action = bannerAction(banner);
    if (action.kind === 'navigate') navigate(action.to);
    if (action.kind === 'open') window.open(action.url, '_blank', 'noopener');
  };
  const several = banners.length > 1;
  return (
    <section className="banner-carousel" aria-label={t('banners')} data-banner-group={group}>
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        slidesPerView={1}
        spaceBetween={12}
        breakpoints={{ 1024: { slidesPerView: Math.min(BANNERS_PER_VIEW, banners.length) } }}
        loop={several}
        autoplay={several ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        pagination={group === 'home' ? { clickable: true } : false}
      >
        {banners.map((banner, i) => {
          const linked = bannerAction(banner).kind !== 'none';
          const img = <img src={banner.url} alt={banner.title} width={1200} height={300} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : undefined} />;
          return (
            <SwiperSlide key={banner.bannerId}>
              {linked ? (
                <button type="button" className="banner-carousel__link" onClick={() => activate(banner)}>
                  {img}
                </button>
              ) : (
                img
              )}
            </SwiperSlide>
          );
        })}
      </Swiper>
    </section>
  );
}
