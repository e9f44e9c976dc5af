import { describe, expect, it } from 'vitest';
import { fieldInputProps, wideFieldsOf } from './register-fields.ts';

describe('register field inputs', () => {
  it('when the password pair would start in the second column, then the field before it takes a whole row', () => {
    expect([...wideFieldsOf(['username', 'password', 'confirmPassword', 'email'])]).toEqual(['username']);
    // A mobile number with its SMS code fills the first row: the pair starts a row by itself.
    expect([...wideFieldsOf(['mobileNum', 'verificationCode', 'password', 'confirmPassword'])]).toEqual([]);
    expect([...wideFieldsOf(['mobileNum', 'password', 'confirmPassword'])]).toEqual(['mobileNum']);
    expect([...wideFieldsOf(['mobileNum', 'verificationCode', 'payeeName'])]).toEqual([]);
  });

  it('when a field is typed into, then secrets are masked, numbers get a numeric keyboard and the rule bounds the length', () => {
    expect(
      fieldInputProps('paymentPassword', {
        enabled: true,
        required: true,
        acceptedPattern: '^[0-9]{6}$',
        patternId: 'digits',
        minLength: 6,
        maxLength: 6,
        type: 'password',
      }),
    ).toMatchObject({ secret: true, maxLength: 6, autoComplete: 'off' });
    expect(
      fieldInputProps('qqNum', { enabled: true, required: false, acceptedPattern: '*', patternId: 'digits', minLength: 5, maxLength: 12, type: 'number' }),
    ).toMatchObject({ type: 'text', inputMode: 'numeric', maxLength: 12 });
    expect(fieldInputProps('mobileNum', undefined)).toMatchObject({ type: 'tel', autoComplete: 'tel-national', maxLength: 255 });
    // The username never takes more than the fixed §5 maximum, whatever the tenant says.
    expect(
      fieldInputProps('username', { enabled: true, required: true, acceptedPattern: '*', patternId: 'username', minLength: 2, maxLength: 40, type: 'text' })
        .maxLength,
    ).toBe(15);
  });
});
