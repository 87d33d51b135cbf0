import { Modal } from '@site/shared';
import { useShellUi } from '../../../stores/shell-ui-store';

/** Game popup iframe (header modal): a launched game URL in a draggable frame. */
export function GamePopup() {
  const modal = useShellUi((s) => s.modal);
  const close = useShellUi((s) => s.close);
  if (modal?.kind !== 'game') return null;
  return (
    <Modal open onClose={close} title={modal.title} closeOnOutsideClick={false} className="game-popup">
      <iframe src={modal.url} title={modal.title} width={960} height={540} allow="autoplay; fullscreen" />
    </Modal>
  );
}
