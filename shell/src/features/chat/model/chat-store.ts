import { create } from 'zustand';

const SEEN_KEY = 'chat.seen';

function readSeen(): Record<string, number> {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(SEEN_KEY);
    const value: unknown = raw ? JSON.parse(raw) : {};
    return value && typeof value === 'object' ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export interface ChatUiState {
  open: boolean;
  /** The room picked by the player; null: the room of the interface language. */
  room: string | null;
  /** The last message id read per room (kept in this browser): the unread counts start after it. */
  seen: Record<string, number>;
  setOpen: (open: boolean) => void;
  setRoom: (room: string) => void;
  markSeen: (room: string, id: number) => void;
}

/** The chat's UI state lives outside the left bar: on a phone the drawer closes (and unmounts) when the sheet opens. */
export const useChatUi = create<ChatUiState>()((set, get) => ({
  open: false,
  room: null,
  seen: readSeen(),
  setOpen: (open) => set({ open }),
  setRoom: (room) => set({ room }),
  markSeen: (room, id) => {
    if ((get().seen[room] ?? 0) >= id) return;
    const seen = { ...get().seen, [room]: id };
    set({ seen });
    try {
      localStorage.setItem(SEEN_KEY, JSON.stringify(seen));
    } catch {
      // Private mode: the counts start again on the next visit.
    }
  },
}));

/** The room to show: the player's pick if still offered, else the interface language's room, else English. */
export function pickRoom(picked: string | null, language: string, offered: readonly string[]): string {
  if (picked && offered.includes(picked)) return picked;
  if (offered.includes(language)) return language;
  return offered.includes('en') ? 'en' : (offered[0] ?? 'en');
}
