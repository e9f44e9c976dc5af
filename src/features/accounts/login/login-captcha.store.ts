// Once the server has answered captchaRequired, every later attempt in this tab shows the captcha
// (spec §4: "if the response says a captcha is needed, the captcha is shown"), whichever login form
// the visitor uses next. A successful sign-in resets it.
import { create } from 'zustand';

interface LoginCaptchaState {
  required: boolean;
}

export const useLoginCaptcha = create<LoginCaptchaState>(() => ({ required: false }));

export const requireLoginCaptcha = (): void => useLoginCaptcha.setState({ required: true });
export const resetLoginCaptcha = (): void => useLoginCaptcha.setState({ required: false });
