// The fixture brands for the agents' tests: aurora with agent contracts (brand caps per kind, dividends W and M only).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_TENANTS } from './test-app.ts';

export function agentTenants(): Record<string, Record<string, unknown>> {
  const read = (id: string) => JSON.parse(readFileSync(join(FIXTURE_TENANTS, `${id}.json`), 'utf8'));
  const aurora = {
    ...read('aurora'),
    agentContracts: { maxRateBp: { dividend: 3000, dailyWages: 150, hourlySalary: 50, realTimeSalary: 50 }, dividendPeriods: ['W', 'M'] },
  };
  return { aurora, borealis: read('borealis') };
}
