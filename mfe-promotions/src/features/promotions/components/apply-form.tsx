import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, UploadField, readImagesAsBase64, showToast } from '@site/shared';
import { APPLICATION_REMARK_MAX } from '@site/shared/schemas';
import { useApplyPromotion } from '../api/apply-promotion';
import { promotionErrorMessage } from './error-message';

/** Application form of a fixed-bonus promotion: a remark of at most 140 characters, up to 3 png/jpg ≤ 5 MB (docs/site-rules.md "Input rules"). */
export function ApplyForm({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation('promotions');
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const apply = useApplyPromotion();
  const tooLong = remark.length > APPLICATION_REMARK_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    const images = await readImagesAsBase64(files);
    apply.mutate(
      { id: promotionId, remark, images },
      {
        onSuccess: () => showToast({ message: t('action.applied'), tone: 'success' }),
        onError: (error) => showToast({ message: promotionErrorMessage(t, error), tone: 'danger' }),
      },
    );
  };

  return (
    <form id="apply" className="promo-form" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor="promo-remark">{t('detail.remark')}</label>
      <textarea
        id="promo-remark"
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
        aria-describedby="promo-remark-hint"
        aria-invalid={tooLong}
      />
      <p id="promo-remark-hint" className="promo-note" role={tooLong ? 'alert' : undefined}>
        {tooLong ? t('detail.remarkTooLong') : t('detail.remarkHint', { count: remark.length })}
      </p>
      <UploadField
        label={t('detail.images')}
        value={files}
        onChange={setFiles}
        hint={t('detail.imagesHint')}
      />
      <Button type="submit" busy={apply.isPending} disabled={tooLong}>
        {t('action.apply')}
      </Button>
    </form>
  );
}
