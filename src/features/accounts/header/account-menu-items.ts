// The signed-in menu of the header (spec §2): my account, account records, betting records, the agent
// centre only when the member's type may use it (member info agentCentre), sign out. Each entry opens
// its section of a centre.
import type { IconName } from '../../../components/icon.tsx';
import type { CentreKind } from '../centres/centre-sections.ts';

export interface AccountMenuItem {
  id: 'myAccount' | 'accountRecords' | 'bettingRecords' | 'agentCentre';
  labelKey: string;
  icon: IconName;
  centre: CentreKind;
  section?: string;
}

export function accountMenuItems(input: { memberCentre: boolean; agentCentre: boolean }): AccountMenuItem[] {
  const items: AccountMenuItem[] = [];
  if (input.memberCentre) {
    items.push(
      { id: 'myAccount', labelKey: 'header.myAccount', icon: 'user', centre: 'member', section: 'securityCenter' },
      { id: 'accountRecords', labelKey: 'header.accountRecords', icon: 'history', centre: 'member', section: 'transactionHistory' },
      { id: 'bettingRecords', labelKey: 'header.bettingRecords', icon: 'ticket', centre: 'member', section: 'personalHistoryCopy' },
    );
  }
  if (input.agentCentre) items.push({ id: 'agentCentre', labelKey: 'header.agentCentre', icon: 'users', centre: 'agent' });
  return items;
}
