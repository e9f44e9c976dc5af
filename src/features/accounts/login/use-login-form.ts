// The state and submit story of a login form (spec §4 "Login"): client checks, then for a username
// login the human check, then POST /wps/session/login. A failure keeps the visitor on the form with
// the server's translated message; "captcha required" shows the captcha from then on, and every
// attempt with a captcha uses it up, so a new picture follows each failure.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginBody } from '../../../../schemas/generated/auth.ts';
import { ApiError } from '../../../lib/api/api-client.ts';
import { createHumanCheckPrefetch } from '../shared/human-check-prefetch.ts';
import { useDialingCountries } from '../shared/dialing-countries.ts';
import { login } from '../api/login.api.ts';
import { sendLoginSmsCode } from '../api/sms-no-login.api.ts';
import { requireLoginCaptcha, useLoginCaptcha } from './login-captcha.store.ts';
import type { LoginMethod } from './login-methods.ts';
import { openLoginModal, type LoginPrefill } from './login-modal.store.ts';
import { mobileProblem, validateLogin, type FieldProblem, type LoginField, type LoginFields } from './login-validation.ts';
import { forgetLogin, readRememberedLogin, rememberLogin } from './remember-me.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

export interface LoginFormOptions {
  methods: readonly LoginMethod[];
  scene: 'member' | 'agent';
  /** The agent page variant has no remember checkbox. */
  allowRemember: boolean;
  /** Where a successful sign-in goes. */
  target: string;
  prefill?: LoginPrefill | null;
  /** The header form has no room for a captcha: it hands the attempt over to the login popup. */
  captchaInPopup?: boolean;
}

const CAPTCHA_CODES = new Set(['captchaRequired', 'captchaInvalid']);

export function useLoginForm({ methods, scene, allowRemember, target, prefill, captchaInPopup = false }: LoginFormOptions) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const remembered = useMemo(() => (allowRemember ? readRememberedLogin() : null), [allowRemember]);
  const smsOnly = methods.length === 1 && methods[0] === 'sms';
  const [method, setMethod] = useState<LoginMethod>(() => {
    if (prefill?.method && methods.includes(prefill.method)) return prefill.method;
    return methods[0] ?? 'username';
  });
  const [fields, setFields] = useState<LoginFields>(() => ({
    username: prefill?.username ?? remembered?.username ?? '',
    password: prefill?.password ?? '',
    mobileNum: remembered?.mobileNum ?? '',
    countryDialingCode: remembered?.countryDialingCode ?? '',
    verificationCode: '',
    captcha: '',
  }));
  const [remember, setRemember] = useState(allowRemember && remembered !== null);
  const [problems, setProblems] = useState<Partial<Record<LoginField, string>>>({});
  const [formError, setFormError] = useState<string | null>(prefill?.message ?? null);
  const [submitting, setSubmitting] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const dialing = useDialingCountries(method === 'sms');
  const captchaShown = useLoginCaptcha((s) => s.required) && method === 'username';
  const humanCheck = useRef(createHumanCheckPrefetch()).current;

  // The dialling code starts from the remembered one, else the visitor's country (once the brand's list is in).
  useEffect(() => {
    if (!dialing.ready) return;
    setFields((f) => {
      const code = dialing.startCode(f.countryDialingCode || null);
      return code === f.countryDialingCode ? f : { ...f, countryDialingCode: code };
    });
  }, [dialing]);

  // A `field` parameter is the key of the field's label.
  const say = (problem: FieldProblem) => t(problem.key, { ...problem.params, ...(problem.params?.field ? { field: t(String(problem.params.field)) } : {}) });

  const set = (field: LoginField) => (value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    setProblems((p) => (p[field] ? { ...p, [field]: undefined } : p));
    // Username logins and SMS code requests both need a solved human check: start solving early.
    if (method === 'username' || field === 'mobileNum') humanCheck.prepare();
  };

  const chooseMethod = (next: LoginMethod) => {
    setMethod(next);
    setProblems({});
    setFormError(null);
  };

  // Every SMS send carries a solved human check (SMS pumping costs the brand money).
  const requestSmsCode = async () =>
    sendLoginSmsCode({ mobileNum: fields.mobileNum.trim(), countryDialingCode: fields.countryDialingCode, humanCheck: await humanCheck.take() });
  const validateMobile = () => {
    const problem = mobileProblem(fields.mobileNum);
    const message = problem ? say(problem) : null;
    setProblems((p) => ({ ...p, mobileNum: message ?? undefined }));
    return message;
  };

  const submit = async () => {
    if (submitting) return;
    if (captchaInPopup && captchaShown) {
      openLoginModal({ method, username: fields.username, password: fields.password });
      return;
    }
    const found = validateLogin(method, fields, captchaShown);
    const messages = Object.fromEntries(Object.entries(found).map(([field, problem]) => [field, say(problem!)]));
    setProblems(messages);
    setFormError(null);
    if (Object.keys(messages).length > 0) return;
    setSubmitting(true);
    try {
      const common = { remember: allowRemember ? remember : undefined, scene };
      const body: LoginBody =
        method === 'username'
          ? {
              ...common,
              type: 'username',
              username: fields.username.trim(),
              password: fields.password,
              captcha: captchaShown ? fields.captcha.trim() : undefined,
              humanCheck: await humanCheck.take(),
            }
          : {
              ...common,
              type: 'sms',
              mobileNum: fields.mobileNum.trim(),
              countryDialingCode: fields.countryDialingCode,
              verificationCode: fields.verificationCode.trim(),
            };
      const value = await login(body);
      if (allowRemember) {
        if (remember)
          rememberLogin(method === 'username' ? { username: body.username } : { mobileNum: body.mobileNum, countryDialingCode: body.countryDialingCode });
        else forgetLogin();
      }
      completeSignIn(value, target);
    } catch (error) {
      setSubmitting(false);
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.code && CAPTCHA_CODES.has(apiError.code)) requireLoginCaptcha();
      if (captchaShown || apiError?.code === 'captchaRequired') {
        setCaptchaKey((k) => k + 1);
        setFields((f) => ({ ...f, captcha: '' }));
      }
      const fieldMessages = Object.fromEntries((apiError?.errors ?? []).filter((e) => e.field in fields).map((e) => [e.field, e.message]));
      setProblems(fieldMessages);
      const message = apiError && apiError.code !== 'network' ? apiError.message : t('errors.network');
      if (captchaInPopup && useLoginCaptcha.getState().required && method === 'username') {
        openLoginModal({ method, username: fields.username, password: fields.password, message });
        setFormError(null);
        return;
      }
      setFormError(message);
    }
  };

  return {
    method,
    chooseMethod,
    smsOnly,
    fields,
    set,
    problems,
    formError,
    submitting,
    remember,
    setRemember,
    captchaShown,
    captchaKey,
    clearCaptcha: () => setFields((f) => ({ ...f, captcha: '' })),
    countries: dialing.countries,
    requestSmsCode,
    validateMobile,
    submit,
  };
}

export type LoginFormState = ReturnType<typeof useLoginForm>;
