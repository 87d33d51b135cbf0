import { useCallback, useEffect, useState } from 'react';

const storageKey = (username: string) => `lottery-fav:${username}`;

function read(username: string | null): string[] {
  if (!username) return [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(username)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Favourite lottery game codes, kept per username in browser storage (docs/lottery.md "Front"). */
export function useFavouriteGames(username: string | null) {
  const [ids, setIds] = useState<string[]>(() => read(username));
  useEffect(() => setIds(read(username)), [username]);
  const toggle = useCallback(
    (gameCode: string) => {
      if (!username) return;
      setIds((prev) => {
        const next = prev.includes(gameCode) ? prev.filter((x) => x !== gameCode) : [...prev, gameCode];
        localStorage.setItem(storageKey(username), JSON.stringify(next));
        return next;
      });
    },
    [username],
  );
  return { ids, toggle };
}
