import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@site/shared';
import { errorText } from '../model/error-text';

/**
 * "Delete this one?" for a row of a list the operator orders (banners, notices, help topics): the row's title in the
 * question, a failed call's message under it (the dialog stays open to retry or cancel; cancelling forgets the
 * failure), closed once the row is gone. Texts from the feature's own keys: `<keys>.deleteTitle`,
 * `<keys>.deleteConfirm` (with the title) and `<keys>.delete`.
 */
export function DeleteRowDialog({
  keys,
  row,
  remove,
  onClose,
}: {
  keys: 'content' | 'notices' | 'help';
  row: { id: number; title: string } | null;
  remove: Pick<UseMutationResult<unknown, Error, number>, 'error' | 'isPending' | 'reset' | 'mutate'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('bo');
  return (
    <ConfirmDialog
      open={row !== null}
      title={t(`${keys}.deleteTitle`)}
      message={
        <>
          <p>{t(`${keys}.deleteConfirm`, { title: row?.title ?? '' })}</p>
          {remove.error ? (
            <p className="bo-error" role="alert">
              {errorText(t, remove.error)}
            </p>
          ) : null}
        </>
      }
      confirmLabel={t(`${keys}.delete`)}
      busy={remove.isPending}
      onCancel={() => {
        remove.reset();
        onClose();
      }}
      onConfirm={() => {
        if (row) remove.mutate(row.id, { onSuccess: onClose });
      }}
    />
  );
}
