// Members' numbers written before migration 0780 (hand-parsed: trunk 0 kept, any number accepted,
// unproven numbers unique) become E.164; numbers of mobile registrations and seeds count as proven,
// the older of two holders of one phone keeps it proven, invalid numbers get no E.164, and live SMS
// codes bound to the old spelling are dropped.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/db/database.ts';
import { createMigrator, migrateToLatest } from '../../server/db/migrate.ts';

describe('mobile number migration on pglite', () => {
  it('when members from before 0780 are migrated, then their numbers are E.164 and only proven ones are unique', async () => {
    const { db } = await createDatabase({ DATA_DIR: 'memory://' });
    try {
      expect((await createMigrator(db).migrateTo('2026_11_25_0630_add_games_list_ranks')).error).toBeUndefined();
      const add = (account: string, dial: string, num: string, method: string) =>
        sql`insert into members (tenant_id, account, account_key, nickname, country_dialing_code, mobile_num, register_method)
            values ('t', ${account}, ${account}, ${account}, ${dial}, ${num}, ${method})`.execute(db);
      await add('thai_zero', '+66', '0872382688', 'mobile'); // typed with the trunk 0: texted to +660872382688 before
      await add('thai_plain', '+66', '872382688', 'mobile'); // the same phone again, a second account
      await add('squatter', '+63', '9175550001', 'username'); // typed at username registration, never proven
      await add('seeded', '+84', '900000001', 'seed');
      await add('junk', '+63', '12345678', 'username'); // not a mobile number at all
      await sql`insert into verification_codes (tenant_id, purpose, country_dialing_code, mobile_num, code_hash, expires_at)
                values ('t', 'login', '+66', '0872382688', 'h', now() + interval '5 minutes')`.execute(db);

      await migrateToLatest(db);
      const rows = await sql<{ account: string; country_dialing_code: string; mobile_num: string; mobile_e164: string | null; mobile_verified: boolean }>`
        select account, country_dialing_code, mobile_num, mobile_e164, mobile_verified from members where tenant_id = 't' order by id`.execute(db);
      expect(rows.rows).toEqual([
        { account: 'thai_zero', country_dialing_code: '+66', mobile_num: '872382688', mobile_e164: '+66872382688', mobile_verified: true },
        { account: 'thai_plain', country_dialing_code: '+66', mobile_num: '872382688', mobile_e164: '+66872382688', mobile_verified: false },
        { account: 'squatter', country_dialing_code: '+63', mobile_num: '9175550001', mobile_e164: '+639175550001', mobile_verified: false },
        { account: 'seeded', country_dialing_code: '+84', mobile_num: '900000001', mobile_e164: '+84900000001', mobile_verified: true },
        { account: 'junk', country_dialing_code: '+63', mobile_num: '12345678', mobile_e164: null, mobile_verified: false },
      ]);
      expect((await sql`select 1 from verification_codes`.execute(db)).rows).toHaveLength(0);
      // A second proven holder of a number is refused by the database itself.
      await expect(sql`update members set mobile_verified = true where account = 'thai_plain'`.execute(db)).rejects.toThrow(/members_mobile_verified/);
    } finally {
      await db.destroy();
    }
  });
});
