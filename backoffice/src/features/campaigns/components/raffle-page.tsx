import { useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge, Button, DataTable, Select, TextField } from '@site/shared';
import { RAFFLE_RULE_KINDS } from '@site/shared/schemas';
import {
  adminRaffleRuleSchema,
  type AdminRaffleRound,
  type AdminRaffleRuleInput,
} from '@site/shared/schemas/operator';
import { PageHeader } from '../../../lib/components/page-header';
import { dateTime } from '../../../lib/model/format';
import { fieldError, numberOrUndefined, schemaResolver } from '../../../lib/model/schema-resolver';
import { useRaffleRounds, useRaffleRules, useSaveRaffleRule, type OperatorRaffleRule } from '../api/raffle';
import {
  SCHEDULE_TONE,
  endFromLocalInput,
  fromLocalInput,
  scheduleState,
  toLocalInput,
} from '../model/schedule';
import { FormDialog } from '../../../lib/components/form-dialog';
import './campaigns.css';

interface RuleFormValues {
  code: string;
  title: string;
  kind: string;
  threshold: string;
  maxTickets: string;
  prizes: { amount: string; weight: string }[];
  startAt: string;
  endAt: string;
  enabled: boolean;
}

const toBody = (v: RuleFormValues) => ({
  code: v.code.trim(),
  title: v.title,
  kind: v.kind,
  threshold: numberOrUndefined(v.threshold),
  maxTickets: numberOrUndefined(v.maxTickets),
  prizes: v.prizes.map((p) => ({ amount: numberOrUndefined(p.amount), weight: numberOrUndefined(p.weight) })),
  startAt: fromLocalInput(v.startAt),
  endAt: endFromLocalInput(v.endAt),
  enabled: v.enabled,
});

const toForm = (r?: OperatorRaffleRule): RuleFormValues => ({
  code: r?.code ?? '',
  title: r?.title ?? '',
  kind: r?.kind ?? 'bet_count',
  threshold: r ? String(r.threshold) : '',
  maxTickets: r ? String(r.maxTickets) : '3',
  prizes: (r?.prizes ?? [{ amount: 1, weight: 1 }]).map((p) => ({
    amount: String(p.amount),
    weight: String(p.weight),
  })),
  startAt: toLocalInput(r?.startAt ?? new Date().toISOString()),
  endAt: toLocalInput(r?.endAt),
  enabled: r?.enabled ?? true,
});

/**
 * `/campaigns/raffle` (`raffle.manage`): the red-envelope rules and their daily rounds. A rule change applies from
 * the next round: a round keeps the prize table it committed to. Each round shows the SHA-256 commitment published
 * when it was created and, once it has ended, the seed (docs/promotions.md "Red envelope raffle").
 */
