import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Skeleton, TextField } from '@site/shared';
import { adminSiteLinksSchema, type AdminSiteLinks } from '@site/shared/schemas/operator';
import { useMe } from '../../../lib/api/get-me';
import { PageHeader } from '../../../lib/components/page-header';
import { errorText } from '../../../lib/model/error-text';
import { PERMISSIONS, can } from '../../../lib/model/permissions';
import { fieldError, schemaResolver } from '../../../lib/model/schema-resolver';
import { useSiteLinks } from '../api/get-site-links';
import { useSaveSiteLinks } from '../api/save-site-links';
import './site-links.css';

interface FormValues {
  customerService: Array<{ name: string; path: string }>;
  resources: Array<{ labelNameEn: string; url: string; qrCodeUrl: string }>;
}
const SERVICES = ['LIVE_CHAT', 'VIP'] as const;
const APPS = ['android', 'ios'] as const;

const toForm = (links: AdminSiteLinks): FormValues => ({
  customerService: SERVICES.map((csType) => {
    const found = links.customerService.find((l) => l.csType === csType);
    return { name: found?.name ?? '', path: found?.path ?? '' };
  }),
  resources: APPS.map((key) => {
    const found = links.resources.find((r) => r.key === key);
    return {
      labelNameEn: found?.labelNameEn ?? '',
      url: found?.url ?? '',
      qrCodeUrl: found?.qrCodeUrl ?? '',
    };
  }),
});

/** VIP service is optional: both of its fields blank leave it out (the service button then always opens live chat). */
const toBody = (v: FormValues) => ({
  customerService: SERVICES.flatMap((csType, i) => {
    const row = v.customerService[i]!;
    return csType === 'VIP' && !row.name.trim() && !row.path.trim() ? [] : [{ csType, ...row }];
  }),
  resources: APPS.map((key, i) => ({ key, ...v.resources[i]! })),
});

/**
 * `/content/links` (docs/back-office.md "Content: notices, help and links"): the links the player site opens from its
 * `site` setting — customer service (live chat is the chat link of the service button; VIP for players of rank 5 and
 * up) and the app downloads (guide page and download per app, also the QR code's target). `content.manage` saves.
 */
export function SiteLinksPage() {
  const { t } = useTranslation('bo');
  const me = useMe();
  const links = useSiteLinks();
  return (
    <>
      <PageHeader title={t('nav.contentLinks')} />
      <p className="bo-muted">{t('links.explain')}</p>
      {links.isPending ? (
        <div className="bo-card" aria-busy="true">
          <Skeleton height={48} />
        </div>
      ) : links.error ? (
        <ErrorState message={errorText(t, links.error)} onRetry={() => void links.refetch()} />
      ) : (
        <LinksForm links={links.data} canManage={can(me.data, PERMISSIONS.contentManage)} />
      )}
    </>
  );
}

function LinksForm({ links, canManage }: { links: AdminSiteLinks; canManage: boolean }) {
  const { t } = useTranslation('bo');
  const save = useSaveSiteLinks();
  const resolver = useMemo(
    () => schemaResolver<FormValues, AdminSiteLinks>(adminSiteLinksSchema, toBody, t),
    [t],
  );
  const { register, handleSubmit, formState, reset } = useForm<FormValues, unknown, AdminSiteLinks>({
    resolver,
    defaultValues: toForm(links),
  });
  const err = (name: string) => fieldError(formState.errors, name);
  return (
    <form
      className="bo-form bo-links-form"
      noValidate
      onSubmit={handleSubmit((body) => save.mutate(body, { onSuccess: (saved) => reset(toForm(saved)) }))}
    >
      <fieldset className="bo-links-fieldset" disabled={!canManage}>
        <legend>{t('links.service')}</legend>
        <p className="bo-muted">{t('links.linkHint')}</p>
        {SERVICES.map((csType, i) => (
          <div key={csType} className="bo-links-row">
            <h3>{t(`links.services.${csType}`)}</h3>
            <TextField
              label={t('links.nameOf', { kind: t(`links.services.${csType}`) })}
              error={err(`customerService.${i}.name`)}
              {...register(`customerService.${i}.name`)}
            />
            <TextField
              label={t('links.linkOf', { kind: t(`links.services.${csType}`) })}
              error={err(`customerService.${i}.path`)}
              {...register(`customerService.${i}.path`)}
            />
          </div>
        ))}
      </fieldset>
      <fieldset className="bo-links-fieldset" disabled={!canManage}>
        <legend>{t('links.apps')}</legend>
        {APPS.map((key, i) => (
          <div key={key} className="bo-links-row bo-links-row--three">
            <h3>{t(`links.appNames.${key}`)}</h3>
            <TextField
              label={t('links.labelOf', { app: t(`links.appNames.${key}`) })}
              error={err(`resources.${i}.labelNameEn`)}
              {...register(`resources.${i}.labelNameEn`)}
            />
            <TextField
              label={t('links.guideOf', { app: t(`links.appNames.${key}`) })}
              error={err(`resources.${i}.url`)}
              {...register(`resources.${i}.url`)}
            />
            <TextField
              label={t('links.downloadOf', { app: t(`links.appNames.${key}`) })}
              error={err(`resources.${i}.qrCodeUrl`)}
              {...register(`resources.${i}.qrCodeUrl`)}
            />
          </div>
        ))}
      </fieldset>
      {Object.keys(formState.errors).length > 0 ? (
        <p className="bo-error" role="alert">
          {t('forms.fix')}
        </p>
      ) : null}
      {save.error ? (
        <p className="bo-error" role="alert">
          {errorText(t, save.error)}
        </p>
      ) : null}
      {save.isSuccess && !formState.isDirty ? (
        <p className="bo-muted" role="status">
          {t('links.saved')}
        </p>
      ) : null}
      {canManage ? (
        <div className="bo-actions">
          <Button type="submit" busy={save.isPending}>
            {t('links.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
