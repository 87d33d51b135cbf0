import { ReplaySubject, Subject } from 'rxjs';
import { pageSingleton, trackSingleton } from '../debug/singletons';
import { EVENT_REPLAY, type AppEventName, type AppEventPayloads } from './events';

type Channels = { [K in AppEventName]: Subject<AppEventPayloads[K]> };

function createChannels(): Channels {
  const channels = {} as Record<AppEventName, Subject<unknown>>;
  for (const name of Object.keys(EVENT_REPLAY) as AppEventName[]) {
    channels[name] = EVENT_REPLAY[name] ? new ReplaySubject(1) : new Subject();
  }
  return channels as Channels;
}

interface BusHolder {
  channels: Channels;
}

const BUS_KEY = '__SITE_BUS__';
const holder = pageSingleton<BusHolder>(BUS_KEY, () => ({ channels: createChannels() }));
trackSingleton('bus', holder);

/** Publishes `payload` to every current subscriber (and to late ones when the event replays). */
export function emit<K extends AppEventName>(name: K, payload: AppEventPayloads[K]): void {
  holder.channels[name].next(payload);
}

/** Subscribes to `name`; returns the function that unsubscribes. */
export function on<K extends AppEventName>(
  name: K,
  listener: (payload: AppEventPayloads[K]) => void,
): () => void {
  const subscription = holder.channels[name].subscribe(listener);
  return () => subscription.unsubscribe();
}

/** Test-only: forget replayed values and subscribers so tests do not leak into each other. */
export function resetBusForTests(): void {
  for (const subject of Object.values(holder.channels)) subject.complete();
  holder.channels = createChannels();
}
