import type { Banner } from '../api/get-banners';
import { bannerAction } from '../lib/banner-link';
import { BANNER_HEIGHT, BANNER_WIDTH } from './banner-layout';

/** One banner: the image (the first one is the page's LCP candidate: eager, high priority), a button when linked. */
export function BannerSlide({
  banner,
  first,
  onActivate,
}: {
  banner: Banner;
  first: boolean;
  onActivate: (banner: Banner) => void;
}) {
  const img = (
    <img
      src={banner.url}
      alt={banner.title}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
    />
  );
  if (bannerAction(banner).kind === 'none') return img;
  return (
    <button type="button" className="banner-carousel__link" onClick={() => onActivate(banner)}>
      {img}
    </button>
  );
}
