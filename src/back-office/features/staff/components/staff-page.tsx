// Staff accounts (admins): who can sign in to the back office, with which role and for which brands.
// New accounts enrol an authenticator at their first sign-in; a lost phone is a two-factor reset.
// Every change ends the member's open sessions and is audited.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StaffView } from '../../../../../schemas/generated/staff.ts';
import { STAFF_ROLES, type StaffRole } from '../../../../../schemas/rules/staff-roles.ts';
import { Button } from '../../../../components/button.tsx';
import type { StaffPageProps } from '../../../components/staff-page-props.ts';
import { useStaffTime } from '../../../components/staff-time.ts';
import { ErrorLine, Muted, PageFrame, Panel, Pill, TableScroll } from '../../../components/staff-ui.tsx';
import { useCreateStaff } from '../api/create-staff.api.ts';
import { useResetTwoFactor } from '../api/reset-two-factor.api.ts';
import { useStaffList } from '../api/staff-list.api.ts';
import { useUpdateStaff } from '../api/update-staff.api.ts';

type Brands = StaffPageProps['staff']['brands'];

export function StaffPage({ staff }: StaffPageProps) {
  const { t } = useTranslation();
  const list = useStaffList();
  const time = useStaffTime();
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <PageFrame title={t('staff.title')}>
      <NewStaffForm brands={staff.brands} />
      <ErrorLine error={list.error} />
      <TableScroll>
        <table>
          <thead>
            <tr>
              <th>{t('staff.username')}</th>
              <th>{t('staff.role')}</th>
              <th>{t('staff.brands')}</th>
              <th>{t('staff.status')}</th>
              <th>{t('staff.twoFactor')}</th>
              <th>{t('staff.created')}</th>
              <th>{t('staff.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.staff.map((member) => (
              <StaffRow
                key={member.id}
                member={member}
                self={member.id === staff.id}
                brands={staff.brands}
                created={time(member.createdAt)}
                editing={editing === member.id}
                onEdit={(on) => setEditing(on ? member.id : null)}
              />
            ))}
          </tbody>
        </table>
      </TableScroll>
    </PageFrame>
  );
}

function BrandChoice({ brands, value, onChange, name }: { brands: Brands; value: string[]; onChange: (ids: string[]) => void; name: string }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{t('staff.brands')}</legend>
      <label>
        <input
          type="checkbox"
          name={`${name}-all`}
          checked={value.length === 0}
          onChange={(e) => onChange(e.target.checked ? [] : brands.slice(0, 1).map((b) => b.id))}
        />
        {t('staff.allBrands')}
      </label>
      {brands.map((b) => (
        <label key={b.id}>
          <input
            type="checkbox"
            name={`${name}-${b.id}`}
            checked={value.includes(b.id)}
            onChange={(e) => onChange(e.target.checked ? [...value, b.id] : value.filter((id) => id !== b.id))}
          />
          {b.name}
        </label>
      ))}
    </fieldset>
  );
}

function RoleSelect({ value, onChange, id }: { value: StaffRole; onChange: (role: StaffRole) => void; id: string }) {
  const { t } = useTranslation();
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value as StaffRole)}>
      {STAFF_ROLES.map((r) => (
        <option key={r} value={r}>
          {t(`roles.${r}`)}
        </option>
      ))}
    </select>
  );
}

function NewStaffForm({ brands }: { brands: Brands }) {
  const { t } = useTranslation();
  const create = useCreateStaff();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<StaffRole>('operations');
  const [tenantIds, setTenantIds] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    create.mutate(
      { username: username.trim().toLowerCase(), password, role, tenantIds },
      {
        onSuccess: (member) => {
          setDone(member.username);
          setUsername('');
          setPassword('');
        },
      },
    );
  };
  return (
    <Panel>
      <h2>{t('staff.add')}</h2>
      <Form onSubmit={submit} data-testid="bo-staff-new">
        <label>
          <span>{t('staff.username')}</span>
          <input
            name="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
            minLength={3}
            maxLength={32}
            pattern="[a-zA-Z][a-zA-Z0-9_.\-]{2,31}"
            autoComplete="off"
          />
        </label>
        <label>
          <span>{t('staff.firstPassword')}</span>
          <input
            name="password"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            minLength={12}
            maxLength={128}
            autoComplete="new-password"
          />
        </label>
        <label>
          <span>{t('staff.role')}</span>
          <RoleSelect id="bo-staff-new-role" value={role} onChange={setRole} />
        </label>
        <BrandChoice brands={brands} value={tenantIds} onChange={setTenantIds} name="new" />
        <Button type="submit" $variant="primary" $size="sm" disabled={create.isPending}>
          {t('staff.create')}
        </Button>
      </Form>
      <ErrorLine error={create.error} />
      {done ? <p role="status">{t('staff.createdNotice', { username: done })}</p> : null}
      <Muted>{t('staff.addHint')}</Muted>
    </Panel>
  );
}

