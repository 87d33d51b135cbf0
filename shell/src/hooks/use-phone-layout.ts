import { useSyncExternalStore } from 'react';

/** Where the shell switches to its phone layout; the same width as the media queries of app/styles/layout.css. */
export const PHONE_LAYOUT_QUERY = '(max-width: 768px)';

const phoneQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_LAYOUT_QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isPhone = () => phoneQuery()?.matches ?? false;

/** True while the window is phone-sized; follows rotation and resizing. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
