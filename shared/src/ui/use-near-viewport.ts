import { useEffect, useRef, useState, type RefObject } from 'react';

export interface NearViewportOptions {
  /**
   * Follow the element both ways: true while it is near, false again once it leaves. By default the answer latches
   * at the first time it comes near (what loads a block once); following suits work that should run only while the
   * element can be seen, such as a lottery card's countdown.
   */
  follow?: boolean;
}

/**
 * Whether the element is near the viewport (within `rootMargin`). By default it stays true once it has been: what only
 * shows below the fold or inside a closed drawer — home's far rows, the QR encoders of the shell's side bar and of
 * the lobby's download block — then loads when it can be seen, not on every page view (docs/performance.md, home's
 * JS and "Main thread"). Without IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useNearViewport<T extends Element>(
  rootMargin = '200px',
  { follow = false }: NearViewportOptions = {},
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const latched = near && !follow;
  useEffect(() => {
    const element = ref.current;
    if (latched || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (!last) return;
        if (follow) {
          setNear(last.isIntersecting);
          return;
        }
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [latched, follow, rootMargin]);
  return [ref, near];
}
