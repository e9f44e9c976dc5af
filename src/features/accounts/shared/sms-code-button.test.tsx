// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-client.ts';
import { useAlertStore } from '../../../lib/alert/alert.store.ts';
import { theme } from '../../../lib/theme/styled-theme.ts';
import { SmsCodeButton } from './sms-code-button.tsx';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    resources: {
      EN: {
        translation: {
          sms: { getCode: 'Get code', sending: 'Sending…', resendIn: 'Resend in {{seconds}} s', secondsLeft: '{{seconds}} s' },
          errors: { smsSendFailed: 'Not sent: {{message}}' },
          verification: { smsSendFailed: 'Could not send' },
        },
      },
    },
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useAlertStore.setState({ message: null });
});

const renderButton = (props: Parameters<typeof SmsCodeButton>[0]) =>
  render(
    <ThemeProvider theme={theme}>
      <SmsCodeButton {...props} />
    </ThemeProvider>,
  );

describe('SmsCodeButton', () => {
  it('when the number is invalid, then nothing is requested and the message goes to onInvalid', () => {
    const request = vi.fn();
    const onInvalid = vi.fn();
    renderButton({ request, validate: () => 'Please enter a valid mobile number', onInvalid });
    fireEvent.click(screen.getByTestId('sms-code-button'));
    expect(request).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith('Please enter a valid mobile number');
  });

  it('when the code is sent with expiredMinutes 1, then the button counts down from 60 s, disabled, and is usable again at zero', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    renderButton({ request: () => Promise.resolve({ expiredMinutes: 1 }), validate: () => null });
    const button = screen.getByTestId('sms-code-button');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button.textContent).toBe('Resend in 60 s');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(button.textContent).toBe('Resend in 30 s');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(button.textContent).toBe('Get code');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('when the server refuses, then its message is shown in the warning dialog and there is no countdown', async () => {
    renderButton({ request: () => Promise.reject(new ApiError('Too many requests.', 429, 'tooManyRequests')), validate: () => null });
    await act(async () => {
      fireEvent.click(screen.getByTestId('sms-code-button'));
    });
    expect(useAlertStore.getState().message).toBe('Not sent: Too many requests.');
    expect(screen.getByTestId('sms-code-button').textContent).toBe('Get code');
  });
});
