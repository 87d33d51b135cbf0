import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge, Button, DataTable, Select, TextField } from '@site/shared';
import { MISSION_KINDS, MISSION_PERIODS } from '@site/shared/schemas';
import { adminMissionSchema, type AdminMissionInput } from '@site/shared/schemas/operator';
import { PageHeader } from '../../../lib/components/page-header';
import { dateTime } from '../../../lib/model/format';
import { fieldError, numberOrUndefined, schemaResolver } from '../../../lib/model/schema-resolver';
import { useMissions, useSaveMission, type OperatorMission } from '../api/missions';
import {
  SCHEDULE_TONE,
  endFromLocalInput,
  fromLocalInput,
  scheduleState,
  toLocalInput,
} from '../model/schedule';
import { FormDialog } from '../../../lib/components/form-dialog';
import './campaigns.css';

interface MissionFormValues {
  code: string;
  title: string;
  period: string;
  kind: string;
  target: string;
  reward: string;
  startAt: string;
  endAt: string;
  enabled: boolean;
  sort: string;
}

const toBody = (v: MissionFormValues) => ({
  code: v.code.trim(),
  title: v.title,
  period: v.period,
  kind: v.kind,
  target: numberOrUndefined(v.target),
  reward: numberOrUndefined(v.reward),
  startAt: fromLocalInput(v.startAt),
  endAt: endFromLocalInput(v.endAt),
  enabled: v.enabled,
  sort: numberOrUndefined(v.sort) ?? 0,
});

const toForm = (m?: OperatorMission): MissionFormValues => ({
  code: m?.code ?? '',
  title: m?.title ?? '',
  period: m?.period ?? 'daily',
  kind: m?.kind ?? 'valid_bet',
  target: m ? String(m.target) : '',
  reward: m ? String(m.reward) : '',
  startAt: toLocalInput(m?.startAt ?? new Date().toISOString()),
  endAt: toLocalInput(m?.endAt),
  enabled: m?.enabled ?? true,
  sort: String(m?.sort ?? 0),
});

/** `/campaigns/missions` (`missions.manage`): the missions catalogue; a change applies from the next period. */
export function MissionsPage() {
  const { t, i18n } = useTranslation('bo');
  const missions = useMissions();
  const [editing, setEditing] = useState<OperatorMission | 'new' | null>(null);
  return (
    <>
      <PageHeader title={t('nav.campaignMissions')}>
        <Button onClick={() => setEditing('new')}>{t('campaigns.missions.new')}</Button>
      </PageHeader>
      <p className="bo-muted">{t('campaigns.missions.explain')}</p>
      <DataTable<OperatorMission>
        caption={t('nav.campaignMissions')}
        hideCaption
        rows={missions.data ?? []}
        rowKey={(row) => String(row.id)}
        loading={missions.isPending}
        error={Boolean(missions.error)}
        onRetry={() => void missions.refetch()}
        emptyMessage={t('campaigns.missions.empty')}
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
            key: 'goal',
            header: t('campaigns.missions.goal'),
            render: (row) =>
              t('campaigns.missions.goalText', {
                period: t(`campaigns.missions.periods.${row.period}`, { defaultValue: row.period }),
                kind: t(`campaigns.missions.kinds.${row.kind}`, { defaultValue: row.kind }),
                target: row.target,
              }),
          },
          {
            key: 'reward',
            header: t('campaigns.missions.reward'),
            align: 'end',
            render: (row) => row.reward,
          },
          {
            key: 'schedule',
            header: t('campaigns.sections.schedule'),
            render: (row) =>
              dateTime(row.startAt, i18n.language) +
              (row.endAt ? ` – ${dateTime(row.endAt, i18n.language)}` : ''),
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
      {editing ? (
        <MissionDialog mission={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

function MissionDialog({ mission, onClose }: { mission?: OperatorMission; onClose: () => void }) {
  const { t } = useTranslation('bo');
  const save = useSaveMission();
  const resolver = useMemo(() => schemaResolver(adminMissionSchema, toBody, t), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MissionFormValues, unknown, AdminMissionInput>({ resolver, defaultValues: toForm(mission) });
  const err = (name: keyof MissionFormValues): string | undefined => fieldError(errors, name);
  return (
    <FormDialog
      formClassName="bo-campaign-form"
      title={mission ? t('campaigns.editOf', { name: mission.title }) : t('campaigns.missions.new')}
      formId="mission-form"
      onClose={onClose}
      onSubmit={handleSubmit((body) => save.mutate({ id: mission?.id, body }, { onSuccess: onClose }))}
      invalid={Object.keys(errors).length > 0}
      error={save.error}
      busy={save.isPending}
    >
      <div className="bo-form-grid">
        <TextField label={t('campaigns.fields.code')} error={err('code')} {...register('code')} />
        <TextField label={t('campaigns.fields.title')} error={err('title')} {...register('title')} />
        <Select
          label={t('campaigns.missions.period')}
          options={MISSION_PERIODS.map((p) => ({ value: p, label: t(`campaigns.missions.periods.${p}`) }))}
          error={err('period')}
          {...register('period')}
        />
        <Select
          label={t('campaigns.missions.kind')}
          options={MISSION_KINDS.map((k) => ({ value: k, label: t(`campaigns.missions.kinds.${k}`) }))}
          error={err('kind')}
          {...register('kind')}
        />
        <TextField
          label={t('campaigns.missions.target')}
          inputMode="decimal"
          error={err('target')}
          {...register('target')}
        />
        <TextField
          label={t('campaigns.missions.reward')}
          inputMode="decimal"
          error={err('reward')}
          {...register('reward')}
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
        <TextField
          label={t('campaigns.fields.sort')}
          inputMode="numeric"
          error={err('sort')}
          {...register('sort')}
        />
        <label className="bo-check">
          <input type="checkbox" {...register('enabled')} /> {t('campaigns.fields.enabled')}
        </label>
      </div>
    </FormDialog>
  );
}
