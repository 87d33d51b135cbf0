import './styles/carousel.css';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { prefersReducedMotion } from './reduced-motion';

export interface CarouselProps<T> {
  /** Names the carousel for assistive tech (a group described as a carousel); leave it out inside a section that already names it. */
  label?: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Advance one item every so many ms; off under "reduce motion" and with one item; paused while pointed at, touched or focused. */
  autoplayMs?: number;
  /** At the last item, autoplay and "next" go back to the first. */
  loop?: boolean;
  /** Previous / next buttons. */
  arrows?: boolean;
  /** One dot per item; the current one is marked. */
  dots?: boolean;
  /** Sizes the items: set `--carousel-item` (an item's width) and `--carousel-gap` on this class. */
  className?: string;
  style?: CSSProperties;
  /** Extra items after the list (the hot games' "more" tile). */
  trailing?: ReactNode;
}

/** The distance from one item's start to the next one's, and the sign of "forwards" in the writing direction. */
function geometry(track: HTMLElement): { step: number; forwards: 1 | -1 } {
  const first = track.firstElementChild as HTMLElement | null;
  const style = getComputedStyle(track);
  const gap = Number.parseFloat(style.columnGap) || 0;
  return {
    step: (first?.getBoundingClientRect().width ?? track.clientWidth) + gap,
    forwards: style.direction === 'rtl' ? -1 : 1,
  };
}

/**
 * A row of items that scrolls by swipe with CSS scroll snapping, optionally with arrows, dots and autoplay (docs/ui-kit.md).
 * The browser does the sliding: nothing is measured or laid out by script on load, which is what Swiper cost home
 * on a phone (its mount, loop clones and a layout read every autoplay step; docs/performance.md "Main thread").
 */
export function Carousel<T>({
  label,
  items,
  itemKey,
  renderItem,
  autoplayMs,
  loop,
  arrows,
  dots,
  className,
  style,
  trailing,
}: CarouselProps<T>) {
  const { t } = useTranslation('ui');
  const track = useRef<HTMLUListElement>(null);
  const paused = useRef(false);
  const [current, setCurrent] = useState(0);

  const scrollToIndex = useCallback((index: number) => {
    const el = track.current;
    if (!el || typeof el.scrollTo !== 'function') return;
    const { step, forwards } = geometry(el);
    el.scrollTo({ left: index * step * forwards, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, []);

  const move = useCallback(
    (by: 1 | -1) => {
      const el = track.current;
      if (!el || typeof el.scrollBy !== 'function') return;
      const atEnd = Math.abs(el.scrollLeft) + el.clientWidth >= el.scrollWidth - 2;
      const atStart = Math.abs(el.scrollLeft) <= 2;
      if (by === 1 && atEnd) {
        if (loop) scrollToIndex(0);
        return;
      }
      if (by === -1 && atStart) {
        if (loop) scrollToIndex(items.length - 1);
        return;
      }
      const { step, forwards } = geometry(el);
      el.scrollBy({ left: by * step * forwards, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    },
    [items.length, loop, scrollToIndex],
  );

  // Autoplay: one interval; a tick while paused or in a hidden tab does nothing.
  const autoplay = autoplayMs && items.length > 1 && !prefersReducedMotion() ? autoplayMs : 0;
  useEffect(() => {
    if (!autoplay) return undefined;
    const id = setInterval(() => {
      if (!paused.current && !document.hidden) move(1);
    }, autoplay);
    return () => clearInterval(id);
  }, [autoplay, move]);

  // Where the track stands, read on scroll (one read per frame at most) and when the items change: the current item
  // for the dots, and whether an end is reached, which disables that arrow of a carousel that does not loop.
  const [edges, setEdges] = useState({ start: true, end: false });
  useEffect(() => {
    const el = track.current;
    if (!(dots || arrows) || !el) return undefined;
    let frame = 0;
    const read = () => {
      frame = 0;
      const offset = Math.abs(el.scrollLeft);
      const start = offset <= 2;
      const end = offset + el.clientWidth >= el.scrollWidth - 2;
      setEdges((was) => (was.start === start && was.end === end ? was : { start, end }));
      const { step } = geometry(el);
      if (dots && step > 0) setCurrent(Math.min(items.length - 1, Math.round(offset / step)));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    onScroll();
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [arrows, dots, items.length]);

  const pause = () => (paused.current = true);
  const resume = () => (paused.current = false);

  return (
    <div
      className={['ui-carousel', className].filter(Boolean).join(' ')}
      style={style}
      {...(label ? { role: 'group', 'aria-label': label, 'aria-roledescription': 'carousel' } : {})}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
      onPointerDown={pause}
      onPointerUp={resume}
      onPointerCancel={resume}
    >
      <ul ref={track} className="ui-carousel__track">
        {items.map((item, i) => (
          <li key={itemKey(item)} className="ui-carousel__item">
            {renderItem(item, i)}
          </li>
        ))}
        {/* Only after items: alone, it would be the snapped item, and the browser keeps a snapped item in place when
            items arrive before it, which would leave the row scrolled to its end. */}
        {trailing && items.length > 0 ? <li className="ui-carousel__item">{trailing}</li> : null}
      </ul>
      {arrows && items.length > 1 ? (
        <>
          <button
            type="button"
            className="ui-carousel__arrow ui-carousel__arrow--prev"
            aria-label={t('carousel_previous')}
            disabled={!loop && edges.start}
            onClick={() => move(-1)}
          >
            <ChevronLeft aria-hidden="true" size={20} />
          </button>
          <button
            type="button"
            className="ui-carousel__arrow ui-carousel__arrow--next"
            aria-label={t('carousel_next')}
            disabled={!loop && edges.end}
            onClick={() => move(1)}
          >
            <ChevronRight aria-hidden="true" size={20} />
          </button>
        </>
      ) : null}
      {dots && items.length > 1 ? (
        <div className="ui-carousel__dots">
          {items.map((item, i) => (
            <button
              key={itemKey(item)}
              type="button"
              className="ui-carousel__dot"
              aria-label={t('carousel_go_to', { index: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => {
                setCurrent(i);
                scrollToIndex(i);
              }}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
