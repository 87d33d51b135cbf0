import { memo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Carousel } from '@site/shared';

export const PROVIDER_AUTOPLAY_MS = 2000;

/** Provider tiles: autoplay every 2000 ms (not under "reduce motion"), looping; a tile opens /providers?vassalage=… */
function ProviderTilesView({ vendors }: { vendors: { vassalage: string; displayName: string }[] }) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  if (vendors.length === 0) return null;
  return (
    <section aria-label={t('providers')}>
      <h2>{t('providers')}</h2>
      <Carousel
        // docs/site-rules.md "Limits": slide spacing 27 on home (--carousel-gap in lobby.css).
        className="lobby-providers"
        items={vendors}
        itemKey={(v) => v.vassalage}
        autoplayMs={PROVIDER_AUTOPLAY_MS}
        loop={vendors.length > 1}
        renderItem={(v) => (
          <button
            type="button"
            className="lobby-provider-tile"
            onClick={() => navigate(`/providers?vassalage=${encodeURIComponent(v.vassalage)}`)}
          >
            {v.displayName}
          </button>
        )}
      />
    </section>
  );
}

/** Memoised: home re-renders as each of its ten queries answers, and a block re-renders only for its own. */
export const ProviderTiles = memo(ProviderTilesView);