export function RafflePage() {
  const { t, i18n } = useTranslation('bo');
  const rules = useRaffleRules();
  const [editing, setEditing] = useState<OperatorRaffleRule | 'new' | null>(null);
  const [ruleId, setRuleId] = useState<string>('');
  const rounds = useRaffleRounds(ruleId ? Number(ruleId) : undefined);
  return (
    <>
      <PageHeader title={t('nav.campaignRaffle')}>
        <Button onClick={() => setEditing('new')}>{t('campaigns.raffle.new')}</Button>
      </PageHeader>
      <p className="bo-muted">{t('campaigns.raffle.explain')}</p>
      <h2 className="bo-section-title">{t('campaigns.raffle.rules')}</h2>
      <DataTable<OperatorRaffleRule>
        caption={t('campaigns.raffle.rules')}
        hideCaption
        rows={rules.data ?? []}
        rowKey={(row) => String(row.id)}
        loading={rules.isPending}
        error={Boolean(rules.error)}
        onRetry={() => void rules.refetch()}
        emptyMessage={t('campaigns.raffle.empty')}
        columns={[
          {
            key: 'title',
            header: t('campaigns.fields.title'),
            render: (row) => (
              <>
                <span className="bo-strong">{row.title}</span>
                <div className="bo-muted">{row.code}</div>
              </>
            ),
          },
          {
            key: 'earns',
            header: t('campaigns.raffle.earns'),
            render: (row) =>
              t(`campaigns.raffle.earnText.${row.kind}`, {
                threshold: row.threshold,
                max: row.maxTickets,
                defaultValue: row.kind,
              }),
          },
          {
            key: 'prizes',
            header: t('campaigns.raffle.prizes'),
            render: (row) => row.prizes.map((p) => `${p.amount} ×${p.weight}`).join(', '),
          },
          {
            key: 'state',
            header: t('campaigns.state'),
            render: (row) => {
              const state = scheduleState(row);
              return <Badge tone={SCHEDULE_TONE[state]}>{t(`campaigns.states.${state}`)}</Badge>;
            },
          },
          {
            key: 'actions',
            header: t('common.actions'),
            render: (row) => (
              <Button
                variant="secondary"
                onClick={() => setEditing(row)}
                aria-label={t('campaigns.editOf', { name: row.title })}
              >
                {t('campaigns.edit')}
              </Button>
            ),
          },
        ]}
      />
      <h2 className="bo-section-title">{t('campaigns.raffle.rounds')}</h2>
      <div className="bo-toolbar">
        <Select
          label={t('campaigns.raffle.ruleFilter')}
          placeholder={t('campaigns.raffle.allRules')}
          value={ruleId}
          options={(rules.data ?? []).map((r) => ({ value: String(r.id), label: r.code }))}
          onChange={(event) => setRuleId(event.target.value)}
        />
      </div>
      <DataTable<AdminRaffleRound>
        caption={t('campaigns.raffle.rounds')}
        hideCaption
        rows={rounds.data ?? []}
        rowKey={(row) => String(row.id)}
        loading={rounds.isPending}
        error={Boolean(rounds.error)}
        onRetry={() => void rounds.refetch()}
        emptyMessage={t('campaigns.raffle.noRounds')}
        columns={[
          {
            key: 'day',
            header: t('campaigns.raffle.day'),
            render: (row) => (
              <>
                <span className="bo-strong">{row.day}</span>
                <div className="bo-muted">{row.ruleCode}</div>
              </>
            ),
          },
          {
            key: 'window',
            header: t('campaigns.raffle.window'),
            render: (row) =>
              `${dateTime(row.startsAt, i18n.language)} – ${dateTime(row.endsAt, i18n.language)}`,
          },
          {
            key: 'tickets',
            header: t('campaigns.raffle.tickets'),
            align: 'end',
            render: (row) => t('campaigns.raffle.ticketsText', { tickets: row.tickets, opened: row.opened }),
          },
          {
            key: 'paid',
            header: t('campaigns.raffle.paid'),
            align: 'end',
            render: (row) =>
              row.paid.length ? row.paid.map((p) => `${p.amount} ${p.currency}`).join(', ') : '—',
          },
          {
            key: 'seeds',
            header: t('campaigns.raffle.seeds'),
            render: (row) => (
              <dl className="bo-seeds">
                <dt>{t('campaigns.raffle.commit')}</dt>
                <dd>
                  <code>{row.seedCommit}</code>
                </dd>
                <dt>{t('campaigns.raffle.seed')}</dt>
                <dd>
                  {row.serverSeed ? (
                    <code>{row.serverSeed}</code>
                  ) : (
                    <span className="bo-muted">
                      {t('campaigns.raffle.sealed', { at: dateTime(row.endsAt, i18n.language) })}
                    </span>
                  )}
                </dd>
              </dl>
            ),
          },
        ]}
      />
      {editing ? (
        <RuleDialog rule={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

function RuleDialog({ rule, onClose }: { rule?: OperatorRaffleRule; onClose: () => void }) {
  const { t } = useTranslation('bo');
  const save = useSaveRaffleRule();
  const resolver = useMemo(
    () =>
      schemaResolver(adminRaffleRuleSchema, toBody, t, (path) => (path === 'prizes' ? 'prizes.root' : path)),
    [t],
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<RuleFormValues, unknown, AdminRaffleRuleInput>({ resolver, defaultValues: toForm(rule) });
  const prizes = useFieldArray({ control, name: 'prizes' });
  const err = (name: string): string | undefined => fieldError(errors, name);
  return (
    <FormDialog
      formClassName="bo-campaign-form"
      title={rule ? t('campaigns.editOf', { name: rule.title }) : t('campaigns.raffle.new')}
      formId="raffle-rule-form"
      onClose={onClose}
      onSubmit={handleSubmit((body) => save.mutate({ id: rule?.id, body }, { onSuccess: onClose }))}
      invalid={Object.keys(errors).length > 0}
      error={save.error}
      busy={save.isPending}
    >
      {rule ? <p className="bo-muted">{t('campaigns.raffle.nextRound')}</p> : null}
      <div className="bo-form-grid">
        <TextField label={t('campaigns.fields.code')} error={err('code')} {...register('code')} />
        <TextField label={t('campaigns.fields.title')} error={err('title')} {...register('title')} />
        <Select
          label={t('campaigns.raffle.kind')}
          options={RAFFLE_RULE_KINDS.map((k) => ({ value: k, label: t(`campaigns.raffle.kinds.${k}`) }))}
          error={err('kind')}
          {...register('kind')}
        />
        <TextField
          label={t('campaigns.raffle.threshold')}
          inputMode="decimal"
          error={err('threshold')}
          {...register('threshold')}
        />
        <TextField
          label={t('campaigns.raffle.maxTickets')}
          inputMode="numeric"
          error={err('maxTickets')}
          {...register('maxTickets')}
        />
        <TextField
          label={t('campaigns.fields.startAt')}
          type="datetime-local"
          error={err('startAt')}
          {...register('startAt')}
        />
        <TextField
          label={t('campaigns.fields.endAt')}
          type="datetime-local"
          error={err('endAt')}
          {...register('endAt')}
        />
        <label className="bo-check">
          <input type="checkbox" {...register('enabled')} /> {t('campaigns.fields.enabled')}
        </label>
      </div>
      <fieldset>
        <legend>{t('campaigns.raffle.prizes')}</legend>
        {prizes.fields.map((field, index) => (
          <div key={field.id} className="bo-prize-row">
            <TextField
              label={t('campaigns.raffle.prizeAmount', { n: index + 1 })}
              inputMode="decimal"
              error={err(`prizes.${index}.amount`)}
              {...register(`prizes.${index}.amount`)}
            />
            <TextField
              label={t('campaigns.raffle.prizeWeight', { n: index + 1 })}
              inputMode="numeric"
              error={err(`prizes.${index}.weight`)}
              {...register(`prizes.${index}.weight`)}
            />
            <Button
              variant="ghost"
              onClick={() => prizes.remove(index)}
              disabled={prizes.fields.length === 1}
              aria-label={t('campaigns.raffle.removePrize', { n: index + 1 })}
            >
              {t('campaigns.raffle.remove')}
            </Button>
          </div>
        ))}
        {err('prizes.root') ? (
          <p className="bo-error" role="alert">
            {err('prizes.root')}
          </p>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => prizes.append({ amount: '', weight: '1' })}
          disabled={prizes.fields.length >= 20}
        >
          {t('campaigns.raffle.addPrize')}
        </Button>
      </fieldset>
    </FormDialog>
  );
}
