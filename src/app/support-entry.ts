// What the customer-service entries open (issue 21 item 5, spec §4, §6): a member above VIP rank 4 gets the
// brand's VIP entry; otherwise the built-in chat room when the brand's support.chat is builtIn, else the
// external live-chat link in a popup as before. Composed here
// because client features never import each other.
import { useMemo } from 'react';
import { useMemberInfo } from '../features/accounts/api/member-info.api.ts';
import { pickCustomerServiceEntry, VIP_RANK_ABOVE } from '../features/customer-service/customer-service.ts';
import { useCustomerService } from '../features/customer-service/use-customer-service.ts';
import { openChatRoom } from '../features/support/chat/chat-room.store.ts';
import { useModules, useTenant } from '../lib/tenant/tenant-context.tsx';

export function useSupportEntry(): { available: boolean; open: () => void } {
  const rankLevel = useMemberInfo().data?.clubLabel.rankLevel ?? 0;
  const cs = useCustomerService(rankLevel);
  const tenant = useTenant();
  const modules = useModules();
  const vip = rankLevel > VIP_RANK_ABOVE && pickCustomerServiceEntry(tenant.customerService, rankLevel)?.csType === 'VIP';
  const builtIn = !vip && tenant.support?.chat === 'builtIn' && modules.has('CUSTOMERSERVICE');
  return useMemo(() => (builtIn ? { available: true, open: openChatRoom } : cs), [builtIn, cs]);
}
