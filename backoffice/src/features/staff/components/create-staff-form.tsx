import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Select, TextField } from '@site/shared';
import { ROLES, type Role } from '@site/shared/schemas/operator';
import { errorText } from '../../../lib/model/error-text';
import { useCreateStaff } from '../api/staff-admin';

/** A new staff member: the one-time enrolment link is shown once, to hand over in person or by a safe channel. */
export function CreateStaffForm() {
  const { t } = useTranslation('bo');
  const create = useCreateStaff();
  const [account, setAccount] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [role, setRole] = useState<Role>('support');
  const link = create.data ? new URL(create.data.enrolmentUrl, window.location.origin).href : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ account: account.trim().toLowerCase(), displayName: displayName.trim(), role });
  };
  return (
    <form className="bo-card bo-form" onSubmit={submit} aria-labelledby="create-staff-title">
      <h2 id="create-staff-title">{t('staff.create')}</h2>
      <TextField
        label={t('staff.account')}
        value={account}
        onChange={(e) => setAccount(e.target.value)}
        required
      />
      <TextField
        label={t('staff.displayName')}
        value={displayName}
        onChange={(e) => setDisplayName(e.target.value)}
        required
      />
      <Select
        label={t('staff.role')}
        value={role}
        options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        onChange={(e) => setRole(e.target.value as Role)}
      />
      {create.error ? (
        <p className="bo-error" role="alert">
          {errorText(t, create.error)}
        </p>
      ) : null}
      {link ? (
        <div className="bo-warning" role="status">
          <p>{t('staff.linkOnce')}</p>
          <code data-testid="enrolment-link" className="bo-link">
            {link}
          </code>
        </div>
      ) : null}
      <Button type="submit" busy={create.isPending}>
        {t('staff.createSubmit')}
      </Button>
    </form>
  );
}
