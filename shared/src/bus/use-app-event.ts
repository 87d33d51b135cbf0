import { useEffect, useRef } from 'react';
import { on } from './bus';
import type { AppEventName, AppEventPayloads } from './events';

/** Listens to a bus event while the component is mounted; the latest `listener` is always used. */
export function useAppEvent<K extends AppEventName>(
  name: K,
  listener: (payload: AppEventPayloads[K]) => void,
): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => on(name, (payload) => latest.current(payload)), [name]);
}
