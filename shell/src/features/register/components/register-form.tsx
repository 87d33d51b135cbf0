import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, ConfirmDialog, Spinner, Tabs, useSessionStore } from '@site/shared';
import type { FieldMessage } from '@site/shared/schemas';
import { errorText } from '../../../lib/error-text';
import { DEFAULT_DIALING_CODE } from '../../../lib/mobile';
import { useShellUi } from '../../../stores/shell-ui-store';
import { useFlag } from '../../../hooks/use-whitelabel';
import { checkAffiliate } from '../api/check-affiliate';
import { registerMember, type RegisterFormType } from '../api/register-member';
import { buildRegisterPayload } from '../lib/build-payload';
import { messageText } from '../lib/message-text';
import { allowedFormTypes, visibleFields } from '../lib/register-fields';
import { runRegisterSubmit } from '../lib/submit-order';
import { useRegisterSetup } from '../lib/use-register-setup';
import { ExtraFields } from './extra-fields';
import { RuledFields } from './ruled-fields';
import { LocalVariantNotice } from './local-variant-notice';
import { useSliderChallenge } from './slider-challenge';
import { CaptchaBox } from '../../../components/captcha-box';
import { useCaptcha } from '../../../hooks/use-captcha';

const EMPTY = { countryDialingCode: DEFAULT_DIALING_CODE, terms: true, ageConfirmed: false };

/** Registration form for the page and the popup (docs/site-rules.md "Flows"): server-ruled fields, full submit order, success flow. */
export function RegisterForm({ mode }: { mode: 'page' | 'popup' }) {
  const { t } = useTranslation('register');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { settings, regions, failed } = useRegisterSetup();
  const localVariant = useFlag('localVariant');
  const gamingVenue = useFlag('gamingVenue');
  const ageLimit21 = useFlag('ageLimit21');
  const disclaimer = useFlag('disclaimer');
  const [chosenType, setType] = useState<RegisterFormType>('register');
  const [errors, setErrors] = useState<Record<string, FieldMessage>>({});
  const [dialog, setDialog] = useState<'invitation' | string | null>(null);
  const [busy, setBusy] = useState(false);
  const slider = useSliderChallenge();
  // The server always requires a solved captcha to register (issue 16): the box is always shown.
  const captcha = useCaptcha(true);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const refreshCaptcha = captcha.refresh;
  useEffect(() => refreshCaptcha(), [refreshCaptcha]);
  const form = useForm<Record<string, string | boolean>>({
    defaultValues: { ...EMPTY, affiliateCode: params.get('affiliateCode') ?? params.get('code') ?? '' },
  });
  const types = settings ? allowedFormTypes(settings) : ['register' as const];
  const type = types.includes(chosenType) ? chosenType : (types[0] ?? 'register');
  const fields = useMemo(() => (settings ? visibleFields(settings, type) : []), [settings, type]);
  const show = {
    birthday: localVariant || ageLimit21,
    nationality: regions.length > 0,
    occupationIncome: Boolean(settings?.nationalityOccupationIncome),
    gamingVenue,
    affiliate: true,
  };
  const terms = form.watch('terms') === true;
  // reset() keeps fields missing from its argument, so blank every registered field explicitly.
  const clearForm = () =>
    form.reset({ ...Object.fromEntries(Object.keys(form.getValues()).map((k) => [k, ''])), ...EMPTY });

  if (failed) return <p role="alert">{t('common:error_network')}</p>;
  if (!settings) return <Spinner />;

  const onSubmit = async (values: Record<string, string | boolean>) => {
    const answer = typeof values.captcha === 'string' ? values.captcha.trim() : '';
    const captchaId = captcha.captcha?.captchaId;
    setCaptchaError(undefined);
    setBusy(true);
    const outcome = await runRegisterSubmit(
      {
        values,
        fields,
        termsAccepted: values.terms === true,
        birthdayShown: show.birthday,
        regionsExist: show.nationality,
        occupationIncomeShown: show.occupationIncome,
        ageCheckShown: true,
        affiliateShown: show.affiliate,
      },
      {
        checkAffiliate: (code) => checkAffiliate(code),
        // The captcha is checked at the bot-check step, after the field rules: an empty one stops here.
        botCheck: async () => {
          if (answer && captchaId) return slider.run();
          setCaptchaError(t('auth:captcha_required'));
          return null;
        },
        register: (challenge) =>
          registerMember(type, {
            ...buildRegisterPayload(type, fields, values, show, challenge, params.get('referralCode')),
            captcha: answer,
            captchaId,
          }),
      },
    );
    setBusy(false);
    setErrors(outcome.status === 'invalid' ? outcome.errors : {});
    // A captcha is single use: whatever happened, the next try needs a fresh image.
    form.setValue('captcha', '');
    refreshCaptcha();
    if (outcome.status === 'invitation-code-error') setDialog('invitation');
    if (outcome.status === 'failed') setDialog(errorText(t, outcome.error));
    if (outcome.status !== 'registered') return;
    const r = outcome.result;
    useSessionStore.getState().setSession({
      token: r.token,
      account: r.account,
      username: r.account,
      customerId: String(r.customerId),
      nickname: r.nickname,
      isAgent: r.isAgent,
      publicityClose: false,
    });
    clearForm();
    navigate('/');
    useShellUi
      .getState()
      .open({ kind: 'register-success', generatedAccount: type === 'registerMobile' ? r.account : null });
  };

  const switchType = (next: RegisterFormType) => {
    setType(next);
    setErrors({});
  };

  const body = (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className="auth-form register-form"
      aria-label={t('title')}
    >
      <RuledFields fields={fields} form={form} errors={errors} />
      <ExtraFields show={show} regions={regions} form={form} errors={errors} />
      <LocalVariantNotice localVariant={localVariant} disclaimer={disclaimer} form={form} errors={errors} />
      <CaptchaBox
        captcha={captcha.captcha}
        onRefresh={refreshCaptcha}
        error={captchaError}
        {...form.register('captcha')}
      />
      <label className="ui-check">
        <input type="checkbox" {...form.register('terms')} /> {t('terms_agree')}
      </label>
      {errors.terms ? (
        <p role="alert" className="ui-field__error">
          {messageText(t, errors.terms)}
        </p>
      ) : null}
      <div className="auth-form__actions">
        <Button
          type="submit"
          busy={busy}
          aria-disabled={!terms || undefined}
          className={!terms ? 'is-disabled' : undefined}
        >
          {t('submit')}
        </Button>
        {mode === 'page' ? (
          <Button
            variant="secondary"
            onClick={() => {
              clearForm();
              setErrors({});
            }}
          >
            {t('common:reset')}
          </Button>
        ) : null}
      </div>
      {slider.element}
      <ConfirmDialog
        open={dialog === 'invitation'}
        title={t('invitation_code_error_title')}
        message={t('invitation_code_error')}
        confirmLabel={t('common:submit')}
        onConfirm={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog !== null && dialog !== 'invitation'}
        title={t('failed_title')}
        message={dialog ?? ''}
        onConfirm={() => setDialog(null)}
      />
    </form>
  );

  if (types.length < 2) return body;
  return (
    <Tabs
      label={t('register_type')}
      value={type}
      onChange={switchType}
      tabs={[
        { id: 'register', label: t('by_username') },
        { id: 'registerMobile', label: t('by_mobile') },
      ]}
    >
      {body}
    </Tabs>
  );
}