function StaffRow({
  member,
  self,
  brands,
  created,
  editing,
  onEdit,
}: {
  member: StaffView;
  self: boolean;
  brands: Brands;
  created: string;
  editing: boolean;
  onEdit: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateStaff();
  const reset = useResetTwoFactor();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [tenantIds, setTenantIds] = useState<string[]>(member.tenantIds);
  const [password, setPassword] = useState('');
  const [confirmReset, setConfirmReset] = useState(false);
  const brandNames =
    member.tenantIds.length === 0 ? t('staff.allBrands') : member.tenantIds.map((id) => brands.find((b) => b.id === id)?.name ?? id).join(', ');
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: member.id, role, tenantIds, ...(password ? { password } : {}) }, { onSuccess: () => onEdit(false) });
  };
  return (
    <>
      <tr data-testid={`bo-staff-row-${member.username}`}>
        <td>
          {member.username}
          {self ? <Muted> ({t('staff.you')})</Muted> : null}
        </td>
        <td>{t(`roles.${member.role}`)}</td>
        <td>{brandNames}</td>
        <td>
          <Pill $tone={member.disabled ? 'bad' : 'good'}>{member.disabled ? t('staff.disabled') : t('staff.active')}</Pill>
        </td>
        <td>
          <Pill $tone={member.enrolled ? 'good' : 'warn'}>{member.enrolled ? t('staff.enrolled') : t('staff.notEnrolled')}</Pill>
        </td>
        <td>{created}</td>
        <td>
          <Actions>
            <Button type="button" $size="sm" $variant="outline" onClick={() => onEdit(!editing)} aria-expanded={editing}>
              {t('staff.edit')}
            </Button>
            {!self ? (
              <Button
                type="button"
                $size="sm"
                $variant="outline"
                disabled={update.isPending}
                onClick={() => update.mutate({ id: member.id, disabled: !member.disabled })}
              >
                {member.disabled ? t('staff.enable') : t('staff.disable')}
              </Button>
            ) : null}
            {member.enrolled && !confirmReset ? (
              <Button type="button" $size="sm" $variant="outline" onClick={() => setConfirmReset(true)}>
                {t('staff.resetTwoFactor')}
              </Button>
            ) : null}
            {confirmReset ? (
              <Button
                type="button"
                $size="sm"
                $variant="primary"
                disabled={reset.isPending}
                onClick={() => reset.mutate(member.id, { onSuccess: () => setConfirmReset(false) })}
              >
                {t('staff.confirmReset')}
              </Button>
            ) : null}
          </Actions>
          <ErrorLine error={update.error ?? reset.error} />
        </td>
      </tr>
      {editing ? (
        <tr>
          <td colSpan={7}>
            <Form onSubmit={save}>
              <label>
                <span>{t('staff.role')}</span>
                <RoleSelect id={`bo-staff-role-${member.id}`} value={role} onChange={setRole} />
              </label>
              <BrandChoice brands={brands} value={tenantIds} onChange={setTenantIds} name={`edit-${member.id}`} />
              <label>
                <span>{t('staff.newPassword')}</span>
                <input
                  type="password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  minLength={12}
                  maxLength={128}
                  autoComplete="new-password"
                />
              </label>
              <Button type="submit" $size="sm" $variant="primary" disabled={update.isPending}>
                {t('common.save')}
              </Button>
            </Form>
          </td>
        </tr>
      ) : null}
    </>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
  label {
    display: grid;
    gap: 4px;
    font-size: 13px;
  }
  input:not([type='checkbox']),
  select {
    height: 34px;
    padding: 0 10px;
    border-radius: var(--radius);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
  }
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    border: 1px solid var(--c-border);
    border-radius: var(--radius);
    padding: 6px 10px;
    font-size: 13px;
    label {
      display: inline-flex;
      gap: 4px;
      align-items: center;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;
