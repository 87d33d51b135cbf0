import { prefersReducedMotion } from '@site/shared';
import { useTranslation } from 'react-i18next';
import { Autoplay, A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner, BannerGroup } from '../api/get-banners';
import { BannerSlide } from './banner-slide';
import { BANNER_AUTOPLAY_MS, BANNERS_PER_VIEW } from './banner-layout';

/** The sliding part of the carousel (swiper), loaded after the first banner is on screen. */
export default function BannerSwiper({
  group,
  banners,
  onActivate,
}: {
  group: BannerGroup;
  banners: Banner[];
  onActivate: (banner: Banner) => void;
}) {
  const { t, i18n } = useTranslation('common');
  const several = banners.length > 1;
  return (
    <Swiper
      // Swiper reads its a11y messages once, when it starts: a new language starts a new one.
      key={i18n.language}
      modules={[Autoplay, Pagination, A11y]}
      slidesPerView={1}
      spaceBetween={12}
      breakpoints={{ 1024: { slidesPerView: Math.min(BANNERS_PER_VIEW, banners.length) } }}
      loop={several}
      autoplay={
        several && !prefersReducedMotion()
          ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
          : false
      }
      pagination={group === 'home' ? { clickable: true } : false}
      // Swiper fills its own {{index}}: i18next is asked to leave the placeholder in place.
      a11y={{
        prevSlideMessage: t('slide_previous'),
        nextSlideMessage: t('slide_next'),
        firstSlideMessage: t('slide_first'),
        lastSlideMessage: t('slide_last'),
        paginationBulletMessage: t('slide_go_to', {
          index: '{{index}}',
          interpolation: { escapeValue: false },
        }),
      }}
    >
      {banners.map((banner, i) => (
        <SwiperSlide key={banner.bannerId}>
          <BannerSlide banner={banner} first={i === 0} onActivate={onActivate} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
