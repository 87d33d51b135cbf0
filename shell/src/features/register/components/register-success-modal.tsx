import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@site/shared';
import { useShellUi } from '../../../stores/shell-ui-store';

/**
 * After registration (docs/site-rules.md "Flows"): for mobile registration first the auto-generated-account message, then success.
 * Both steps live in one modal state so closing the first opens the second.
 */
export function RegisterSuccessModal() {
  const { t } = useTranslation('register');
  const modal = useShellUi((s) => s.modal);
  const open = useShellUi((s) => s.open);
  const close = useShellUi((s) => s.close);
  if (modal?.kind !== 'register-success') return null;
  if (modal.generatedAccount) {
    return (
      <ConfirmDialog
        open
        title={t('account_generated_title')}
        message={t('account_generated_body', { account: modal.generatedAccount })}
        onConfirm={() => open({ kind: 'register-success', generatedAccount: null })}
      />
    );
  }
  return <ConfirmDialog open title={t('success_title')} message={t('success_body')} onConfirm={close} />;
}
