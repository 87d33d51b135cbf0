import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Badge, DataTable, EmptyState, ErrorState, Skeleton } from '@site/shared';
import { useMe } from '../../../lib/api/get-me';
import { PageHeader } from '../../../lib/components/page-header';
import { dateTime } from '../../../lib/model/format';
import { PERMISSIONS, can } from '../../../lib/model/permissions';
import { usePromotions, type OperatorPromotion } from '../api/get-promotions';
import { SCHEDULE_TONE, scheduleState } from '../model/schedule';
import { PromotionForm } from './promotion-form';
import './campaigns.css';

/** `/campaigns/promotions`: the catalogue (every promotion, disabled ones too), each with its calendar state. */
export function PromotionsCataloguePage() {
  const { t, i18n } = useTranslation('bo');
  const me = useMe();
  const canEdit = can(me.data, PERMISSIONS.promotionsManage);
  const promotions = usePromotions();
  return (
    <>
      <PageHeader title={t('nav.campaignPromotions')}>
        {canEdit ? (
          <Link className="ui-button ui-button--primary" to="/campaigns/promotions/new">
            {t('campaigns.promotions.new')}
          </Link>
        ) : null}
      </PageHeader>
      <p className="bo-muted">{t('campaigns.promotions.explain')}</p>
      <DataTable<OperatorPromotion>
        caption={t('nav.campaignPromotions')}
        hideCaption
        rows={promotions.data ?? []}
        rowKey={(row) => String(row.id)}
        loading={promotions.isPending}
        error={Boolean(promotions.error)}
        onRetry={() => void promotions.refetch()}
        emptyMessage={t('campaigns.promotions.empty')}
        columns={[
          {
            key: 'title',
            header: t('campaigns.fields.title'),
            render: (row) => (
              <>
                {canEdit ? (
                  <Link to={`/campaigns/promotions/${row.id}`}>{row.title}</Link>
                ) : (
                  <span className="bo-strong">{row.title}</span>
                )}
                <div className="bo-muted">{row.code}</div>
              </>
            ),
          },
          { key: 'category', header: t('campaigns.promotions.category'), render: (row) => row.category },
          {
            key: 'kind',
            header: t('campaigns.promotions.kind'),
            render: (row) => t(`campaigns.promotions.kinds.${row.kind}`, { defaultValue: row.kind }),
          },
          {
            key: 'schedule',
            header: t('campaigns.sections.schedule'),
            render: (row) =>
              row.endAt
                ? t('campaigns.fromTo', {
                    start: dateTime(row.startAt, i18n.language),
                    end: dateTime(row.endAt, i18n.language),
                  })
                : t('campaigns.from', { start: dateTime(row.startAt, i18n.language) }),
          },
          {
            key: 'state',
            header: t('campaigns.state'),
            render: (row) => {
              const state = scheduleState(row);
              return <Badge tone={SCHEDULE_TONE[state]}>{t(`campaigns.states.${state}`)}</Badge>;
            },
          },
        ]}
      />
    </>
  );
}

/** `/campaigns/promotions/new` and `/campaigns/promotions/:id`: the form with the player's preview beside it. */
export function PromotionEditPage() {
  const { t } = useTranslation('bo');
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = (location.state as { saved?: boolean } | null)?.saved === true;
  const promotions = usePromotions();
  const isNew = id === undefined || id === 'new';
  const promotion = isNew ? undefined : promotions.data?.find((p) => String(p.id) === id);
  const title = isNew
    ? t('campaigns.promotions.new')
    : t('campaigns.promotions.edit', { title: promotion?.title ?? '' });
  return (
    <>
      <PageHeader title={title}>
        <Link to="/campaigns/promotions">{t('campaigns.promotions.back')}</Link>
      </PageHeader>
      {saved ? (
        <p className="bo-success" role="status">
          {t('campaigns.saved')}
        </p>
      ) : null}
      {!isNew && promotions.isPending ? (
        <Skeleton height={320} />
      ) : !isNew && promotions.error ? (
        <ErrorState onRetry={() => void promotions.refetch()} />
      ) : !isNew && !promotion ? (
        <EmptyState message={t('campaigns.promotions.notFound')} />
      ) : (
        <PromotionForm
          key={promotion?.id ?? 'new'}
          promotion={promotion}
          onSaved={(saved) => navigate(`/campaigns/promotions/${saved.id}`, { state: { saved: true } })}
        />
      )}
    </>
  );
}
