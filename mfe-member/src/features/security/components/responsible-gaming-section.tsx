import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorState,
  Skeleton,
  formatAmount,
  formatDateTime,
  showToast,
  useSessionStore,
  ChoiceField,
  FieldSet,
  FormField,
} from '@site/shared';
import {
  BREAK_OPTIONS,
  type BreakKind,
  type DepositLimit,
  type ResponsibleGaming,
} from '@site/shared/schemas';
import { errorMessage } from '../../../lib/error-message';
import { memberKeys } from '../../../lib/api/member-keys';
import { responsibleGamingQuery } from '../api/get-responsible-gaming';
import { setDepositLimit } from '../api/set-deposit-limit';
import { takeBreak } from '../api/take-break';
import { amountInput } from '../../../lib/components/money-fields';

/**
 * Responsible gaming in the security centre (docs/responsible-gaming.md): the member's deposit limits per rolling
 * day, week and month (lower at once, higher or removed after 24 h, as the server decides) and a break from play.
 */
export function ResponsibleGamingSection() {
  const { t } = useTranslation('member');
  const query = useQuery(responsibleGamingQuery());
  return (
    <section className="member-rg" aria-labelledby="member-rg-title">
      <h3 id="member-rg-title">{t('rg.title')}</h3>
      <p>{t('rg.intro')}</p>
      {query.isPending ? (
        <Skeleton height={120} />
      ) : query.isError ? (
        <ErrorState message={errorMessage(t, query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.data.limits.map((limit) => (
            <LimitForm key={limit.period} limit={limit} currency={query.data.currency} />
          ))}
          <BreakForm options={query.data.breakOptions} />
        </>
      )}
    </section>
  );
}

function LimitForm({ limit, currency }: { limit: DepositLimit; currency: string }) {
  const { t, i18n } = useTranslation('member');
  const client = useQueryClient();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (n: number) => `${formatAmount(n, i18n.language)} ${currency}`;

  const save = async (amount: number | null) => {
    setProblem(null);
    // At most 2 decimals, above 0 (the server checks the same with the shared schema).
    if (amount !== null && !(amount > 0 && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6)) {
      setProblem(t('rg.amountInvalid'));
      return;
    }
    setBusy(true);
    try {
      const next: ResponsibleGaming = await setDepositLimit(limit.period, amount);
      client.setQueryData(memberKeys.responsibleGaming(), next);
      setValue('');
      showToast({ message: t('rg.saved'), tone: 'success' });
    } catch (error) {
      setProblem(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(value === '' ? NaN : Number(value));
  };

  return (
    <form
      className="member-rg__limit"
      onSubmit={onSubmit}
      aria-label={t(`rg.period.${limit.period}`)}
      noValidate
    >
      <h4>{t(`rg.period.${limit.period}`)}</h4>
      <p data-testid={`rg-limit-${limit.period}`}>
        {limit.amount === null ? t('rg.none') : t('rg.current', { amount: money(limit.amount) })}
        {' · '}
        {t('rg.used', { amount: money(limit.used) })}
      </p>
      {limit.pending ? (
        <p role="status">
          {limit.pending.amount === null
            ? t('rg.pendingRemoval', { date: formatDateTime(limit.pending.effectiveAt, i18n.language) })
            : t('rg.pending', {
                amount: money(limit.pending.amount),
                date: formatDateTime(limit.pending.effectiveAt, i18n.language),
              })}
        </p>
      ) : null}
      <FormField label={t('rg.newLimit')} error={problem ?? undefined}>
        {(p) => <input {...p} {...amountInput(value, setValue)} />}
      </FormField>
      <div className="member-rg__actions">
        <Button type="submit" busy={busy}>
          {t('rg.save')}
        </Button>
        {limit.amount !== null && !(limit.pending && limit.pending.amount === null) ? (
          <Button type="button" variant="ghost" disabled={busy} onClick={() => void save(null)}>
            {t('rg.remove')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function BreakForm({ options }: { options: ResponsibleGaming['breakOptions'] }) {
  const { t } = useTranslation('member');
  const id = useId();
  const [kind, setKind] = useState<BreakKind>('cool_off');
  const [days, setDays] = useState<number>(BREAK_OPTIONS.cool_off[0]);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!password || !understood) {
      setProblem(t('rg.confirmRequired'));
      return;
    }
    setBusy(true);
    try {
      await takeBreak({ kind, days, loginPassword: password });
      showToast({ message: t('rg.started'), tone: 'success' });
      // The server ended every session of this member, this one included.
      useSessionStore.getState().clearSession();
    } catch (error) {
      setProblem(errorMessage(t, error));
      setBusy(false);
    }
  };

  return (
    <form
      className="member-rg__break"
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('rg.breakTitle')}
      noValidate
    >
      <h4>{t('rg.breakTitle')}</h4>
      <p>{t('rg.breakIntro')}</p>
      <FieldSet legend={t('rg.kindLabel')}>
        {(['cool_off', 'self_exclusion'] as const).map((k) => (
          <ChoiceField
            key={k}
            label={t(`rg.kind.${k}`)}
            input={{
              name: `${id}-kind`,
              checked: kind === k,
              onChange: () => {
                setKind(k);
                setDays(options[k][0] ?? 1);
              },
            }}
          />
        ))}
      </FieldSet>
      <FormField label={t('rg.length')}>
        {(p) => (
          <select {...p} value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {options[kind].map((d) => (
              <option key={d} value={d}>
                {t(`rg.lengths.${d}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('security.loginPassword')}>
        {(p) => (
          <input
            {...p}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </FormField>
      <ChoiceField
        type="checkbox"
        label={t('rg.understand')}
        input={{ checked: understood, onChange: (e) => setUnderstood(e.target.checked) }}
      />
      {problem ? (
        <p role="alert" className="ui-field__error">
          {problem}
        </p>
      ) : null}
      <Button type="submit" variant="danger" busy={busy}>
        {t('rg.start')}
      </Button>
    </form>
  );
}
