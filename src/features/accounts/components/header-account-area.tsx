// What a logged-out visitor sees in the header's account slot: log in, register (direct registration
// on), free play (free play on). The accounts issue replaces this component with the real forms and the
// logged-in area; until then the buttons lead to the /login and /register pages.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useModules } from '../../../lib/tenant/tenant-context.tsx';

export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';

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

export function HeaderAccountArea({ layout = 'row' }: { layout?: 'row' | 'stack' | 'compact' }) {
  const { t } = useTranslation();
  const actions = visitorAccountActions(useModules());
  const size = layout === 'compact' ? 'sm' : 'md';
  return (
    <Area data-layout={layout}>
      {actions.freePlay && layout !== 'compact' ? (
        <Button as={Link} to={LOGIN_PATH} $variant="outline" $size={size} $block={layout === 'stack'}>
          <Icon name="play" size={14} />
          {t('header.freePlay')}
        </Button>
      ) : null}
      {actions.login ? (
        <Button as={Link} to={LOGIN_PATH} $variant="secondary" $size={size} $block={layout === 'stack'}>
          {t('header.login')}
        </Button>
      ) : null}
      {actions.register ? (
        <Button as={Link} to={REGISTER_PATH} $variant="primary" $size={size} $block={layout === 'stack'}>
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
  &[data-layout='stack'] { flex-direction: column; align-items: stretch; }
`;
