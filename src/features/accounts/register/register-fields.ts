// How each registration field is typed into: the input type, the on-screen keyboard, what the browser
// may fill in, whether it is a secret, and the longest value (the rule's maxLength, never above 255).
import type { FieldRule } from '../../../../schemas/generated/tenant.ts';
import { MAX_VALUE_LENGTH, PASSWORD_MAX, USERNAME_MAX, type RegisterField } from '../../../../schemas/rules/register-rules.ts';

export interface FieldInputProps {
  type: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  autoComplete: string;
  secret?: boolean;
  maxLength: number;
}

const SECRETS: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  payeeName: 'name',
  email: 'email',
  mobileNum: 'tel-national',
  verificationCode: 'one-time-code',
  captcha: 'off',
};

const PASSWORD_FIELDS: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword']);
/** The input counts UTF-16 units and the rule code points: room for PASSWORD_MAX of any kind; the rule then says what is too long. */
export const PASSWORD_INPUT_MAX = PASSWORD_MAX * 2;

export function fieldInputProps(field: RegisterField, rule: FieldRule | undefined): FieldInputProps {
  const maxLength =
    field === 'username' ? USERNAME_MAX : PASSWORD_FIELDS.has(field) ? PASSWORD_INPUT_MAX : Math.min(rule?.maxLength ?? MAX_VALUE_LENGTH, MAX_VALUE_LENGTH);
  const autoComplete = AUTOCOMPLETE[field] ?? 'off';
  if (SECRETS.has(field)) {
    return { type: 'text', secret: true, autoComplete, maxLength, inputMode: rule?.type === 'number' ? 'numeric' : undefined };
  }
  if (field === 'mobileNum' || rule?.type === 'tel') return { type: 'tel', inputMode: 'tel', autoComplete, maxLength };
  if (field === 'email' || rule?.type === 'email') return { type: 'email', inputMode: 'email', autoComplete, maxLength };
  if (field === 'verificationCode' || rule?.type === 'number') return { type: 'text', inputMode: 'numeric', autoComplete, maxLength };
  return { type: 'text', autoComplete, maxLength };
}

/**
 * On two columns the password and its confirmation should sit side by side: the field before them
 * takes a whole row when the pair would otherwise start in the second column.
 */
export function wideFieldsOf(fields: readonly RegisterField[]): ReadonlySet<RegisterField> {
  const wide = new Set<RegisterField>();
  let position = 0;
  fields.forEach((field, i) => {
    const beforePair = fields[i + 1] === 'password' && fields[i + 2] === 'confirmPassword';
    if (beforePair && position % 2 === 0) {
      wide.add(field);
      position += 2;
    } else position += 1;
  });
  return wide;
}
