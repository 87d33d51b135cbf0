import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, DataTable, Select } from '@site/shared';
import type { AdminGame } from '@site/shared/schemas/operator';
import { useMe } from '../../../lib/api/get-me';
import { ListFooter } from '../../../lib/components/list-footer';
import { ListToolbar } from '../../../lib/components/list-toolbar';
import { PageHeader } from '../../../lib/components/page-header';
import { ReasonDialog } from '../../../lib/components/reason-dialog';
import { useListParams } from '../../../lib/hooks/use-list-params';
import { errorText } from '../../../lib/model/error-text';
import { PERMISSIONS, can } from '../../../lib/model/permissions';
import { useEditGame } from '../api/edit-game';
import { useAdminGames, type GameListQuery } from '../api/get-admin-games';
import { useGameVendors } from '../api/get-game-vendors';
import { useMoveGame } from '../api/move-game';
import { PlaceDialog } from './place-dialog';
import { VendorTable } from './vendor-table';

const FLAGS = ['hot', 'isNew', 'featured'] as const;

/**
 * The games catalogue (docs/back-office.md "Running the site"): vendors (maintenance, in or out of the lobby) and
 * games (in or out, hot, new, featured, place in their category). `games.read` sees it, `games.manage` changes it.
 */
export function GamesPage() {
  const { t } = useTranslation('bo');
  const me = useMe();
  const canManage = can(me.data, PERMISSIONS.gamesManage);
  const vendors = useGameVendors();
  const { params, update } = useListParams({
    sort: 'place',
    dir: 'asc',
    pageSize: 25,
    filters: { vendor: '', category: '', enabled: 'all' },
  });
  const query: GameListQuery = {
    enabled: (params.filters.enabled as GameListQuery['enabled']) || 'all',
    page: params.page,
    pageSize: params.pageSize,
    ...(params.filters.vendor ? { vendor: params.filters.vendor } : {}),
    ...(params.filters.category ? { category: params.filters.category } : {}),
    ...(params.q ? { q: params.q } : {}),
  };
  const games = useAdminGames(query);
  const edit = useEditGame();
  const move = useMoveGame();
  const [disabling, setDisabling] = useState<AdminGame | null>(null);
  const [placing, setPlacing] = useState<AdminGame | null>(null);
  const categories = [...new Set((vendors.data?.items ?? []).flatMap((v) => v.categories))].sort();
  const failure = (!disabling && edit.error) || move.error;
  const busy = (gameId: string) =>
    (edit.isPending && edit.variables?.gameId === gameId) ||
    (move.isPending && move.variables?.gameId === gameId);

  return (
    <>
      <PageHeader title={t('nav.games')} />
      <div className="bo-stack">
        <section className="bo-card" aria-labelledby="vendors-title">
          <h2 id="vendors-title">{t('games.vendorsTitle')}</h2>
          <VendorTable
            // Choosing a vendor below narrows this table to it too (46 vendors are a long table).
            vendors={vendors.data?.items.filter((v) => !query.vendor || v.vendor === query.vendor)}
            loading={vendors.isPending}
            error={Boolean(vendors.error)}
            onRetry={() => void vendors.refetch()}
            canManage={canManage}
          />
        </section>
        <section className="bo-card" aria-labelledby="games-title">
          <h2 id="games-title">{t('games.gamesTitle')}</h2>
          <ListToolbar params={params} update={update} searchLabel={t('games.search')}>
            <Select
              label={t('games.vendor')}
              value={params.filters.vendor ?? ''}
              options={[
                { value: '', label: t('games.any') },
                ...(vendors.data?.items ?? []).map((v) => ({ value: v.vendor, label: v.displayName })),
              ]}
              onChange={(event) => update({ filters: { vendor: event.target.value } })}
            />
            <Select
              label={t('games.category')}
              value={params.filters.category ?? ''}
              options={[
                { value: '', label: t('games.any') },
                ...categories.map((c) => ({ value: c, label: c })),
              ]}
              onChange={(event) => update({ filters: { category: event.target.value } })}
            />
            <Select
              label={t('games.state')}
              value={query.enabled}
              options={(['all', 'yes', 'no'] as const).map((v) => ({
                value: v,
                label: t(`games.enabledFilter.${v}`),
              }))}
              onChange={(event) => update({ filters: { enabled: event.target.value } })}
            />
          </ListToolbar>
          {failure ? (
            <p className="bo-error" role="alert">
              {errorText(t, failure)}
            </p>
          ) : null}
          <DataTable<AdminGame>
            caption={t('games.gamesTitle')}
            hideCaption
            rows={games.data?.items ?? []}
            rowKey={(row) => row.gameId}
            loading={games.isPending}
            error={Boolean(games.error)}
            onRetry={() => void games.refetch()}
            emptyMessage={t('games.noGames')}
            columns={[
              { key: 'place', header: t('games.place'), align: 'end', render: (row) => row.sortOrder },
              {
                key: 'name',
                header: t('games.name'),
                render: (row) => (
                  <>
                    <strong>{row.name}</strong> <span className="bo-muted">{row.gameId}</span>
                  </>
                ),
              },
              { key: 'vendor', header: t('games.vendor'), render: (row) => row.vendorName },
              { key: 'category', header: t('games.category'), render: (row) => row.category },
              {
                key: 'state',
                header: t('games.state'),
                render: (row) => (
                  <span className="bo-badges">
                    {row.enabled ? null : <Badge tone="danger">{t('games.disabled')}</Badge>}
                    {row.vendorEnabled ? null : <Badge tone="danger">{t('games.vendorDisabled')}</Badge>}
                    {row.vendorMaintenance ? <Badge tone="warning">{t('games.maintenance')}</Badge> : null}
                    {FLAGS.filter((f) => row[f]).map((f) => (
                      <Badge key={f} tone="info">
                        {t(`games.flags.${f}`)}
                      </Badge>
                    ))}
                    {row.enabled && row.vendorEnabled && !row.vendorMaintenance ? (
                      <Badge tone="success">{t('games.enabled')}</Badge>
                    ) : null}
                  </span>
                ),
              },
              {
                key: 'actions',
                header: t('common.actions'),
                render: (row) =>
                  canManage ? (
                    <div className="bo-actions bo-actions--wrap">
                      <Button
                        variant="ghost"
                        disabled={busy(row.gameId)}
                        onClick={() => move.mutate({ gameId: row.gameId, direction: 'up' })}
                        aria-label={t('games.moveUpOf', { name: row.name })}
                      >
                        ↑
                      </Button>
                      <Button
                        variant="ghost"
                        disabled={busy(row.gameId)}
                        onClick={() => move.mutate({ gameId: row.gameId, direction: 'down' })}
                        aria-label={t('games.moveDownOf', { name: row.name })}
                      >
                        ↓
                      </Button>
                      <Button
                        variant="secondary"
                        disabled={busy(row.gameId)}
                        onClick={() => setPlacing(row)}
                        aria-label={t('games.setPlaceOf', { name: row.name })}
                      >
                        {t('games.setPlace')}
                      </Button>
                      {FLAGS.map((f) => (
                        <Button
                          key={f}
                          variant="secondary"
                          aria-pressed={row[f]}
                          disabled={busy(row.gameId)}
                          onClick={() => edit.mutate({ gameId: row.gameId, edit: { [f]: !row[f] } })}
                          aria-label={t('games.flagOf', { flag: t(`games.flags.${f}`), name: row.name })}
                        >
                          {t(`games.flags.${f}`)}
                        </Button>
                      ))}
                      {row.enabled ? (
                        <Button
                          variant="secondary"
                          onClick={() => {
                            edit.reset();
                            setDisabling(row);
                          }}
                          aria-label={t('games.disableOf', { name: row.name })}
                        >
                          {t('games.disable')}
                        </Button>
                      ) : (
                        <Button
                          variant="secondary"
                          disabled={busy(row.gameId)}
                          onClick={() => edit.mutate({ gameId: row.gameId, edit: { enabled: true } })}
                          aria-label={t('games.enableOf', { name: row.name })}
                        >
                          {t('games.enable')}
                        </Button>
                      )}
                    </div>
                  ) : null,
              },
            ]}
          />
          <ListFooter
            total={games.data?.total ?? 0}
            page={params.page}
            pageSize={params.pageSize}
            onPage={(page) => update({ page })}
          />
        </section>
      </div>
      {placing ? <PlaceDialog game={placing} onClose={() => setPlacing(null)} /> : null}
      {disabling ? (
        <ReasonDialog
          title={t('games.disableOf', { name: disabling.name })}
          confirmLabel={t('games.disable')}
          busy={edit.isPending}
          error={edit.error ? errorText(t, edit.error) : null}
          onClose={() => setDisabling(null)}
          onConfirm={(reason) =>
            edit.mutate(
              { gameId: disabling.gameId, edit: { enabled: false, reason } },
              { onSuccess: () => setDisabling(null) },
            )
          }
        >
          <p>{t('games.disableGameExplain', { name: disabling.name })}</p>
        </ReasonDialog>
      ) : null}
    </>
  );
}
