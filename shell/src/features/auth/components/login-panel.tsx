import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@site/shared';
import { useFlag } from '../../../hooks/use-whitelabel';
import { FreePlayButton } from './free-play-button';
import { LoginForm } from './login-form';
import { SmsLoginForm } from './sms-login-form';

type LoginType = 'username' | 'sms';

/** Login by username, or by SMS when the SMS-login module is enabled (docs/site-rules.md "Flows"); used by the popup and /login. */
export function LoginPanel() {
  const { t } = useTranslation('auth');
  const smsEnabled = useFlag('smsLogin');
  const [loginType, setLoginType] = useState<LoginType>('username');
  const type: LoginType = smsEnabled ? loginType : 'username';
  if (!smsEnabled)
    return (
      <>
        <LoginForm />
        <FreePlayButton />
      </>
    );
  return (
    <>
      <Tabs
        label={t('login_type')}
        value={type}
        onChange={setLoginType}
        tabs={[
          { id: 'username', label: t('login_by_username') },
          { id: 'sms', label: t('login_by_sms') },
        ]}
      >
        {type === 'sms' ? <SmsLoginForm /> : <LoginForm />}
      </Tabs>
      <FreePlayButton />
    </>
  );
}
