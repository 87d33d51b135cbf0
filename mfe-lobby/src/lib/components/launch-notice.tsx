import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@site/shared';
import type { GameDto } from '@site/shared/schemas';
import type { LaunchNotice } from '../play';

/** Real-account warning, 'Game maintenance' with recommended games, or a launch error. */
export function LaunchNoticeDialog({
  notice,
  onClose,
  onPlay,
}: {
  notice: LaunchNotice | null;
  onClose: () => void;
  onPlay: (g: GameDto) => void;
}) {
  const { t } = useTranslation('lobby');
  if (!notice) return null;
  const title =
    notice.kind === 'realAccount'
      ? t('realAccountTitle')
      : notice.kind === 'maintenance'
        ? t('maintenance')
        : t('launchError');
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      role="alertdialog"
      footer={<Button onClick={onClose}>{t('ok')}</Button>}
    >
      {notice.kind === 'realAccount' ? <p>{t('realAccount')}</p> : null}
      {notice.kind === 'error' ? <p>{notice.message}</p> : null}
      {notice.kind === 'maintenance' ? (
        <>
          {notice.message ? <p className="lobby-maintenance-message">{notice.message}</p> : null}
          <p>{t('maintenanceRecommend')}</p>
          <ul className="lobby-recommended">
            {notice.recommended.map((g) => (
              <li key={g.gameId}>
                <button
                  type="button"
                  onClick={() => {
                    onClose();
                    onPlay(g);
                  }}
                >
                  {g.displayName}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Modal>
  );
}
