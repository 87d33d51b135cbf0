import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@site/shared';
import { errorText } from '../model/error-text';

/**
 * The dialog a create/edit form opens in (the campaign catalogues, agent announcements): the form's fields, its
 * validation summary, the call's error by its stable code, and save/cancel. The kit's Modal traps the focus and
 * closes on Escape. `formClassName` lays out the form's own fields.
 */
export function FormDialog({
  title,
  formClassName,
  formId,
  onClose,
  onSubmit,
  invalid,
  error,
  busy,
  children,
}: {
  title: string;
  formClassName: string;
  formId: string;
  onClose: () => void;
  onSubmit: () => void;
  invalid: boolean;
  error: unknown;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('bo');
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      className="bo-modal-wide"
      closeOnOutsideClick={false}
      footer={
        <div className="bo-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {t('common.save')}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        className={`bo-form ${formClassName}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {invalid ? (
          <p className="bo-error" role="alert">
            {t('forms.fix')}
          </p>
        ) : null}
        {error ? (
          <p className="bo-error" role="alert">
            {errorText(t, error)}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
