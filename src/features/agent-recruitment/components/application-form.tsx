// The agent application: how staff can reach the applicant (channel and handle), experience, the players
// they expect to bring, their market and a free message. Limits are the API schema's; the server checks again.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApplicationRequest } from '../../../../schemas/generated/agent-recruitment.ts';
import { Button } from '../../../components/button.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { issueText, serverFieldIssues } from '../../../components/form/field-issue.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { FieldGrid, FieldMessage, Notice } from '../../../components/form/form-parts.tsx';
import { useSubmitApplication } from '../api/submit-application.api.ts';

const CHANNELS: readonly ApplicationRequest['contactChannel'][] = ['telegram', 'whatsapp', 'line', 'zalo', 'phone', 'email'];
const EXPERIENCE: readonly ApplicationRequest['experience'][] = ['none', 'underOneYear', 'oneToThreeYears', 'overThreeYears'];
export const MESSAGE_MAX = 500;
const TEAM_MAX = 100_000;

export function ApplicationForm({ again }: { again: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const submit = useSubmitApplication();
  const [channel, setChannel] = useState<ApplicationRequest['contactChannel']>('telegram');
  const [contact, setContact] = useState('');
  const [experience, setExperience] = useState<ApplicationRequest['experience']>('none');
  const [teamSize, setTeamSize] = useState('');
  const [market, setMarket] = useState('');
  const [message, setMessage] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = serverFieldIssues(submit.error);
  const fieldText = (name: string) => local[name] ?? issueText(t, server[name]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    const team = Number(teamSize);
    if (contact.trim().length < 3) problems.contact = t('join.form.contactShort');
    if (teamSize.trim() === '' || !Number.isInteger(team) || team < 0 || team > TEAM_MAX) problems.teamSize = t('join.form.teamSizeRange', { max: TEAM_MAX });
    if (message.length > MESSAGE_MAX) problems.message = t('join.form.messageLong', { max: MESSAGE_MAX });
    setLocal(problems);
    if (Object.keys(problems).length) return;
    submit.mutate({ contactChannel: channel, contact: contact.trim(), experience, teamSize: team, market: market.trim(), message: message.trim() });
  };

  const generalError = submit.isError && Object.keys(server).length === 0 ? errorMessage(t, submit.error) : null;
  return (
    <form onSubmit={onSubmit} noValidate data-testid="join-form">
      {again ? <Notice>{t('join.form.again')}</Notice> : null}
      <FieldGrid data-columns="2">
        <Select>
          <label htmlFor={`${id}-channel`}>{t('join.form.channel')}</label>
          <select
            id={`${id}-channel`}
            name="contactChannel"
            value={channel}
            onChange={(e) => setChannel(e.target.value as ApplicationRequest['contactChannel'])}
          >
            {CHANNELS.map((c) => (
              <option key={c} value={c}>
                {t(`join.channels.${c}`)}
              </option>
            ))}
          </select>
        </Select>
        <FormField
          name="contact"
          label={t('join.form.contact')}
          value={contact}
          onValue={setContact}
          maxLength={80}
          message={fieldText('contact')}
          autoComplete="off"
        />
        <Select>
          <label htmlFor={`${id}-experience`}>{t('join.form.experience')}</label>
          <select
            id={`${id}-experience`}
            name="experience"
            value={experience}
            onChange={(e) => setExperience(e.target.value as ApplicationRequest['experience'])}
          >
            {EXPERIENCE.map((x) => (
              <option key={x} value={x}>
                {t(`join.experience.${x}`)}
              </option>
            ))}
          </select>
        </Select>
        <FormField
          name="teamSize"
          label={t('join.form.teamSize')}
          value={teamSize}
          onValue={(v) => setTeamSize(v.replace(/[^0-9]/g, ''))}
          inputMode="numeric"
          maxLength={6}
          message={fieldText('teamSize')}
        />
        <FormField name="market" label={t('join.form.market')} value={market} onValue={setMarket} maxLength={60} optional wide message={fieldText('market')} />
        <TextArea data-wide="true">
          <label htmlFor={`${id}-message`}>
            {t('join.form.message')} <small>({t('register.optional')})</small>
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={4}
            value={message}
            maxLength={MESSAGE_MAX}
            onChange={(e) => setMessage(e.target.value)}
            aria-describedby={`${id}-message-count`}
          />
          <Count id={`${id}-message-count`}>
            {message.length}/{MESSAGE_MAX}
          </Count>
          <FieldMessage role={fieldText('message') ? 'alert' : undefined}>{fieldText('message') ?? ''}</FieldMessage>
        </TextArea>
      </FieldGrid>
      {generalError ? <FieldMessage role="alert">{generalError}</FieldMessage> : null}
      <Button type="submit" $variant="primary" $size="lg" $block disabled={submit.isPending} data-testid="join-submit">
        {submit.isPending ? t('common.loading') : t('join.form.submit')}
      </Button>
    </form>
  );
}

const labelStyle = `
  display: block;
  margin: 0 2px 6px;
  font-size: 13px;
  font-weight: 600;
  color: var(--c-text);
  small { color: var(--c-text-muted); font-weight: 400; }
`;

const controlStyle = `
  width: 100%;
  border-radius: var(--radius, 8px);
  border: 1px solid var(--c-border);
  background: var(--c-background);
  color: var(--c-text);
  font: inherit;
  font-size: 14px;
  &:focus-visible { outline: 2px solid var(--c-primary); outline-offset: 1px; }
`;

const Select = styled.div`
  min-width: 0;
  margin-bottom: 22px;
  label {
    ${labelStyle}
  }
  select {
    ${controlStyle}
    height: 44px;
    padding: 0 10px;
  }
`;

const TextArea = styled.div`
  position: relative;
  min-width: 0;
  label {
    ${labelStyle}
  }
  textarea {
    ${controlStyle}
    padding: 10px 12px;
    resize: vertical;
    min-height: 96px;
  }
`;

const Count = styled.span`
  position: absolute;
  right: 10px;
  bottom: 30px;
  font-size: 11px;
  color: var(--c-text-muted);
`;
