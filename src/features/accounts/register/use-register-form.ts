// The registration form's state and story (spec §4): values, checks on blur with the shared rules,
// and the submit sequence — terms, every field, the invitation code, the human check, register, sign in.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginValue } from '../../../../schemas/generated/auth.ts';
import type { RegisterRules } from '../../../../schemas/generated/tenant.ts';
import {
  COUNTRY_CODE_FIELD,
  registerOptionsOf,
  validateRegisterField,
  validateRegistration,
  validateTerms,
  visibleRegisterFields,
  type RegisterField,
  type RegisterMethod,
} from '../../../../schemas/rules/register-rules.ts';
import { ApiError } from '../../../lib/api/api-client.ts';
import { showAlert } from '../../../lib/alert/alert.store.ts';
import { useModules, useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { defaultDialingCode } from '../shared/default-country.ts';
import { checkAffiliateCode } from '../api/affiliate-check.api.ts';
import { registerMember } from '../api/register-member.api.ts';
import { registerMobileMember } from '../api/register-mobile.api.ts';
import { issuesByField, serverFieldIssues, type IssueMap, type ShownIssue } from '../../../components/form/field-issue.ts';
import { errorMessage } from '../../../components/form/error-message.ts';
import { initialValues, invitationCodeOf, registerBody, ruleInput, type LinkCodes, type RegisterValues } from './register-body.ts';

interface UseRegisterFormArgs {
  rules: RegisterRules;
  method: RegisterMethod;
  link: LinkCodes;
  /** Solves the ALTCHA challenge; resolves to the humanCheck payload. */
  solveHumanCheck: () => Promise<string>;
  onSignedIn: (value: LoginValue) => void;
  /** A captcha is single use: after every failed attempt the image is renewed. */
  refreshCaptcha: () => void;
}

export type SubmitPhase = 'idle' | 'checking' | 'registering';

export function useRegisterForm({ rules, method, link, solveHumanCheck, onSignedIn, refreshCaptcha }: UseRegisterFormArgs) {
  const { t } = useTranslation();
  const modules = useModules();
  const tenant = useTenant();
  const options = useMemo(() => registerOptionsOf(modules, method, rules, tenant.brand.minimumAge), [modules, method, rules, tenant.brand.minimumAge]);
  const fields = useMemo(() => visibleRegisterFields(rules, options), [rules, options]);
  // The visitor's country when the browser's locales name a listed one, else the brand's default (spec §2).
  const dialingCode = useMemo(
    () =>
      defaultDialingCode({
        countries: rules.countries ?? [],
        browserLocales: typeof navigator === 'undefined' ? [] : navigator.languages,
        brandDefault: rules.defaultCountryDialingCode,
      }),
    [rules],
  );
  const fresh = useCallback(() => initialValues(fields, link, dialingCode), [fields, link, dialingCode]);

  const [values, setValues] = useState<RegisterValues>(fresh);
  const [terms, setTerms] = useState(false);
  const [issues, setIssues] = useState<IssueMap>({});
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const valuesRef = useRef(values);
  const busyRef = useRef(false);
  valuesRef.current = values;

  // A method switch shows another set of fields: start that form clean (what was typed in both stays).
  const [formFor, setFormFor] = useState(fields);
  if (formFor !== fields) {
    setFormFor(fields);
    setValues((prev) => ({
      ...fresh(),
      ...Object.fromEntries(Object.entries(prev).filter(([k]) => (fields as string[]).includes(k) || k === COUNTRY_CODE_FIELD)),
    }));
    setIssues({});
  }

  const checkField = useCallback(
    (field: string, current: RegisterValues = valuesRef.current): ShownIssue | undefined => {
      const input = ruleInput(fields, current, terms);
      const found = validateRegisterField(field, input[field], input, rules, options);
      return found ? { issue: found } : undefined;
    },
    [fields, rules, options, terms],
  );

  const setValue = useCallback(
    (field: string, value: string) => {
      const next = { ...valuesRef.current, [field]: value };
      valuesRef.current = next;
      setValues(next);
      // A field already marked wrong is re-checked as it is typed, so the message goes when it is fixed.
      setIssues((prev) => (prev[field] ? { ...prev, [field]: checkField(field, next) } : prev));
    },
    [checkField],
  );

  const blur = useCallback(
    (field: string) => {
      setIssues((prev) => {
        const next = { ...prev, [field]: checkField(field) };
        // The confirmation depends on the password: keep its message true when the password changes.
        if (field === 'password' && valuesRef.current.confirmPassword) next.confirmPassword = checkField('confirmPassword');
        return next;
      });
    },
    [checkField],
  );

  const setTermsAccepted = useCallback((accepted: boolean) => {
    setTerms(accepted);
    setIssues((prev) => ({ ...prev, termsAccepted: accepted ? undefined : prev.termsAccepted }));
  }, []);

  /** A new captcha picture makes the typed answer useless; a message already shown stays. */
  const clearCaptcha = useCallback(() => {
    if (!valuesRef.current.captcha) return;
    const next = { ...valuesRef.current, captcha: '' };
    valuesRef.current = next;
    setValues(next);
  }, []);

  const reset = useCallback(() => {
    setValues(fresh());
    setTerms(false);
    setIssues({});
  }, [fresh]);

  /** Checks the mobile number (and its dialling code) before an SMS code is requested. */
  const checkMobile = useCallback((): boolean => {
    const mobile = checkField('mobileNum');
    const code = checkField(COUNTRY_CODE_FIELD);
    setIssues((prev) => ({ ...prev, mobileNum: mobile, countryDialingCode: code }));
    return !mobile && !code;
  }, [checkField]);

  const submit = useCallback(async (): Promise<boolean> => {
    // A ref, not the phase state: a double click lands before the re-render that disables the button.
    if (busyRef.current) return false;
    const current = valuesRef.current;
    // Spec §4: terms first — not accepted shows the terms message and stops.
    const termsIssue = validateTerms(terms, options);
    if (termsIssue) {
      setIssues((prev) => ({ ...prev, termsAccepted: { issue: termsIssue } }));
      return false;
    }
    const found = validateRegistration(rules, ruleInput(fields, current, terms), options);
    if (found.length) {
      setIssues(issuesByField(found));
      return false;
    }
    const body = registerBody(fields, current, { method, link, humanCheck: undefined, host: window.location.host, href: window.location.href });
    busyRef.current = true;
    setPhase('checking');
    try {
      const code = invitationCodeOf(body);
      if (code) {
        try {
          await checkAffiliateCode(code, window.location.host);
        } catch (error) {
          showAlert(error instanceof ApiError && error.code === 'invalidInvitationCode' ? t('errors.invalidInvitationCode') : errorMessage(t, error));
          return false;
        }
      }
      const humanCheck = await solveHumanCheck();
      setPhase('registering');
      // Each method has its own endpoint (same body, same login value).
      const value = await (method === 'mobile' ? registerMobileMember : registerMember)({ ...body, humanCheck });
      onSignedIn(value);
      return true;
    } catch (error) {
      refreshCaptcha();
      setValues((prev) => (fields.includes('captcha') ? { ...prev, captcha: '' } : prev));
      const byField = serverFieldIssues(error);
      if (error instanceof ApiError && error.code === 'captchaInvalid') byField.captcha = { message: errorMessage(t, error) };
      else if (error instanceof ApiError && error.code === 'invalidVerificationCode') byField.verificationCode = { message: errorMessage(t, error) };
      const shownOnFields = Object.keys(byField).filter((f) => (fields as string[]).includes(f) || f === COUNTRY_CODE_FIELD);
      if (shownOnFields.length) setIssues(byField);
      // Whatever cannot sit under a field goes to the warning dialog.
      if (!shownOnFields.length) {
        showAlert(error instanceof ApiError && error.code === 'invalidInvitationCode' ? t('errors.invalidInvitationCode') : errorMessage(t, error));
      }
      return false;
    } finally {
      busyRef.current = false;
      setPhase('idle');
    }
  }, [terms, options, rules, fields, method, link, solveHumanCheck, onSignedIn, refreshCaptcha, t]);

  return {
    fields: fields as readonly RegisterField[],
    options,
    values,
    terms,
    issues,
    phase,
    setValue,
    blur,
    setTermsAccepted,
    clearCaptcha,
    reset,
    checkMobile,
    submit,
  };
}

export type RegisterFormModel = ReturnType<typeof useRegisterForm>;
