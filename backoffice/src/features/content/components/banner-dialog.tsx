import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, FormField, Modal, Select, TextField } from '@site/shared';
import { BANNER_GROUPS } from '@site/shared/schemas';
import {
  BANNER_LINKAGE_TYPES,
  adminBannerCreateSchema,
  adminBannerEditSchema,
  type AdminBanner,
  type AdminBannerCreate,
  type ContentImageUpload,
} from '@site/shared/schemas/operator';
import { errorText } from '../../../lib/model/error-text';
import { fieldError, schemaResolver } from '../../../lib/model/schema-resolver';
import { useSaveBanner } from '../api/save-banner';
import { IMAGE_ACCEPT, imageProblem, toUpload, uploadDataUrl, type ImageProblem } from '../model/image-file';
import { fromLocalInput, toLocalInput } from '../../../lib/model/schedule';
import { BannerPreview } from './banner-preview';

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

interface BannerFormValues {
  group: string;
  title: string;
  linkageType: string;
  linkage: string;
  startsAt: string;
  endsAt: string;
}

const toForm = (b: AdminBanner | undefined, group: string): BannerFormValues => ({
  group: b?.group ?? group,
  title: b?.title ?? '',
  linkageType: b?.linkageType ?? 'NONE',
  linkage: b?.linkage ?? '',
  startsAt: toLocalInput(b?.startsAt),
  endsAt: toLocalInput(b?.endsAt),
});

/** The picture in the form: undefined keeps the saved one, null goes back to the artwork, an upload replaces it. */
type ImageChoice = ContentImageUpload | null | undefined;

const toBody = (image: ImageChoice) => (v: BannerFormValues) => ({
  group: v.group,
  title: v.title.trim(),
  linkageType: v.linkageType,
  linkage: v.linkageType === 'NONE' ? null : v.linkage.trim() || null,
  startsAt: fromLocalInput(v.startsAt),
  endsAt: fromLocalInput(v.endsAt),
  ...(image !== undefined ? { image } : {}),
});

/**
 * Create or edit a banner (`content.manage`): group, title, link, schedule (local times; blank = always) and the
 * picture (PNG, JPEG or WebP up to 1 MB, checked here and again by the server), with its preview at phone and desktop
 * width. Validated by the shared schema the server validates the call with.
 */
export function BannerDialog({
  banner,
  defaultGroup,
  countInGroup,
  onClose,
}: {
  banner?: AdminBanner;
  defaultGroup: string;
  countInGroup: (group: string) => number;
  onClose: () => void;
}) {
  const { t } = useTranslation('bo');
  const save = useSaveBanner();
  const [image, setImage] = useState<ImageChoice>(undefined);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const resolver = useMemo(
    () =>
      schemaResolver<BannerFormValues, AdminBannerCreate>(
        (banner ? adminBannerEditSchema : adminBannerCreateSchema) as typeof adminBannerCreateSchema,
        toBody(image),
        t,
      ),
    [t, banner, image],
  );
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<BannerFormValues, unknown, AdminBannerCreate>({
    resolver,
    defaultValues: toForm(banner, defaultGroup),
  });
  const err = (name: string): string | undefined => fieldError(errors, name);
  const [title, group, linkageType] = [watch('title'), watch('group'), watch('linkageType')];
  // The saved picture until another is chosen or it is removed; without one, the artwork drawn with the typed title.
  const hasPicture = image ? true : image === undefined && Boolean(banner?.uploaded);
  const src = image ? uploadDataUrl(image) : hasPicture && banner ? banner.imageUrl : null;
  const inGroup = countInGroup(group) + (banner?.group === group ? 0 : 1);

  const onPick = async (file: File | undefined) => {
    if (!file) return;
    const found = imageProblem(file);
    setProblem(found);
    if (found) return;
    setImage(await toUpload(file));
    setChosen(t('content.chosen', { name: file.name, size: kilobytes(file.size) }));
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={banner ? t('content.editOf', { title: banner.title }) : t('content.new')}
      className="bo-modal-wide"
      closeOnOutsideClick={false}
      footer={
        <div className="bo-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="banner-form" busy={save.isPending}>
            {t('content.save')}
          </Button>
        </div>
      }
    >
      <form
        id="banner-form"
        className="bo-form bo-banner-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit((body) => save.mutate({ id: banner?.id, body }, { onSuccess: onClose }))();
        }}
      >
        <div className="bo-banner-form__grid">
          <Select
            label={t('content.group')}
            options={BANNER_GROUPS.map((g) => ({ value: g, label: t(`content.groups.${g}`) }))}
            error={err('group')}
            {...register('group')}
          />
          <TextField label={t('content.title')} error={err('title')} {...register('title')} />
          <Select
            label={t('content.linkType')}
            options={BANNER_LINKAGE_TYPES.map((k) => ({ value: k, label: t(`content.linkTypes.${k}`) }))}
            error={err('linkageType')}
            {...register('linkageType')}
          />
          <TextField
            label={t('content.link')}
            placeholder={t(`content.linkHints.${linkageType}`)}
            disabled={linkageType === 'NONE'}
            error={err('linkage')}
            {...register('linkage')}
          />
          <TextField
            label={t('content.startsAt')}
            type="datetime-local"
            error={err('startsAt')}
            {...register('startsAt')}
          />
          <TextField
            label={t('content.endsAt')}
            type="datetime-local"
            error={err('endsAt')}
            {...register('endsAt')}
          />
        </div>
        <p className="bo-muted">{t('content.blankAlways')}</p>
        <FormField
          label={t('content.picture')}
          hint={t('content.pictureHint')}
          error={problem ? t(`content.pictureProblems.${problem}`) : err('image')}
        >
          {(p) => (
            <input
              {...p}
              type="file"
              accept={IMAGE_ACCEPT}
              className="bo-banner-form__file"
              onChange={(event) => {
                void onPick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          )}
        </FormField>
        {hasPicture ? (
          <div className="bo-actions bo-actions--start">
            <span className="bo-muted" aria-live="polite">
              {image
                ? chosen
                : t('content.saved', {
                    type: (banner?.imageType ?? '').replace('image/', '').toUpperCase(),
                    size: kilobytes(banner?.imageBytes ?? 0),
                  })}
            </span>
            <Button
              variant="secondary"
              onClick={() => {
                setImage(null);
                setChosen(null);
              }}
            >
              {t('content.removePicture')}
            </Button>
          </div>
        ) : null}
        <BannerPreview picture={{ src, title: title || t('content.title') }} inGroup={inGroup} />
        {Object.keys(errors).length > 0 ? (
          <p className="bo-error" role="alert">
            {t('forms.fix')}
          </p>
        ) : null}
        {save.error ? (
          <p className="bo-error" role="alert">
            {errorText(t, save.error)}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
