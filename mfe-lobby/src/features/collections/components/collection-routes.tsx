import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, emit, isTrialAccount, useSessionStore } from '@site/shared';
import { favouriteGamesQuery } from '../../../lib/api/get-favourites';
import { hotGamesQuery } from '../../../lib/api/get-hot-games';
import { providerGamesQuery } from '../api/get-provider-games';
import { CollectionPage } from './collection-page';

export function HotPage() {
  const { t } = useTranslation('lobby');
  return <CollectionPage title={t('pages.hot')} query={hotGamesQuery('')} favouritable />;
}

/** Favourites need a real account: visitors get a login button, trial accounts the warning. */
export function FavPage() {
  const { t } = useTranslation('lobby');
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  let blocked: React.ReactNode = null;
  if (!token) {
    blocked = (
      <div className="ui-empty">
        <p>{t('loginForFavourites')}</p>
        <Button onClick={() => emit('auth:login-requested', { reason: 'fav' })}>{t('login')}</Button>
      </div>
    );
  } else if (isTrialAccount(isAgent)) {
    blocked = <p role="alert">{t('realAccount')}</p>;
  }
  return (
    <CollectionPage
      title={t('pages.fav')}
      query={favouriteGamesQuery()}
      favouritable
      blocked={blocked ?? undefined}
    />
  );
}

/** `/providers?vassalage=…`: every game of one vendor, whatever its type. */
export function ProvidersPage() {
  const { t } = useTranslation('lobby');
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage') ?? '';
  return (
    <CollectionPage
      title={vassalage ? t('providerGames', { vendor: vassalage }) : t('pages.providers')}
      query={providerGamesQuery(vassalage)}
      favouritable={false}
    />
  );
}
