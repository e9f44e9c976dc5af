import { sql, type Kysely } from 'kysely';
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

// Mobile numbers as E.164, and proven ones apart (issue 14 finding 2). Numbers were hand-parsed: a
// Thai 0872382688 was kept as +66 / 0872382688 (texted to +660872382688) and the same phone with and
// without the trunk 0 made two accounts; and registering by username stored any number, unproven,
// under a unique index, so a stranger could squat the owner's number.
//
// - mobile_e164: the parsed number; country_dialing_code / mobile_num become its parts (mobile_num
//   without the trunk 0). A stored number that is not a valid mobile keeps its columns and gets no
//   E.164, so it is never texted or matched.
// - mobile_verified: an SMS code proved it. Existing numbers count as proven when the account was
//   registered by mobile or seeded (the demo brands' mobile form needs a code); when two accounts
//   hold the same proven number the older keeps it proven.
// - Only proven numbers are unique per brand; unproven ones never block anyone.
// - Live SMS codes (10 minutes at most) were bound to the hand-parsed number and are dropped; a
//   player asks for a new one. The SMS outbox is a record of what was sent and stays as it was.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members add column mobile_e164 text, add column mobile_verified boolean not null default false`.execute(db);
  // First: two spellings of one phone become one number below.
  await sql`drop index members_mobile`.execute(db);
  const rows = await sql<{ tenant_id: string; id: string; country_dialing_code: string; mobile_num: string; register_method: string }>`
    select tenant_id, id::text as id, country_dialing_code, mobile_num, register_method
    from members where mobile_num is not null order by tenant_id, id`.execute(db);
  const proven = new Set<string>();
  for (const row of rows.rows) {
    const parsed = parsePhoneNumberFromString(row.mobile_num, { defaultCallingCode: row.country_dialing_code.replace('+', '') });
    if (!parsed || !parsed.isValid() || `+${parsed.countryCallingCode}` !== row.country_dialing_code) continue;
    const owner = `${row.tenant_id}\n${parsed.number}`;
    const verified = (row.register_method === 'mobile' || row.register_method === 'seed') && !proven.has(owner);
    if (verified) proven.add(owner);
    await sql`update members set mobile_e164 = ${parsed.number}, mobile_num = ${parsed.nationalNumber}, mobile_verified = ${verified}
              where tenant_id = ${row.tenant_id} and id = ${row.id}::bigint`.execute(db);
  }
  await sql`alter table members add constraint members_mobile_verified_has_e164 check (not mobile_verified or mobile_e164 is not null)`.execute(db);
  await sql`create unique index members_mobile_verified on members (tenant_id, mobile_e164) where mobile_verified`.execute(db);
  await sql`create index members_mobile_e164 on members (tenant_id, mobile_e164) where mobile_e164 is not null`.execute(db);
  await sql`delete from verification_codes`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index members_mobile_e164`.execute(db);
  await sql`drop index members_mobile_verified`.execute(db);
  await sql`alter table members drop constraint members_mobile_verified_has_e164`.execute(db);
  await sql`alter table members drop column mobile_e164, drop column mobile_verified`.execute(db);
  await sql`create unique index members_mobile on members (tenant_id, country_dialing_code, mobile_num)`.execute(db);
}
