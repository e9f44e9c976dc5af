// The header's account slot for a signed-in member (spec §2): greeting with the account name, balance,
// deposit button (when the member centre and deposits are on) and the account menu.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/button.tsx';
import { Dropdown, DropdownCard } from '../../../components/dropdown.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useModules } from '../../../lib/tenant/tenant-context.tsx';
import { useCentreOpener } from '../centres/use-protected-action.ts';
import { useMemberInfo } from '../api/member-info.api.ts';
import { accountMenuItems, type AccountMenuItem } from './account-menu-items.ts';
import { HeaderBalance } from './header-balance.tsx';
import { useLogout } from './use-logout.ts';

export type AccountLayout = 'row' | 'stack' | 'compact';

function useAccountMenu() {
  const modules = useModules();
  const member = useMemberInfo().data;
  const openCentre = useCentreOpener();
  const items = accountMenuItems({ memberCentre: modules.has('MEMBERCENTRE'), agentCentre: member?.agentCentre === true && modules.has('AGENTCENTRE') });
  const canDeposit = modules.has('MEMBERCENTRE') && modules.has('DEPOSIT');
  const open = (item: AccountMenuItem) => void openCentre(item.centre, item.section);
  return { member, items, canDeposit, open, deposit: () => void openCentre('member', 'depositv2') };
}

export function SignedInHeader({ layout }: { layout: AccountLayout }) {
  const { t } = useTranslation();
  const { member, items, canDeposit, open, deposit } = useAccountMenu();
  const logout = useLogout();
  const name = member?.nickname || member?.account || '';

  if (layout === 'stack') {
    return (
      <Stack data-testid="account-area-signed-in">
        <Greeting>{name ? t('header.welcome', { name }) : t('header.updating')}</Greeting>
        <HeaderBalance tone="surface" />
        {canDeposit ? (
          <Button type="button" onClick={deposit} $block data-testid="header-deposit">
            {t('header.deposit')}
          </Button>
        ) : null}
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <MenuEntry type="button" onClick={() => open(item)} data-testid={`account-menu-${item.id}`}>
                <Icon name={item.icon} size={18} />
                {t(item.labelKey)}
              </MenuEntry>
            </li>
          ))}
          <li>
            <MenuEntry type="button" onClick={() => void logout()} data-testid="account-menu-signOut">
              <Icon name="login" size={18} style={{ transform: 'scaleX(-1)' }} />
              {t('header.signOut')}
            </MenuEntry>
          </li>
        </ul>
      </Stack>
    );
  }

  const compact = layout === 'compact';
  return (
    <Row data-testid={compact ? 'account-area-signed-in-compact' : 'account-area-signed-in'}>
      {compact ? null : <Greeting>{name ? t('header.welcome', { name }) : null}</Greeting>}
      <HeaderBalance compact={compact} />
      {canDeposit && !compact ? (
        <Button type="button" $size="sm" onClick={deposit} data-testid="header-deposit">
          {t('header.deposit')}
        </Button>
      ) : null}
      <Dropdown
        align="end"
        openOnHover
        panelLabel={t('header.accountMenu')}
        trigger={({ toggleProps, open: expanded }) => (
          <MenuTrigger
            {...toggleProps}
            aria-label={`${t('header.accountMenu')}: ${name}`}
            data-testid={compact ? 'account-menu-toggle-compact' : 'account-menu-toggle'}
          >
            <Avatar aria-hidden="true">{(name[0] ?? '?').toUpperCase()}</Avatar>
            <Icon name="chevronDown" size={14} style={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform .2s' }} />
          </MenuTrigger>
        )}
      >
        {({ close }) => (
          <DropdownCard>
            {compact && name ? <CardTitle>{t('header.welcome', { name })}</CardTitle> : null}
            <ul>
              {compact && canDeposit ? (
                <li>
                  <MenuEntry
                    type="button"
                    onClick={() => {
                      close();
                      deposit();
                    }}
                    data-testid="account-menu-deposit"
                  >
                    <Icon name="download" size={18} />
                    {t('header.deposit')}
                  </MenuEntry>
                </li>
              ) : null}
              {items.map((item) => (
                <li key={item.id}>
                  <MenuEntry
                    type="button"
                    onClick={() => {
                      close();
                      open(item);
                    }}
                    data-testid={`account-menu-${item.id}`}
                  >
                    <Icon name={item.icon} size={18} />
                    {t(item.labelKey)}
                  </MenuEntry>
                </li>
              ))}
              <li>
                <MenuEntry
                  type="button"
                  onClick={() => {
                    close();
                    void logout();
                  }}
                  data-testid="account-menu-signOut"
                >
                  <Icon name="login" size={18} style={{ transform: 'scaleX(-1)' }} />
                  {t('header.signOut')}
                </MenuEntry>
              </li>
            </ul>
          </DropdownCard>
        )}
      </Dropdown>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 10px;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Greeting = styled.span`
  max-width: 180px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 13px;
  font-weight: 700;
`;

const MenuTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 36px;
  padding: 0 6px 0 3px;
  border: 1px solid color-mix(in srgb, currentColor 22%, transparent);
  border-radius: 999px;
  background: color-mix(in srgb, currentColor 6%, transparent);
  color: inherit;
  &:hover,
  &[aria-expanded='true'] {
    border-color: var(--c-accent);
  }
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  font-size: 13px;
  font-weight: 800;
  color: var(--c-on-primary);
  background: var(--c-primary);
`;

const CardTitle = styled.p`
  margin: 2px 8px 8px;
  font-size: 13px;
  font-weight: 800;
`;

const MenuEntry = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 9px 10px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  text-align: start;
  font-size: 14px;
  white-space: nowrap;
  &:hover {
    background: var(--c-surface-alt);
    color: var(--c-primary);
  }
`;
