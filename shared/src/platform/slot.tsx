import { useSyncExternalStore, type ComponentType } from 'react';
import type { SlotName, SlotProps } from './slots';

/** What the shell provides to render a slot (its slot table + failure layers). */
export type SlotHost = ComponentType<{ name: SlotName; props: object; className?: string }>;

let host: SlotHost | null = null;
const listeners = new Set<() => void>();

/**
 * Called once by the shell at boot. @site/shared is a page singleton, so every remote's `<Slot>`
 * sees the same host. A remote running alone (its dev server) has none: its slots render nothing.
 */
export function provideSlotHost(next: SlotHost | null): void {
  host = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getHost = () => host;

type EmptyProps = Record<string, never>;

export type SlotElementProps<N extends SlotName> = {
  name: N;
  className?: string;
} & (SlotProps<N> extends EmptyProps ? { props?: SlotProps<N> } : { props: SlotProps<N> });

/**
 * Renders the widget another remote exposes for slot `name` (shared/src/platform/slots.ts), by
 * name only: the shell decides which remote module that is. Reserves its height while loading,
 * shows a retry in its own box when the owner fails, renders nothing when the owner is not live.
 */
export function Slot<N extends SlotName>({ name, className, props }: SlotElementProps<N>) {
  const Host = useSyncExternalStore(subscribe, getHost, getHost);
  if (!Host) return null;
  return <Host name={name} props={props ?? {}} className={className} />;
}
