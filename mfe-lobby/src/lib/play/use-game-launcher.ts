import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, emit, isTrialAccount, useSessionStore } from '@site/shared';
import type { GameDto } from '@site/shared/schemas';
import { launchGame } from '../api/launch-game';

export type LaunchNotice =
  | { kind: 'realAccount' }
  | { kind: 'maintenance'; recommended: GameDto[]; message?: string | null }
  | { kind: 'error'; message: string };

export function gamePath(gameId: string, trial: boolean): string {
  return `/game?gameId=${encodeURIComponent(gameId)}${trial ? '&trial=1' : ''}`;
}

/**
 * docs/site-rules.md "Access" launch rules in one place: visitors trial-play supportPlay 0 games and are asked to
 * log in (bus `auth:login-requested`) for others; trial accounts (isAgent 4) get the
 * real-account warning for paid games; members play for real.
 */
export function useGameLauncher() {
  const navigate = useNavigate();
  const { i18n } = useTranslation('lobby');
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const [notice, setNotice] = useState<LaunchNotice | null>(null);
  const [launching, setLaunching] = useState<string | null>(null);

  const launch = useCallback(
    async (game: Pick<GameDto, 'gameId' | 'supportPlay'>) => {
      const free = game.supportPlay === 0;
      if (!token && !free) {
        emit('auth:login-requested', { reason: 'launch' });
        return;
      }
      if (token && isTrialAccount(isAgent) && !free) {
        setNotice({ kind: 'realAccount' });
        return;
      }
      const trial = !token || isTrialAccount(isAgent);
      setLaunching(game.gameId);
      try {
        const result = await launchGame({ gameId: game.gameId, trial, language: i18n.language });
        navigate(gamePath(game.gameId, result.trial), { state: { url: result.game_url } });
      } catch (err) {
        const apiError = err instanceof ApiError ? err : null;
        if (apiError?.code === 'GAME_MAINTENANCE') {
          // The operator's message for the vendor's maintenance (docs/back-office.md "Running the site").
          const value = apiError.value as {
            recommended?: GameDto[];
            maintenanceMessage?: string | null;
          } | null;
          setNotice({
            kind: 'maintenance',
            recommended: value?.recommended ?? [],
            message: value?.maintenanceMessage ?? null,
          });
        } else if (apiError?.code === 'NOT_LOGGED_IN') {
          emit('auth:login-requested', { reason: 'launch' });
        } else if (apiError?.code === 'REAL_ACCOUNT_REQUIRED') {
          setNotice({ kind: 'realAccount' });
        } else {
          setNotice({ kind: 'error', message: apiError?.message ?? String(err) });
        }
      } finally {
        setLaunching(null);
      }
    },
    [token, isAgent, navigate, i18n.language],
  );

  return { launch, notice, clearNotice: () => setNotice(null), launching };
}
