import './styles/toast.css';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { pageSingleton } from '../debug/singletons';
import { X } from 'lucide-react';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastInput {
  message: string;
  tone?: ToastTone;
  /** Milliseconds before it goes away; 0 keeps it until dismissed. */
  duration?: number;
}

interface ToastItem extends Required<ToastInput> {
  id: number;
}

interface ToastHolder {
  items: ToastItem[];
  nextId: number;
  listeners: Set<() => void>;
  /** The one mounted <Toaster> that renders; the others (a remote's own) stay empty. */
  owner: string | null;
}

// A page singleton like the bus: a toast raised in a remote shows in the shell's one toaster.
const holder = pageSingleton<ToastHolder>('__SITE_TOASTS__', () => ({
  items: [],
  nextId: 1,
  listeners: new Set(),
  owner: null,
}));

function publish(items: ToastItem[]) {
  holder.items = items;
  for (const listener of holder.listeners) listener();
}

/** Shows a toast; returns its id for an early `dismissToast`. */
export function showToast({
  message,
  tone = 'info',
  duration = tone === 'danger' ? 6000 : 4000,
}: ToastInput): number {
  const id = holder.nextId++;
  publish([...holder.items.slice(-4), { id, message, tone, duration }]);
  return id;
}

export function dismissToast(id: number): void {
  publish(holder.items.filter((t) => t.id !== id));
}

/** The toaster API for components: `const toast = useToast(); toast.success('Saved')`. */
export function useToast() {
  return toastApi;
}

const toastApi = {
  show: showToast,
  dismiss: dismissToast,
  info: (message: string) => showToast({ message, tone: 'info' }),
  success: (message: string) => showToast({ message, tone: 'success' }),
  warning: (message: string) => showToast({ message, tone: 'warning' }),
  error: (message: string) => showToast({ message, tone: 'danger' }),
};

function subscribe(listener: () => void) {
  holder.listeners.add(listener);
  return () => holder.listeners.delete(listener);
}

/**
 * Where toasts appear: a polite live region (role=status) at the bottom, above the phone's thumb zone.
 * Mount it once per app root; when the shell and a remote both mount one, only the first renders.
 */
export function Toaster() {
  const { t } = useTranslation('ui');
  const self = useId();
  const items = useSyncExternalStore(
    subscribe,
    () => holder.items,
    () => holder.items,
  );
  useEffect(() => {
    if (holder.owner === null) {
      holder.owner = self;
      publish([...holder.items]);
    }
    return () => {
      if (holder.owner === self) holder.owner = null;
    };
  }, [self]);
  if (holder.owner !== self) return null;
  return (
    <div className="ui-toaster" role="status" aria-live="polite">
      {items.map((item) => (
        <ToastView key={item.id} item={item} closeLabel={t('close')} />
      ))}
    </div>
  );
}

function ToastView({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  useEffect(() => {
    if (item.duration <= 0) return undefined;
    const timer = setTimeout(() => dismissToast(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item]);
  return (
    <div className={`ui-toast ui-toast--${item.tone}`}>
      <span className="ui-toast__message">{item.message}</span>
      <button
        type="button"
        className="ui-toast__close"
        aria-label={closeLabel}
        onClick={() => dismissToast(item.id)}
      >
        <X aria-hidden="true" size={16} />
      </button>
    </div>
  );
}

/** Test-only: forget toasts and the owner between tests. */
export function resetToastsForTests(): void {
  holder.owner = null;
  publish([]);
}
