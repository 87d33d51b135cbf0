import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, Tabs } from '@site/shared';
import { useFlag } from '../../../hooks/use-whitelabel';
import { useShellUi } from '../../../stores/shell-ui-store';
import { ForgotByEmailForm } from './forgot-by-email-form';
import { ForgotByPhoneForm } from './forgot-by-phone-form';

type Method = 'email' | 'phone';

/** Forgot password (docs/site-rules.md "Screens"): by e-mail and/or by phone, as the operator's recovery flags allow. */
export function ForgotPasswordModal() {
  const { t } = useTranslation('auth');
  const modal = useShellUi((s) => s.modal);
  const close = useShellUi((s) => s.close);
  const byEmail = useFlag('passwordRecoveryEmail');
  const byPhone = useFlag('passwordRecoveryVerification');
  const [method, setMethod] = useState<Method>('email');
  if (modal?.kind !== 'forgot-password') return null;
  // Neither flag set: offer e-mail, the recovery that needs no SMS quota.
  const methods: Method[] = [
    ...(byEmail || !byPhone ? ['email' as const] : []),
    ...(byPhone ? ['phone' as const] : []),
  ];
  const current = methods.includes(method) ? method : (methods[0] ?? 'email');
  const body = current === 'phone' ? <ForgotByPhoneForm /> : <ForgotByEmailForm onDone={close} />;

  return (
    <Modal open onClose={close} title={t('forgot_password')}>
      {methods.length > 1 ? (
        <Tabs
          label={t('forgot_method')}
          value={current}
          onChange={setMethod}
          tabs={[
            { id: 'email', label: t('forgot_by_email') },
            { id: 'phone', label: t('forgot_by_phone') },
          ]}
        >
          {body}
        </Tabs>
      ) : (
        body
      )}
    </Modal>
  );
}
