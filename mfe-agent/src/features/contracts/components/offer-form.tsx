import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, ErrorState, Select, Skeleton, TextField, showToast } from '@site/shared';
import { DIVIDEND_PERIODS, type ContractKind, type ContractTier } from '@site/shared/schemas';
import { useDirectDownlines } from '../api/get-direct-downlines';
import { useOfferContract } from '../api/offer-contract';
import {
  EMPTY_TIER,
  offerFormSchema,
  tierProblem,
  toOffer,
  type OfferFormValues,
} from '../model/offer-schema';

const percent = (bp: number) => `${(bp / 100).toFixed(2)} %`;
const TRIAL_TYPE = 4;

interface Props {
  kind: ContractKind;
  /** My own accepted contract's tiers of this kind: no tier I offer may pay more. */
  ceiling: readonly ContractTier[] | null;
  /** Pre-selects the downline (answering its request). */
  memberAccount?: string;
  onDone: (account: string) => void;
  onCancel: () => void;
}

/**
 * Offer a contract of this page's kind to one of my direct downlines: tiers (1-10 rows) and the dividend's
 * period, checked here with the server's rules before sending; a refusal shows the server's code in words.
 */
export function OfferForm({ kind, ceiling, memberAccount = '', onDone, onCancel }: Props) {
  const { t } = useTranslation('agent');
  const downlines = useDirectDownlines();
  const offer = useOfferContract();
  const form = useForm<OfferFormValues>({
    resolver: zodResolver(offerFormSchema),
    defaultValues: {
      memberAccount,
      period: kind === 'DIVIDEND' ? 'MONTHLY' : undefined,
      tiers: [EMPTY_TIER],
    },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const rows = useFieldArray({ control: form.control, name: 'tiers' });
  const loaded = downlines.isSuccess;
  const { setFocus } = form;
  // Keyboard users land in the form that just opened: the downline, or the first rate when it is chosen.
  useEffect(() => {
    if (loaded) setFocus(memberAccount ? 'tiers.0.rate' : 'memberAccount');
  }, [loaded, memberAccount, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    const body = toOffer(kind, values);
    const problem = tierProblem(body, ceiling);
    if (problem) {
      const limit = ceiling?.[problem.tier];
      setError(`tiers.${problem.tier}.rate`, {
        message: t(problem.key, { tier: problem.tier + 1, limit: limit ? percent(limit.rateBp) : '' }),
      });
      return;
    }
    try {
      await offer.mutateAsync(body);
      showToast({ tone: 'success', message: t('offer.done', { account: body.memberAccount }) });
      onDone(body.memberAccount);
    } catch (err) {
      setError('root', {
        message:
          err instanceof ApiError
            ? t(`errors:${err.code}`, { defaultValue: err.message })
            : t('offer.failed'),
      });
    }
  });

  if (downlines.isLoading) return <Skeleton />;
  if (downlines.isError) return <ErrorState onRetry={() => void downlines.refetch()} />;
  const options = (downlines.data?.items ?? [])
    .filter((d) => d.depth === 1 && d.type !== TRIAL_TYPE)
    .map((d) => ({ value: d.account, label: d.nickname ? `${d.account} (${d.nickname})` : d.account }));
  if (options.length === 0) return <p>{t('offer.noDownlines')}</p>;
  const message = (m?: string) => (m && m.startsWith('offer.') ? t(m) : m);

  return (
    <form className="agent-form agent-offer" onSubmit={onSubmit} aria-label={t('offer.title')} noValidate>
      <Select
        label={t('offer.downline')}
        placeholder={t('offer.choose')}
        options={options}
        error={message(errors.memberAccount?.message)}
        required
        {...register('memberAccount')}
      />
      {kind === 'DIVIDEND' ? (
        <Select
          label={t('offer.period')}
          options={DIVIDEND_PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
          {...register('period')}
        />
      ) : null}
      {ceiling ? (
        <p className="agent-hint">
          {t('offer.ceiling', { rates: ceiling.map((c) => percent(c.rateBp)).join(', ') })}
        </p>
      ) : null}
      {rows.fields.map((field, i) => {
        const e = errors.tiers?.[i];
        return (
          <fieldset key={field.id} className="agent-offer__tier">
            <legend>{t('offer.tier', { n: i + 1 })}</legend>
            <TextField
              label={t('offer.rate')}
              type="number"
              inputMode="decimal"
              step="0.01"
              error={message(e?.rate?.message)}
              {...register(`tiers.${i}.rate`, { valueAsNumber: true })}
            />
            <TextField
              label={t('contracts.validBet')}
              type="number"
              inputMode="decimal"
              step="0.01"
              error={message(e?.validBet?.message)}
              {...register(`tiers.${i}.validBet`, { valueAsNumber: true })}
            />
            <TextField
              label={t('contracts.loss')}
              type="number"
              inputMode="decimal"
              step="0.01"
              error={message(e?.loss?.message)}
              {...register(`tiers.${i}.loss`, { valueAsNumber: true })}
            />
            <TextField
              label={t('contracts.activeMembers')}
              type="number"
              inputMode="numeric"
              step="1"
              error={message(e?.activeMembers?.message)}
              {...register(`tiers.${i}.activeMembers`, { valueAsNumber: true })}
            />
            {rows.fields.length > 1 ? (
              <Button variant="ghost" onClick={() => rows.remove(i)}>
                {t('offer.removeTier', { n: i + 1 })}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {rows.fields.length < 10 ? (
        <Button variant="secondary" onClick={() => rows.append(EMPTY_TIER)}>
          {t('offer.addTier')}
        </Button>
      ) : null}
      {errors.root ? <p role="alert">{errors.root.message}</p> : null}
      <div className="agent-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {t('offer.submit')}
        </Button>
      </div>
    </form>
  );
}
