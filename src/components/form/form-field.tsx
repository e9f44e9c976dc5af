// One labelled input of the account forms: label, optional "optional" tag, the input (with a show/hide
// toggle for secrets), an optional control before it (dialling code) or after it (captcha image, SMS
// button), and the message line under it, tied to the input by aria-describedby.
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../icon.tsx';
import { FieldMessage } from './form-parts.tsx';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix'> {
  /** Field name (also the data-testid suffix: `field-<name>`). */
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The translated message under the control (an error). */
  message?: string;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** Renders a show/hide toggle and starts hidden. */
  secret?: boolean;
  before?: ReactNode;
  after?: ReactNode;
  /** Takes a whole row of a two-column grid. */
  wide?: boolean;
}

export function FormField({ name, label, value, onValue, message, optional, secret, before, after, wide, id, ...input }: FormFieldProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const inputId = id ?? `${ownId}-${name}`;
  const messageId = `${inputId}-message`;
  const [shown, setShown] = useState(false);
  const type = secret ? (shown ? 'text' : 'password') : (input.type ?? 'text');
  return (
    <Field data-testid={`field-${name}`} data-wide={wide ? 'true' : undefined}>
      <label htmlFor={inputId}>
        {label}
        {optional ? <small> ({t('register.optional')})</small> : null}
      </label>
      <Row>
        {before}
        <InputBox data-invalid={message ? 'true' : undefined}>
          <input
            {...input}
            id={inputId}
            name={name}
            type={type}
            value={value}
            onChange={(event) => onValue(event.target.value)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            spellCheck={false}
          />
          {secret ? (
            <Toggle
              type="button"
              onClick={() => setShown((s) => !s)}
              aria-label={shown ? t('form.hidePassword') : t('form.showPassword')}
              aria-pressed={shown}
              aria-controls={inputId}
              data-testid={`toggle-${name}`}
            >
              <Icon name={shown ? 'eyeOff' : 'eye'} size={18} />
            </Toggle>
          ) : null}
        </InputBox>
        {after}
      </Row>
      <FieldMessage id={messageId} role={message ? 'alert' : undefined}>
        {message ?? ''}
      </FieldMessage>
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
    color: var(--c-text);
  }
  small {
    font-weight: 400;
    color: var(--c-text-muted);
  }
`;

const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: 8px;
  min-width: 0;
`;

export const InputBox = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  height: 44px;
  border-radius: var(--radius, 8px);
  border: 1px solid var(--c-border);
  background: var(--c-surface-alt);
  transition:
    border-color 0.15s,
    box-shadow 0.15s;
  &:focus-within {
    border-color: var(--c-primary);
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--c-primary) 22%, transparent);
  }
  &[data-invalid='true'] {
    border-color: var(--c-danger);
  }
  input {
    flex: 1;
    min-width: 0;
    height: 100%;
    padding: 0 12px;
    border: 0;
    outline: none;
    background: transparent;
    font-size: 15px;
  }
  input::placeholder {
    color: var(--c-text-muted);
    opacity: 0.8;
  }
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 100%;
  flex-shrink: 0;
  border: 0;
  background: transparent;
  color: var(--c-text-muted);
  &:hover {
    color: var(--c-primary);
  }
`;
