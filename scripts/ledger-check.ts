// npm run ledger:check [-- --tenant <id>] — reconciles the wallet ledger of the configured database
// (DATABASE_URL, else the PGlite folder in DATA_DIR; stop the server first when it uses that folder,
// PGlite is one process's). Per tenant: every cached balance equals the sum of its entries, the books
// balance, every transfer has its two legs, no pending transfer is resolved twice… (the full list is
// LEDGER_CHECKS). Exit 0 when sound, 1 with every problem printed, 2 when the check cannot run.
import { parseArgs } from 'node:util';
import { createDatabase } from '../server/db/database.ts';
import { EnvError, loadEnv } from '../server/env.ts';
import { auditLedger, LEDGER_CHECKS } from '../server/features/wallet/ledger-audit.repository.ts';

let code = 0;
try {
  const { values } = parseArgs({ options: { tenant: { type: 'string' } } });
  const env = loadEnv();
  const { db, kind } = await createDatabase(env);
  try {
    const target = kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${env.DATA_DIR})`;
    const report = await auditLedger(db, { tenantId: values.tenant });
    console.log(`ledger:check on ${target}${values.tenant ? `, tenant ${values.tenant}` : ''}`);
    for (const t of report.tenants) {
      const mine = report.problems.filter((p) => p.tenantId === t.tenantId);
      console.log(
        `  ${t.tenantId}: ${t.accounts} accounts, ${t.transfers} transfers, ${t.openPending} open pending — ${mine.length === 0 ? 'sound' : 'BROKEN'}`,
      );
    }
    for (const [check, count] of Object.entries(report.counts)) {
      console.log(`\n✗ ${check} (${LEDGER_CHECKS[check as keyof typeof LEDGER_CHECKS]}): ${count} violation${count === 1 ? '' : 's'}`);
      for (const p of report.problems.filter((x) => x.check === check)) console.log(`    ${p.tenantId}: ${p.detail}`);
      const shown = report.problems.filter((x) => x.check === check).length;
      if (count > shown) console.log(`    … and ${count - shown} more`);
    }
    if (report.sound)
      console.log(
        `ledger:check: sound (${report.tenants.length} tenant${report.tenants.length === 1 ? '' : 's'}, ${Object.keys(LEDGER_CHECKS).length} checks)`,
      );
    else {
      const broken = new Set(report.problems.map((p) => p.tenantId)).size;
      console.error(`\nledger:check: BROKEN — ${broken} of ${report.tenants.length} tenants have problems`);
      code = 1;
    }
  } finally {
    await db.destroy();
  }
} catch (err) {
  console.error(err instanceof EnvError ? err.message : `ledger:check could not run: ${(err as Error).message}`);
  code = 2;
}
process.exitCode = code;
