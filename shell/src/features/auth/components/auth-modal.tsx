import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, Tabs } from '@site/shared';
import { useShellUi } from '../../../stores/shell-ui-store';
import { LoginPanel } from './login-panel';

/** Login/register popup (docs/site-rules.md "Screens"): tabs login | register; the register form is composed in by the app layer. */
export function AuthModal({ registerForm }: { registerForm: ReactNode }) {
  const { t } = useTranslation('auth');
  const modal = useShellUi((s) => s.modal);
  const open = useShellUi((s) => s.open);
  const close = useShellUi((s) => s.close);
  if (modal?.kind !== 'auth') return null;
  return (
    <Modal
      open
      onClose={close}
      title={modal.tab === 'login' ? t('login_title') : t('register_title')}
      className="auth-modal"
    >
      <Tabs
        label={t('login_or_register')}
        value={modal.tab}
        onChange={(tab) => open({ kind: 'auth', tab })}
        tabs={[
          { id: 'login', label: t('login') },
          { id: 'register', label: t('register') },
        ]}
      >
        {modal.tab === 'register' ? registerForm : <LoginPanel />}
      </Tabs>
    </Modal>
  );
}
