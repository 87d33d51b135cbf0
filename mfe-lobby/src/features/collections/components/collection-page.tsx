import { useCallback, useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameDto } from '@site/shared/schemas';
import { GameGrid } from '../../../lib/components/game-grid';
import { LaunchNoticeDialog } from '../../../lib/components/launch-notice';
import { useFavourites, useGameLauncher } from '../../../lib/play';

export interface CollectionPageProps<K extends QueryKey> {
  title: string;
  /** The whole collection's server data: query options from its api/ file. */
  query: UseQueryOptions<GameDto[], Error, GameDto[], K>;
  favouritable: boolean;
  /** Shown instead of the grid (e.g. the login prompt on /fav for visitors). */
  blocked?: React.ReactNode;
}

/** /hot, /fav and /providers: one titled grid with its states, favourites and launch rules. */
export function CollectionPage<K extends QueryKey>({
  title,
  query,
  favouritable,
  blocked,
}: CollectionPageProps<K>) {
  const { t } = useTranslation('lobby');
  // Not asked while blocked (a visitor on /fav): the page shows the login prompt instead.
  const list = useQuery({ ...query, enabled: !blocked });
  const { launch, notice, clearNotice, launching } = useGameLauncher();
  const [realAccount, setRealAccount] = useState(false);
  const favourites = useFavourites(useCallback(() => setRealAccount(true), []));

  return (
    <section className="lobby-page" aria-label={title}>
      <h1>{title}</h1>
      {blocked ?? (
        <GameGrid
          label={t('gamesOf', { name: title })}
          games={list.data ?? []}
          loading={list.isPending}
          error={list.isError}
          onRetry={() => void list.refetch()}
          onPlay={(g) => void launch(g)}
          launching={launching}
          favourites={favouritable ? favourites : undefined}
        />
      )}
      <LaunchNoticeDialog
        notice={realAccount ? { kind: 'realAccount' } : notice}
        onClose={() => (realAccount ? setRealAccount(false) : clearNotice())}
        onPlay={(g) => void launch(g)}
      />
    </section>
  );
}
