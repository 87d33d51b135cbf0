import { useTranslation } from 'react-i18next';

/** Home's layout (shell/src/features/banners, app/styles/layout.css): 3:1 pictures, the 232 px side bar from 769 px. */
const DESKTOP_WIDTH = 1280;
const DESKTOP_SCALE = 0.4;
const SIDE_BAR = 232;
const PER_VIEW = 4;

export interface PreviewPicture {
  /** The picture's URL (saved or a data URL of the new upload); null: the generated artwork. */
  src: string | null;
  title: string;
}

function Picture({
  picture,
  className,
  width,
}: {
  picture: PreviewPicture;
  className: string;
  width?: number;
}) {
  const style = width ? { width } : undefined;
  return picture.src ? (
    <img className={className} style={style} src={picture.src} alt="" width={1200} height={400} />
  ) : (
    <div className={`${className} bo-banner-art`} style={style}>
      <span>{picture.title}</span>
    </div>
  );
}

/**
 * The banner as a player sees it on home: on a 360 px phone (one per view, full width less main's padding) and on a
 * desktop (the group's banners side by side, up to four, at most 240 px high), drawn at 40 % of 1280 px. The back
 * office never loads the shell; this copies its boxes.
 */
export function BannerPreview({ picture, inGroup }: { picture: PreviewPicture; inGroup: number }) {
  const { t } = useTranslation('bo');
  const perView = Math.min(PER_VIEW, Math.max(1, inGroup));
  const mainWidth = DESKTOP_WIDTH - SIDE_BAR - 32;
  const bannerWidth = (mainWidth - (perView - 1) * 12) / perView;
  // 3:1, at most 240 px high (a wider one is cropped, object-fit: cover), in main's 16 px padding.
  const rowHeight = Math.min(240, bannerWidth / 3) + 32;
  return (
    <div className="bo-banner-preview">
      <figure className="bo-banner-preview__phone">
        <figcaption>{t('content.previewPhone')}</figcaption>
        <div className="bo-banner-preview__phone-screen">
          <Picture picture={picture} className="bo-banner-preview__img" />
        </div>
      </figure>
      <figure className="bo-banner-preview__desktop">
        <figcaption>{t('content.previewDesktop', { count: perView })}</figcaption>
        <div
          className="bo-banner-preview__desktop-frame"
          style={{ width: DESKTOP_WIDTH * DESKTOP_SCALE, height: rowHeight * DESKTOP_SCALE }}
        >
          <div
            className="bo-banner-preview__desktop-screen"
            style={{ width: DESKTOP_WIDTH, height: rowHeight, transform: `scale(${DESKTOP_SCALE})` }}
          >
            <div className="bo-banner-preview__sidebar" style={{ width: SIDE_BAR }} />
            <div className="bo-banner-preview__row">
              {Array.from({ length: perView }, (_, i) =>
                i === 0 ? (
                  <Picture
                    key={i}
                    picture={picture}
                    width={bannerWidth}
                    className="bo-banner-preview__img bo-banner-preview__img--desk"
                  />
                ) : (
                  <div key={i} className="bo-banner-preview__other" style={{ width: bannerWidth }} />
                ),
              )}
            </div>
          </div>
        </div>
      </figure>
    </div>
  );
}
