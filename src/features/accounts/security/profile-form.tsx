// The profile form (spec §5: address and nationality required): nickname, date of birth, address and
// nationality, checked with the same rules the server applies (schemas/rules/profile-rules.ts).
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProfileView } from '../../../../schemas/generated/profile.ts';
import { ADDRESS_MAX, NATIONALITIES, NICKNAME_MAX, validateProfile, type ProfileIssue } from '../../../../schemas/rules/profile-rules.ts';
import { Button } from '../../../components/button.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { serverFieldIssues, type IssueMap } from '../../../components/form/field-issue.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { Actions, FieldGrid, FieldMessage, Notice } from '../../../components/form/form-parts.tsx';
import { accountsKeys } from '../api/accounts-keys.ts';
import { updateProfile } from '../api/profile-update.api.ts';

const issueMessage = (t: TFunction, issue: ProfileIssue): string => {
  const params: Record<string, string | number> = { ...issue.params };
  if (typeof params.field === 'string') params.field = t(params.field);
  return t(issue.messageKey, params);
};

/** Country names in the reader's language, sorted by name. */
function useNationalities(language: string): Array<{ code: string; name: string }> {
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    } catch {
      names = undefined;
    }
    return NATIONALITIES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
}

/** `onSaved` gets the saved message: the page shows it, since the form is rebuilt from the saved profile. */
export function ProfileForm({ profile, onSaved }: { profile: ProfileView; onSaved: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const selectId = useId();
  const countries = useNationalities(i18n.language);
  const [nickname, setNickname] = useState(profile.nickname);
  const [dateOfBirth, setDateOfBirth] = useState(profile.dateOfBirth);
  const [address, setAddress] = useState(profile.address);
  const [nationality, setNationality] = useState(profile.nationality);
  const [issues, setIssues] = useState<IssueMap>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setError(null);
    const input = { nickname, dateOfBirth, address, nationality };
    const found = validateProfile(input, profile.minimumAge, new Date());
    const byField: IssueMap = {};
    for (const issue of found) byField[issue.field] ??= { message: issueMessage(t, issue) };
    setIssues(byField);
    if (found.length) return;
    setBusy(true);
    try {
      await updateProfile({ nickname: nickname.trim(), address: address.trim(), nationality, ...(dateOfBirth ? { dateOfBirth } : {}) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountsKeys.profile() }),
        queryClient.invalidateQueries({ queryKey: accountsKeys.memberInfo() }),
      ]);
      onSaved(t('profile.saved'));
    } catch (e) {
      const fromServer = serverFieldIssues(e);
      if (Object.keys(fromServer).length) setIssues(fromServer);
      else setError(errorMessage(t, e));
    } finally {
      setBusy(false);
    }
  };
  const text = (name: string) => {
    const shown = issues[name];
    return shown && 'message' in shown ? shown.message : undefined;
  };
  return (
    <form
      noValidate
      data-testid="profile-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FieldGrid data-columns="2">
        <FormField
          name="nickname"
          label={t('profile.nickname')}
          value={nickname}
          onValue={setNickname}
          maxLength={NICKNAME_MAX}
          autoComplete="nickname"
          message={text('nickname')}
        />
        <FormField
          name="dateOfBirth"
          label={t('profile.dateOfBirth')}
          value={dateOfBirth}
          onValue={setDateOfBirth}
          type="date"
          optional
          autoComplete="bday"
          max={new Date().toISOString().slice(0, 10)}
          message={text('dateOfBirth')}
        />
        <FormField
          name="address"
          label={t('profile.address')}
          value={address}
          onValue={setAddress}
          maxLength={ADDRESS_MAX}
          autoComplete="street-address"
          wide
          message={text('address')}
        />
        <SelectField data-testid="field-nationality" data-wide="true">
          <label htmlFor={selectId}>{t('profile.nationality')}</label>
          <select
            id={selectId}
            name="nationality"
            value={nationality}
            onChange={(e) => setNationality(e.target.value)}
            aria-invalid={text('nationality') ? true : undefined}
            aria-describedby={text('nationality') ? `${selectId}-message` : undefined}
            autoComplete="country"
          >
            <option value="">{t('profile.nationalityChoose')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldMessage id={`${selectId}-message`} role={text('nationality') ? 'alert' : undefined}>
            {text('nationality') ?? ''}
          </FieldMessage>
        </SelectField>
      </FieldGrid>
      {error ? <Notice role="alert">{error}</Notice> : null}
      <Actions>
        <Button type="submit" disabled={busy} data-testid="profile-save">
          {t('profile.save')}
        </Button>
      </Actions>
    </form>
  );
}

const SelectField = styled.div`
  min-width: 0;
  label {
    display: block;
    margin: 0 2px 6px;
    font-size: 13px;
    font-weight: 700;
    color: var(--c-text);
  }
  select {
    width: 100%;
    height: 44px;
    padding: 0 12px;
    border: 1px solid var(--c-border);
    border-radius: var(--radius, 8px);
    font: inherit;
    font-size: 15px;
    color: var(--c-text);
    background: var(--c-surface-alt);
  }
  select[aria-invalid='true'] {
    border-color: var(--c-danger);
  }
  select:focus-visible {
    outline: 2px solid var(--c-primary);
    outline-offset: 1px;
  }
`;
