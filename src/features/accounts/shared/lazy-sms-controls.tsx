// The dialling-code picker (with its flag set) and the get-code button as lazy components, for forms
// that sit on every page (the header form) and show them only in SMS mode.
import { lazy, Suspense, type ComponentProps } from 'react';
import styled from 'styled-components';

const Picker = lazy(() => import('./country-code-picker.tsx').then((m) => ({ default: m.CountryCodePicker })));
const CodeButton = lazy(() => import('./sms-code-button.tsx').then((m) => ({ default: m.SmsCodeButton })));

export function LazyCountryCodePicker(props: ComponentProps<typeof Picker>) {
  return (
    <Suspense fallback={<Slot $width={78} />}>
      <Picker {...props} />
    </Suspense>
  );
}

export function LazySmsCodeButton(props: ComponentProps<typeof CodeButton>) {
  return (
    <Suspense fallback={<Slot $width={96} />}>
      <CodeButton {...props} />
    </Suspense>
  );
}

const Slot = styled.span<{ $width: number }>`
  width: ${({ $width }) => $width}px;
  display: block;
  flex-shrink: 0;
  align-self: stretch;
  border-radius: var(--radius, 8px);
  background: color-mix(in srgb, currentColor 8%, transparent);
`;
