import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element is on screen now (it follows scrolling both ways, unlike the shared `useNearViewport`, which
 * stays true): a card's countdown ticks only while it can be seen (docs/performance.md "Main thread"). Without
 * IntersectionObserver (old browsers, jsdom) it is always true.
 */
export function useInView<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, inView];
}
