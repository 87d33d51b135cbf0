import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge, Button, DataTable, FormField, Select, TextField } from '@site/shared';
import { POINT_REWARD_KINDS } from '@site/shared/schemas';
import { adminRewardSchema, type AdminRewardInput } from '@site/shared/schemas/operator';
import { useMe } from '../../../lib/api/get-me';
import { PageHeader } from '../../../lib/components/page-header';
import {
  fieldError,
  numberOrNull,
  numberOrUndefined,
  schemaResolver,
} from '../../../lib/model/schema-resolver';
import { PERMISSIONS, can } from '../../../lib/model/permissions';
import { useRewards, useSaveReward, type OperatorReward } from '../api/rewards';
import {
  SCHEDULE_TONE,
  endFromLocalInput,
  fromLocalInput,
  scheduleState,
  toLocalInput,
} from '../model/schedule';
import { FormDialog } from '../../../lib/components/form-dialog';
import './campaigns.css';

interface RewardFormValues {
  code: string;
  /** The languages the back office offers are fields; any other name the reward has is kept as it is. */
  names: { en: string; 'zh-CN': string };
  kind: string;
  pointsCost: string;
  amount: string;
  stock: string;
  perMemberLimit: string;
  color: string;
  startAt: string;
  endAt: string;
  enabled: boolean;
  sort: string;
}

const toBody = (others: Record<string, string>) => (v: RewardFormValues) => {
  const names: Record<string, string> = { ...others };
  for (const [lang, name] of Object.entries(v.names)) if (name.trim()) names[lang] = name;
  return {
    code: v.code.trim(),
    names,
    kind: v.kind,
    pointsCost: numberOrUndefined(v.pointsCost),
    amount: v.kind === 'item' ? null : numberOrNull(v.amount),
    stock: numberOrNull(v.stock),
    perMemberLimit: numberOrNull(v.perMemberLimit),
    color: v.color,
    startAt: fromLocalInput(v.startAt),
    endAt: endFromLocalInput(v.endAt),
    enabled: v.enabled,
    sort: numberOrUndefined(v.sort) ?? 0,
  };
};

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const toForm = (r?: OperatorReward): RewardFormValues => ({
  code: r?.code ?? '',
  names: { en: r?.names.en ?? '', 'zh-CN': r?.names['zh-CN'] ?? '' },
  kind: r?.kind ?? 'cash',
  pointsCost: text(r?.pointsCost),
  amount: text(r?.amount),
  stock: text(r?.stock),
  perMemberLimit: text(r?.perMemberLimit),
  color: r?.color ?? '#8e2de2',
  startAt: toLocalInput(r?.startAt ?? new Date().toISOString()),
  endAt: toLocalInput(r?.endAt),
  enabled: r?.enabled ?? true,
  sort: String(r?.sort ?? 0),
});

/**
 * `/campaigns/rewards` (`points.read` to see, `points.manage` to change): the point-mall rewards with their stock.
 * Stock is what is left to redeem (blank = unlimited); a redemption takes one, a rejected one gives it back.
 */
