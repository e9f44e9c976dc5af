// The header's account slot (spec §2). Signed in: greeting, balance, deposit and the account menu.
// Logged out: on wide screens the inline login form, elsewhere a log-in button that opens the login
// popup; register (direct registration on) opens the register popup; free play when it is on.
// The inline form and the signed-in area are their own chunks (the signed-in area at once, in parallel
// with the page; the form, whose sign-in logic no first paint needs, on first use of the page), so the
// first load of every page carries only this slot and its placeholders.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { withFullCatalogue } from '../../../lib/i18n/i18n.ts';
import { useModules } from '../../../lib/tenant/tenant-context.tsx';
import { breakpointPx } from '../../../lib/theme/styled-theme.ts';
import { useFirstUse } from '../../../lib/idle/after-first-paint.ts';
import { openLoginModal } from '../login/login-modal.store.ts';
import { useFreePlay } from '../login/use-free-play.ts';
import { openRegisterModal } from '../register/register-modal.store.ts';
import { useMediaQuery } from '../../../lib/media/use-media-query.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';

/** From this width the header has room for the inline login form. */
export const INLINE_LOGIN_QUERY = `(min-width: ${breakpointPx.xl}px)`;

export interface AccountActions {
  login: boolean;
  register: boolean;
  freePlay: boolean;
}

/** Which buttons a visitor gets, from the effective feature tree. */
export function visitorAccountActions(modules: ReadonlySet<string>): AccountActions {
  return {
    login: modules.has('LOGIN'),
    register: modules.has('REGISTER') && modules.has('DIRECTREG'),
    freePlay: modules.has('FREEPLAY') && modules.has('LOGIN'),
  };
}

type Layout = 'row' | 'stack' | 'compact';

const HeaderLoginForm = lazy(withFullCatalogue(() => import('../header/header-login-form.tsx').then((m) => ({ default: m.HeaderLoginForm }))));
const SignedInHeader = lazy(() => import('../header/signed-in-header.tsx').then((m) => ({ default: m.SignedInHeader })));

export function HeaderAccountArea({ layout = 'row' }: { layout?: Layout }) {
  return useSignedIn() ? (
    <Suspense fallback={<Placeholder data-layout={layout} data-kind="member" aria-hidden="true" />}>
      <SignedInHeader layout={layout} />
    </Suspense>
  ) : (
    <VisitorArea layout={layout} />
  );
}

function VisitorArea({ layout }: { layout: Layout }) {
  const { t } = useTranslation();
  const actions = visitorAccountActions(useModules());
  const freePlay = useFreePlay();
  const wide = useMediaQuery(INLINE_LOGIN_QUERY);
  // The inline form's logic (validation, SMS, captcha, sign-in) is fetched on the visitor's first use of
  // the page (a mouse moving, a touch, a key, focus): a visitor who only reads never downloads it; until
  // then a placeholder of the same size holds its place.
  const formWanted = useFirstUse();
  const inlineForm = layout === 'row' && wide && actions.login;
  const size = layout === 'compact' ? 'sm' : inlineForm ? 'sm' : 'md';
  const block = layout === 'stack';
  // Row and compact are both mounted (CSS shows one): each layout's controls get their own test ids.
  const suffix = layout === 'row' ? '' : `-${layout}`;
  return (
    <Area data-layout={layout} data-testid={`account-area-visitor-${layout}`}>
      {inlineForm && !formWanted ? <Placeholder data-kind="form" aria-hidden="true" /> : null}
      {inlineForm && formWanted ? (
        <Suspense fallback={<Placeholder data-kind="form" aria-hidden="true" />}>
          <HeaderLoginForm />
        </Suspense>
      ) : null}
      {actions.freePlay && layout !== 'compact' ? (
        <Button
          type="button"
          $variant="outline"
          $size={size}
          $block={block}
          onClick={freePlay.start}
          disabled={freePlay.starting}
          data-testid={`header-free-play${suffix}`}
        >
          <Icon name="play" size={14} />
          {t('header.freePlay')}
        </Button>
      ) : null}
      {actions.login && !inlineForm ? (
        <Button type="button" $variant="secondary" $size={size} $block={block} onClick={() => openLoginModal()} data-testid={`header-open-login${suffix}`}>
          {t('header.login')}
        </Button>
      ) : null}
      {actions.register ? (
        <Button type="button" $variant="primary" $size={size} $block={block} onClick={openRegisterModal} data-testid={`header-register${suffix}`}>
          {t('header.register')}
        </Button>
      ) : null}
    </Area>
  );
}

const Area = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  &[data-layout='stack'] {
    flex-direction: column;
    align-items: stretch;
  }
`;

/** Keeps the header's layout still while a lazy part loads. */
const Placeholder = styled.span`
  display: block;
  height: 36px;
  border-radius: 999px;
  background: color-mix(in srgb, var(--c-header-text) 8%, transparent);
  &[data-kind='form'] {
    width: 340px;
    border-radius: var(--radius, 8px);
  }
  &[data-kind='member'] {
    width: 300px;
  }
  &[data-layout='compact'] {
    width: 150px;
    height: 32px;
  }
  &[data-layout='stack'] {
    width: 100%;
    height: 120px;
    border-radius: var(--radius, 8px);
  }
`;
