import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element has come near the viewport (and stays true). What only shows below the fold or inside a
 * closed drawer — the QR encoders of the shell's side bar and of the lobby's download block — then loads when it can
 * be seen, not on every page view (docs/performance.md, home's JS). Without IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '200px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near];
}
