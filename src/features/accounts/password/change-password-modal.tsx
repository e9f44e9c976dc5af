// The change-password popup (spec §2, §4). Normal: from "my account", closable. Forced (weak default,
// expired or temporary password): no way around it; on success the session is renewed and the member
// goes home. The current password is asked only when the account has one (member info hasPassword)
// and the session is not a forced one (spec §4: only when the session holds none).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MemberInfo } from '../../../../schemas/generated/auth.ts';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ApiError } from '../../../lib/api/api-client.ts';
import { showAlert } from '../../../lib/alert/alert.store.ts';
import { issueText, issuesByField, serverFieldIssues, type IssueMap } from '../../../components/form/field-issue.ts';
import { errorMessage } from '../../../components/form/error-message.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { Actions, Hint, Notice } from '../../../components/form/form-parts.tsx';
import { accountsKeys } from '../api/accounts-keys.ts';
import { useMemberInfo } from '../api/member-info.api.ts';
import { markPasswordChanged } from '../../../lib/session/session.store.ts';
import { PASSWORD_INPUT_MAX } from '../register/register-fields.ts';
import { changePassword } from '../api/change-password.api.ts';
import { useChangePasswordModal } from './change-password-modal.store.ts';
import {
  CHANGE_PASSWORD_CODE_FIELDS,
  changePasswordBody,
  changePasswordFieldIssue,
  EMPTY_CHANGE_PASSWORD,
  validateChangePassword,
  type ChangePasswordField,
  type ChangePasswordValues,
} from './change-password-rules.ts';

/** Loaded on first use; account-modals.tsx renders it while the popup is open and the member signed in. */
export default function ChangePasswordModal() {
  const { t } = useTranslation();
  const forced = useChangePasswordModal((s) => s.forced);
  const close = useChangePasswordModal((s) => s.close);
  return (
    <Modal open title={t('password.changeTitle')} onClose={close} closeLabel={t('common.close')} width={460} dismissible={!forced}>
      <ChangePasswordForm forced={forced} onCancel={close} />
    </Modal>
  );
}

function ChangePasswordForm({ forced, onCancel }: { forced: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const close = useChangePasswordModal((s) => s.close);
  const member = useMemberInfo();
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY_CHANGE_PASSWORD);
  const [issues, setIssues] = useState<IssueMap>({});
  const [busy, setBusy] = useState(false);

  if (member.isPending) return <Notice role="status">{t('common.loading')}</Notice>;
  if (member.isError) {
    return (
      <div role="alert">
        <Notice>{errorMessage(t, member.error)}</Notice>
        <Button type="button" $variant="outline" $size="sm" onClick={() => void member.refetch()}>
          {t('common.refresh')}
        </Button>
      </div>
    );
  }
  // A session that must change its password has just proved one at login (and after an e-mailed
  // temporary password the member does not know the old one): the server asks for it only otherwise.
  const needsOld = member.data.hasPassword && !member.data.mustChangePassword;

  const set = (field: ChangePasswordField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field already marked wrong is re-checked as it is typed.
    if (issues[field]) {
      const found = changePasswordFieldIssue(field, next, needsOld, member.data?.account);
      setIssues((prev) => ({ ...prev, [field]: found ? { issue: found } : undefined }));
    }
  };
  const blur = (field: ChangePasswordField) => {
    const found = changePasswordFieldIssue(field, values, needsOld, member.data?.account);
    setIssues((prev) => {
      const next: IssueMap = { ...prev, [field]: found ? { issue: found } : undefined };
      if (field === 'newPassword' && values.confirmNewPassword) {
        const confirm = changePasswordFieldIssue('confirmNewPassword', values, needsOld, member.data?.account);
        next.confirmNewPassword = confirm ? { issue: confirm } : undefined;
      }
      return next;
    });
  };

  const submit = async () => {
    if (busy) return;
    const found = validateChangePassword(values, needsOld, member.data?.account);
    if (found.length) {
      setIssues(issuesByField(found));
      return;
    }
    setBusy(true);
    try {
      const value = await changePassword(changePasswordBody(values, needsOld));
      // The member now has a password that needs no change: say so before anything re-reads the
      // member info, so the forced popup does not come back.
      queryClient.setQueryData<MemberInfo>(accountsKeys.memberInfo(), (old) => (old ? { ...old, hasPassword: true, mustChangePassword: false } : old));
      markPasswordChanged(value);
      void queryClient.invalidateQueries({ queryKey: accountsKeys.memberInfo() });
      close();
      showAlert(t('success.passwordChanged'));
      navigate('/');
    } catch (error) {
      const byField = serverFieldIssues(error);
      const codeField = error instanceof ApiError && error.code ? CHANGE_PASSWORD_CODE_FIELDS[error.code] : undefined;
      if (codeField) byField[codeField] = { message: errorMessage(t, error) };
      if (Object.keys(byField).length) setIssues(byField);
      else showAlert(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: ChangePasswordField, autoComplete: string) => (
    <FormField
      name={name}
      label={t(`register.field.${name}`)}
      value={values[name]}
      onValue={(value) => set(name, value)}
      onBlur={() => blur(name)}
      message={issueText(t, issues[name])}
      secret
      autoComplete={autoComplete}
      maxLength={PASSWORD_INPUT_MAX}
    />
  );

  return (
    <form
      noValidate
      data-testid="change-password-form"
      data-forced={forced ? 'true' : 'false'}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {forced ? <Notice data-testid="change-password-forced">{t('password.forcedIntro')}</Notice> : null}
      <Hint>{t('password.intro')}</Hint>
      {needsOld ? field('oldPassword', 'current-password') : null}
      {field('newPassword', 'new-password')}
      {field('confirmNewPassword', 'new-password')}
      <Actions>
        {forced ? null : (
          <Button type="button" $variant="outline" $size="lg" onClick={onCancel} disabled={busy} data-testid="change-password-cancel">
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" $size="lg" disabled={busy} data-testid="change-password-submit">
          {busy ? t('register.verifying') : t('password.submit')}
        </Button>
      </Actions>
    </form>
  );
}
