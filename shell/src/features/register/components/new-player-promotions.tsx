import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { apiGet } from '@site/shared';
import { z } from 'zod';

const promoSchema = z.object({ id: z.union([z.number(), z.string()]), title: z.string(), imageUrl: z.string().optional() }).passthrough();
type Promo = z.infer<typeof promoSchema>;

/**
 * New-player promotions on the register page (SPEC §2): the promotions call filtered by category new_player,
 * autoplaying every 5000 ms when there is more than one. Renders nothing when there are none (or the promotions
 * API is not available), so registration never depends on it.
 */
export function NewPlayerPromotions() {
  const { t } = useTranslation('register');
  const [promos, setPromos] = useState<Promo[]>([]);
  useEffect(() => {
    apiGet<unknown>('/wps/promotions', { params: { category: 'new_player' } })
      .then((v) => {
        const list = z.array(promoSchema).safeParse(Array.isArray(v) ? v : (v as { list?: unknown })?.list);
        setPromos(list.success ? list.data : []);
      })
      .catch(() => setPromos([]));
  }, []);
  if (promos.length === 0) return null;
  return (
    <section className="new-player-promos" aria-label={t('new_player_promotions')}>
      <Swiper modules={[Autoplay]} slidesPerView={1} loop={promos.length > 1} autoplay={promos.length > 1 ? { delay: 5000 } : false}>
        {promos.map((p) => (
          <SwiperSlide key={p.id}>
            {p.imageUrl ? <img src={p.imageUrl} alt={p.title} width={480} height={160} loading="lazy" /> : <p>{p.title}</p>}
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