export function RewardsPage() {
  const { t, i18n } = useTranslation('bo');
  const me = useMe();
  const canEdit = can(me.data, PERMISSIONS.pointsManage);
  const rewards = useRewards();
  const [editing, setEditing] = useState<OperatorReward | 'new' | null>(null);
  const nameOf = (r: OperatorReward) => r.names[i18n.language] ?? r.names.en ?? r.code;
  return (
    <>
      <PageHeader title={t('nav.campaignRewards')}>
        {canEdit ? <Button onClick={() => setEditing('new')}>{t('campaigns.rewards.new')}</Button> : null}
      </PageHeader>
      <p className="bo-muted">{t('campaigns.rewards.explain')}</p>
      <DataTable<OperatorReward>
        caption={t('nav.campaignRewards')}
        hideCaption
        rows={rewards.data ?? []}
        rowKey={(row) => String(row.id)}
        loading={rewards.isPending}
        error={Boolean(rewards.error)}
        onRetry={() => void rewards.refetch()}
        emptyMessage={t('campaigns.rewards.empty')}
        columns={[
          {
            key: 'name',
            header: t('campaigns.rewards.name'),
            render: (row) => (
              <>
                <span className="bo-swatch" style={{ background: row.color }} aria-hidden="true" />
                <span className="bo-strong">{nameOf(row)}</span>
                <div className="bo-muted">{row.code}</div>
              </>
            ),
          },
          {
            key: 'kind',
            header: t('campaigns.rewards.kind'),
            render: (row) =>
              row.kind === 'cash'
                ? t('campaigns.rewards.cashOf', { amount: row.amount })
                : t('campaigns.rewards.kinds.item'),
          },
          {
            key: 'cost',
            header: t('campaigns.rewards.pointsCost'),
            align: 'end',
            render: (row) => row.pointsCost,
          },
          {
            key: 'stock',
            header: t('campaigns.rewards.stock'),
            align: 'end',
            render: (row) =>
              row.stock === null ? (
                t('campaigns.rewards.unlimited')
              ) : row.stock === 0 ? (
                <Badge tone="danger">{t('campaigns.rewards.soldOut')}</Badge>
              ) : (
                row.stock
              ),
          },
          {
            key: 'limit',
            header: t('campaigns.rewards.perMemberLimit'),
            align: 'end',
            render: (row) => row.perMemberLimit ?? '—',
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
            render: (row) =>
              canEdit ? (
                <Button
                  variant="secondary"
                  onClick={() => setEditing(row)}
                  aria-label={t('campaigns.editOf', { name: nameOf(row) })}
                >
                  {t('campaigns.edit')}
                </Button>
              ) : null,
          },
        ]}
      />
      {editing ? (
        <RewardDialog reward={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

function RewardDialog({ reward, onClose }: { reward?: OperatorReward; onClose: () => void }) {
  const { t } = useTranslation('bo');
  const save = useSaveReward();
  const others = useMemo(() => {
    const rest = { ...(reward?.names ?? {}) };
    delete rest.en;
    delete rest['zh-CN'];
    return rest;
  }, [reward]);
  const resolver = useMemo(
    () =>
      schemaResolver(adminRewardSchema, toBody(others), t, (path) => (path === 'names' ? 'names.en' : path)),
    [t, others],
  );
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<RewardFormValues, unknown, AdminRewardInput>({ resolver, defaultValues: toForm(reward) });
  const err = (name: string): string | undefined => fieldError(errors, name);
  const kind = watch('kind');
  return (
    <FormDialog
      formClassName="bo-campaign-form"
      title={
        reward ? t('campaigns.editOf', { name: reward.names.en ?? reward.code }) : t('campaigns.rewards.new')
      }
      formId="reward-form"
      onClose={onClose}
      onSubmit={handleSubmit((body) => save.mutate({ id: reward?.id, body }, { onSuccess: onClose }))}
      invalid={Object.keys(errors).length > 0}
      error={save.error}
      busy={save.isPending}
    >
      <div className="bo-form-grid">
        <TextField label={t('campaigns.fields.code')} error={err('code')} {...register('code')} />
        <Select
          label={t('campaigns.rewards.kind')}
          options={POINT_REWARD_KINDS.map((k) => ({ value: k, label: t(`campaigns.rewards.kinds.${k}`) }))}
          error={err('kind')}
          {...register('kind')}
        />
        <TextField label={t('campaigns.rewards.nameEn')} error={err('names.en')} {...register('names.en')} />
        <TextField
          label={t('campaigns.rewards.nameZh')}
          error={err('names.zh-CN')}
          {...register('names.zh-CN')}
        />
        <TextField
          label={t('campaigns.rewards.pointsCost')}
          inputMode="numeric"
          error={err('pointsCost')}
          {...register('pointsCost')}
        />
        {kind === 'cash' ? (
          <TextField
            label={t('campaigns.rewards.amount')}
            inputMode="decimal"
            error={err('amount')}
            {...register('amount')}
          />
        ) : null}
        <TextField
          label={t('campaigns.rewards.stockField')}
          inputMode="numeric"
          error={err('stock')}
          {...register('stock')}
        />
        <TextField
          label={t('campaigns.rewards.perMemberLimitField')}
          inputMode="numeric"
          error={err('perMemberLimit')}
          {...register('perMemberLimit')}
        />
        <FormField label={t('campaigns.rewards.color')} error={err('color')}>
          {(p) => <input {...p} type="color" className="bo-color" {...register('color')} />}
        </FormField>
        <TextField
          label={t('campaigns.fields.sort')}
          inputMode="numeric"
          error={err('sort')}
          {...register('sort')}
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
    </FormDialog>
  );
}
