import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, TextField, showToast } from '@site/shared';
import { agentRegisterSchema } from '@site/shared/schemas';
import { useRegisterDownline } from '../api/register-downline';

/** Register centre: create a member or agent account directly under me (rules in docs/agents.md). */
export function RegisterCentre() {
  const { t } = useTranslation('agent');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [asAgent, setAsAgent] = useState(false);
  const [errors, setErrors] = useState<{ account?: string; password?: string }>({});
  const register = useRegisterDownline();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = agentRegisterSchema.safeParse({ account, password, asAgent });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((i) => String(i.path[0])));
      setErrors({
        account: fields.has('account') ? t('register.accountRule') : undefined,
        password: fields.has('password') ? t('register.passwordRule') : undefined,
      });
      return;
    }
    setErrors({});
    register.mutate(parsed.data, {
      onSuccess: (r) => {
        showToast({ tone: 'success', message: t('register.done', { account: r.account }) });
        setAccount('');
        setPassword('');
      },
      onError: (err) =>
        setErrors({
          account:
            err instanceof ApiError && err.code === 'USERNAME_TAKEN'
              ? t('register.taken')
              : t('register.failed'),
        }),
    });
  };

  return (
    <form className="agent-page agent-form" onSubmit={submit} noValidate>
      <TextField
        label={t('register.account')}
        value={account}
        onChange={(e) => setAccount(e.target.value)}
        error={errors.account}
        autoComplete="off"
        requiredMark
      />
      <TextField
        label={t('register.password')}
        type="password"
        revealable
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        autoComplete="new-password"
        requiredMark
      />
      <fieldset className="agent-radio">
        <legend>{t('register.accountType')}</legend>
        <label>
          <input type="radio" name="type" checked={!asAgent} onChange={() => setAsAgent(false)} />
          {t('register.member')}
        </label>
        <label>
          <input type="radio" name="type" checked={asAgent} onChange={() => setAsAgent(true)} />
          {t('register.agent')}
        </label>
      </fieldset>
      <p className="agent-hint">{t('register.rules')}</p>
      <Button type="submit" busy={register.isPending}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
