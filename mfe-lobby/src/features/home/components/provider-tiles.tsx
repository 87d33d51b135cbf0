import { memo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import { prefersReducedMotion } from '@site/shared';

export const PROVIDER_AUTOPLAY_MS = 2000;
/** SPEC §9: slide spacing 27 on home. */
const PROVIDER_SPACING = 27;

/** Provider tiles: autoplay every 2000 ms (not under "reduce motion"), looping; a tile opens /providers?vassalage=… */
function ProviderTilesView({ vendors }: { vendors: { vassalage: string; displayName: string }[] }) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  if (vendors.length === 0) return null;
  return (
    <section aria-label={t('providers')}>
      <h2>{t('providers')}</h2>
      <Swiper
        modules={[Autoplay]}
        slidesPerView="auto"
        spaceBetween={PROVIDER_SPACING}
        loop={vendors.length > 1}
        autoplay={prefersReducedMotion() ? false : { delay: PROVIDER_AUTOPLAY_MS, disableOnInteraction: false }}
      >
        {vendors.map((v) => (
          <SwiperSlide key={v.vassalage} className="lobby-slide lobby-slide--provider">
            <button type="button" className="lobby-provider-tile" onClick={() => navigate(`/providers?vassalage=${encodeURIComponent(v.vassalage)}`)}>
              {v.displayName}
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

/** Memoised: home re-renders as each of its ten queries answers, and a block re-renders only for its own. */
export const ProviderTiles = memo(ProviderTilesView);
