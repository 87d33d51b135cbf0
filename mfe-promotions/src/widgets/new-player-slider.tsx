import { prefersReducedMotion, type SlotWidget } from '@site/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, Pagination } from 'swiper/modules';
import { usePromotions } from '../features/promotions/api/get-promotions';
import { WidgetProviders } from './widget-providers';
import 'swiper/css';
import 'swiper/css/pagination';
import '../lib/components/promotions.css';

/** docs/site-rules.md "Screens" register page: the slider autoplays every 5000 ms when there is more than one promotion. */
export const SLIDER_AUTOPLAY_MS = 5000;

function Slider() {
  const { t } = useTranslation('promotions');
  const promotions = usePromotions('new_player');
  const running = (promotions.data ?? []).filter((p) => p.state !== 'closed' && p.state !== 'coming_soon');
  if (running.length === 0) return null;
  const several = running.length > 1;
  return (
    <section
      className="promo-slider"
      data-widget="promotions.new-player-slider"
      aria-label={t('slider.label')}
    >
      <Swiper
        modules={[Autoplay, Pagination]}
        slidesPerView={1}
        loop={several}
        pagination={several ? { clickable: true } : false}
        autoplay={
          several && !prefersReducedMotion()
            ? { delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false }
            : false
        }
      >
        {running.map((p) => (
          <SwiperSlide key={p.id}>
            <Link className="promo-slide" style={{ background: p.imageColor }} to={`/promoDetail?id=${p.id}`}>
              <strong>{p.title}</strong>
              <span>{p.summary}</span>
            </Link>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

/** Slot `promotions.new-player-slider` (exposed as `./widgets/new-player-slider`): new_player promotions. */
const NewPlayerSlider: SlotWidget<'promotions.new-player-slider'> = () => (
  <WidgetProviders>
    <Slider />
  </WidgetProviders>
);
export default NewPlayerSlider;
