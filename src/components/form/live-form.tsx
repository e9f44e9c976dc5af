// A <form> whose controls are disabled until the page is live. A server-rendered form is on screen
// before its script runs; submitted then, the browser would send it natively (a GET to this page with
// the password in the address) and the visitor's typing would be lost on hydration.
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { useHydrated } from '../../lib/hydration/use-hydrated.ts';

export function LiveForm({ children, ...props }: ComponentPropsWithRef<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <Fieldset disabled={!hydrated}>{children}</Fieldset>
    </form>
  );
}

const Fieldset = styled.fieldset`
  display: contents;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;
