/**
 * Whether the player asked the system for less motion. Sliders then do not autoplay (WCAG 2.2.2: moving content
 * must be stoppable; the system setting is the player saying so before the page starts); the CSS side is in
 * styles/tokens.css. Read once when a slider starts, as Swiper reads its autoplay option once.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
