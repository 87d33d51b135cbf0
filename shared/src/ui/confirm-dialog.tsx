import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  /** Omit for a one-button notice (e.g. a server warning with OK). */
  onCancel?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
}

/** Confirmation or notice dialog on top of the modal wrapper; focus starts on the safe choice when there is one. */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  busy,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={title}
      onClose={onCancel ?? onConfirm}
      className="ui-confirm"
      footer={
        <>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} data-autofocus="">
              {cancelLabel ?? t('cancel')}
            </Button>
          ) : null}
          <Button onClick={onConfirm} busy={busy}>
            {confirmLabel ?? t('ok')}
          </Button>
        </>
      }
    >
      <div className="ui-confirm__message">{message}</div>
    </Modal>
  );
}
