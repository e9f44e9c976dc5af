import { describe, expect, it } from 'vitest';
import { allowedWhileRestricted } from './exclusion-gate.ts';

describe('withdrawal-only mode', () => {
  it('when a restricted session reads, withdraws or signs out, then it is let through', () => {
    expect(allowedWhileRestricted('GET', '/wps/v2/wallets/balance')).toBe(true);
    expect(allowedWhileRestricted('POST', '/wps/withdrawals')).toBe(true);
    expect(allowedWhileRestricted('POST', '/wps/withdrawals/12/confirm')).toBe(true);
    expect(allowedWhileRestricted('PUT', '/wps/member/responsible-gaming/settings')).toBe(true);
    expect(allowedWhileRestricted('DELETE', '/wps/session/logout')).toBe(true);
  });

  it('when a restricted session deposits, launches a game or writes elsewhere, then it is refused', () => {
    expect(allowedWhileRestricted('GET', '/wps/deposits/methods')).toBe(false);
    expect(allowedWhileRestricted('POST', '/wps/deposits/bank')).toBe(false);
    expect(allowedWhileRestricted('GET', '/wps/game/launchGame')).toBe(false);
    expect(allowedWhileRestricted('POST', '/wps/member/transfer-upline')).toBe(false);
    expect(allowedWhileRestricted('POST', '/wps/withdrawalsX')).toBe(false);
  });

  it('when a restricted session writes the path in another letter case, then the gate sees the same path Express routes', () => {
    expect(allowedWhileRestricted('GET', '/wps/Game/launchGame')).toBe(false);
    expect(allowedWhileRestricted('GET', '/wps/game/LAUNCHGAME')).toBe(false);
    expect(allowedWhileRestricted('POST', '/WPS/Deposits/bank')).toBe(false);
    expect(allowedWhileRestricted('POST', '/wps/Withdrawals')).toBe(true);
  });

  it("when a restricted session moves a game wallet's money, then only back to the main wallet is let through", () => {
    expect(allowedWhileRestricted('POST', '/wps/relay/GCS_walletTransfer', { direction: 'out', vendor: 'EVO', amount: 100 })).toBe(true);
    expect(allowedWhileRestricted('POST', '/wps/relay/GCS_walletTransfer', { direction: 'returnAll' })).toBe(true);
    expect(allowedWhileRestricted('POST', '/wps/relay/GCS_walletTransfer', { direction: 'in', vendor: 'EVO', amount: 100 })).toBe(false);
    expect(allowedWhileRestricted('POST', '/wps/relay/gcs_walletTransfer', undefined)).toBe(false);
  });
});
