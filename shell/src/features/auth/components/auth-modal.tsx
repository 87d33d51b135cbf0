import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, Tabs } from '@site/shared';
import { useFlag } from '../../../stores/site-config-store';
import { useShellUi } from '../../../stores/shell-ui-store';
import { LoginForm } from './login-form';
import { SmsLoginForm } from './sms-login-form';

type LoginType = 'username' | 'sms';

/** Login/register popup (SPEC §2): tabs login | register; inside login, username or SMS (SMS only when enabled). */
export function AuthModal({ registerForm }: { registerForm: ReactNode }) {
  const { t } = useTranslation('auth');
  const modal = useShellUi((s) => s.modal);
  const open = useShellUi((s) => s.open);
  const close = useShellUi((s) => s.close);
  const smsEnabled = useFlag('smsLogin');
  const [loginType, setLoginType] = useState<LoginType>('username');
  if (modal?.kind !== 'auth') return null;
  const type: LoginType = smsEnabled ? loginType : 'username';

  return (
    <Modal open onClose={close} title={modal.tab === 'login' ? t('login_title') : t('register_title')} className="auth-modal">
      <Tabs
        label={t('login_or_register')}
        value={modal.tab}
        onChange={(tab) => open({ kind: 'auth', tab })}
        tabs={[
          { id: 'login', label: t('login') },
          { id: 'register', label: t('register') },
        ]}
      >
        {modal.tab === 'register' ? (
          registerForm
        ) : (
          <>
            {smsEnabled ? (
              <Tabs
                label={t('login_type')}
                value={type}
                onChange={setLoginType}
                tabs={[
                  { id: 'username', label: t('login_by_username') },
                  { id: 'sms', label: t('login_by_sms') },
                ]}
              />
            ) : null}
            {type === 'sms' ? <SmsLoginForm /> : <LoginForm />}
          </>
        )}
      </Tabs>
    </Modal>
  );
}
