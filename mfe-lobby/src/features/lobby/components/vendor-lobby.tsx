import { useTranslation } from 'react-i18next';
import type { GameDto, VendorMappingEntry } from '@site/shared/schemas';
import { fetchGameList } from '../../../lib/api/get-game-list';

/**
 * Esports and cockfight: one tile per vendor (docs/site-rules.md "Screens" vendor lobby); a tile opens that vendor's
 * lobby game through the usual launch rules.
 */
export function VendorLobby({
  gameType,
  vendors,
  onPlay,
}: {
  gameType: string;
  vendors: VendorMappingEntry[];
  onPlay: (g: GameDto) => void;
}) {
  const { t } = useTranslation('lobby');
  const open = async (vassalage: string) => {
    const { games } = await fetchGameList({
      gameType,
      vassalage,
      gameClassify: '',
      gameName: '',
      pageSize: 1,
      pageNo: 1,
    });
    if (games[0]) onPlay(games[0]);
  };
  return (
    <ul className="lobby-vendor-lobby" aria-label={t('vendors')}>
      {vendors.map((v) => (
        <li key={v.vassalage}>
          <button type="button" onClick={() => void open(v.vassalage)}>
            <strong>{v.displayName}</strong>
            <span>{v.maintenance ? t('maintenanceShort') : t('enter')}</span>
            {v.maintenance && v.maintenanceMessage ? <small>{v.maintenanceMessage}</small> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
