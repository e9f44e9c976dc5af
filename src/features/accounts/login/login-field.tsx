// One input of the login forms: a label (visible, or only for assistive technology in the header
// form), a leading icon, the input, a show/hide toggle for the password, and the message line.
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon, type IconName } from '../../../components/icon.tsx';

interface LoginFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix'> {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  icon?: IconName;
  message?: string;
  secret?: boolean;
  hideLabel?: boolean;
  /** A control before the input box (dialling-code picker). */
  before?: ReactNode;
  /** A control after the input box (captcha image, get-code button). */
  after?: ReactNode;
  testId: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function LoginField({ name, label, value, onValue, icon, message, secret, hideLabel, before, after, testId, inputRef, ...input }: LoginFieldProps) {
  const { t } = useTranslation();
  const id = `${useId()}-${name}`;
  const messageId = `${id}-message`;
  const [shown, setShown] = useState(false);
  return (
    <Field data-compact={hideLabel}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </label>
      <Row>
        {before}
        <Box data-invalid={message ? 'true' : undefined}>
          {icon ? <Icon name={icon} size={17} className="lead" /> : null}
          <input
            {...input}
            ref={inputRef}
            id={id}
            name={name}
            type={secret ? (shown ? 'text' : 'password') : (input.type ?? 'text')}
            value={value}
            onChange={(event) => onValue(event.target.value)}
            placeholder={input.placeholder ?? (hideLabel ? label : undefined)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            spellCheck={false}
            autoCapitalize="off"
            data-testid={testId}
          />
          {secret ? (
            <Toggle
              type="button"
              onClick={() => setShown((s) => !s)}
              aria-label={shown ? t('form.hidePassword') : t('form.showPassword')}
              aria-pressed={shown}
              aria-controls={id}
              data-testid={`${testId}-toggle`}
            >
              <Icon name={shown ? 'eyeOff' : 'eye'} size={17} />
            </Toggle>
          ) : null}
        </Box>
        {after}
      </Row>
      {hideLabel ? (
        message ? (
          <span id={messageId} className="sr-only" role="alert">
            {message}
          </span>
        ) : null
      ) : (
        <Message id={messageId} role={message ? 'alert' : undefined}>
          {message ?? ''}
        </Message>
      )}
    </Field>
  );
}

const Field = styled.div`
  min-width: 0;
  label {
    display: block;
    margin: 0 2px 6px;
    font-size: 13px;
    font-weight: 700;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: 8px;
  min-width: 0;
`;

const Box = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  height: 44px;
  border-radius: var(--radius, 8px);
  border: 1px solid var(--c-border);
  background: var(--c-surface-alt);
  color: var(--c-text);
  transition:
    border-color 0.15s,
    box-shadow 0.15s;
  [data-compact='true'] & {
    height: 36px;
    background: var(--c-surface);
  }
  &:focus-within {
    border-color: var(--c-primary);
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--c-primary) 22%, transparent);
  }
  &[data-invalid='true'] {
    border-color: var(--c-danger);
  }
  .lead {
    flex-shrink: 0;
    margin-left: 12px;
    color: var(--c-text-muted);
  }
  input {
    flex: 1;
    min-width: 0;
    height: 100%;
    padding: 0 12px 0 10px;
    border: 0;
    outline: none;
    background: transparent;
    color: inherit;
    font-size: 15px;
    [data-compact='true'] & {
      font-size: 13px;
      padding: 0 8px;
    }
  }
  input::placeholder {
    color: var(--c-text-muted);
    opacity: 0.85;
  }
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 36px;
  height: 100%;
  border: 0;
  background: transparent;
  color: var(--c-text-muted);
  &:hover {
    color: var(--c-primary);
  }
`;

const Message = styled.p`
  min-height: 18px;
  margin: 4px 2px 2px;
  font-size: 12px;
  line-height: 1.35;
  color: var(--c-danger);
`;
