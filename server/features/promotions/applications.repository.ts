// The only place that reads and writes promotion_applications and their images.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ApplicationStatus } from './promotions.table.ts';

export const MAX_APPLICATION_IMAGES = 3;
export const APPLICATION_PAGE_SIZE = 20;

export interface Application {
  id: number;
  promotionId: string;
  memberId: number;
  comment: string;
  status: ApplicationStatus;
  amount: number | null;
  reason: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  rewardId: number | null;
  createdAt: Date;
  imageCount: number;
}

interface Row {
  id: bigint;
  promotion_id: string;
  member_id: bigint;
  comment: string;
  status: ApplicationStatus;
  amount: bigint | null;
  reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  reward_id: bigint | null;
  created_at: Date;
  image_count: string | number;
}

const toApplication = (r: Row): Application => ({
  id: Number(r.id),
  promotionId: r.promotion_id,
  memberId: Number(r.member_id),
  comment: r.comment,
  status: r.status,
  amount: r.amount === null ? null : Number(r.amount),
  reason: r.reason,
  decidedBy: r.decided_by,
  decidedAt: r.decided_at,
  rewardId: r.reward_id === null ? null : Number(r.reward_id),
  createdAt: r.created_at,
  imageCount: Number(r.image_count),
});

export class ApplicationsRepository {
  constructor(private readonly db: Db) {}

  #select() {
    return this.db
      .selectFrom('promotion_applications as a')
      .select([
        'a.id',
        'a.promotion_id',
        'a.member_id',
        'a.comment',
        'a.status',
        'a.amount',
        'a.reason',
        'a.decided_by',
        'a.decided_at',
        'a.reward_id',
        'a.created_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('promotion_application_images as i')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('i.tenant_id', '=', 'a.tenant_id')
          .whereRef('i.application_id', '=', 'a.id')
          .as('image_count'),
      );
  }

  /** The new application, or null while the member has one under review for this activity (the partial unique index). */
  async insert(tenantId: string, promotionId: string, memberId: number, comment: string): Promise<number | null> {
    const row = await this.db
      .insertInto('promotion_applications')
      .values({ tenant_id: tenantId, promotion_id: promotionId, member_id: BigInt(memberId), comment })
      .onConflict((oc) => oc.columns(['tenant_id', 'promotion_id', 'member_id']).where('status', '=', 'applying').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  }

  /** Applications of the member to the activity that count toward its limit (all but rejected ones). */
  async countLive(tenantId: string, promotionId: string, memberId: number): Promise<number> {
    const row = await this.db
      .selectFrom('promotion_applications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('promotion_id', '=', promotionId)
      .where('member_id', '=', BigInt(memberId))
      .where('status', '<>', 'rejected')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async find(tenantId: string, id: number): Promise<Application | null> {
    const row = await this.#select().where('a.tenant_id', '=', tenantId).where('a.id', '=', BigInt(id)).executeTakeFirst();
    return row ? toApplication(row as Row) : null;
  }

  async latestOf(tenantId: string, promotionId: string, memberId: number): Promise<Application | null> {
    const row = await this.#select()
      .where('a.tenant_id', '=', tenantId)
      .where('a.promotion_id', '=', promotionId)
      .where('a.member_id', '=', BigInt(memberId))
      .orderBy('a.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toApplication(row as Row) : null;
  }

  /** Adds an image at the next position while the application is under review: 'full' at 3, 'notOpen' once decided. */
  async addImage(
    tenantId: string,
    memberId: number,
    id: number,
    image: { contentType: string; bytes: Uint8Array },
  ): Promise<'added' | 'full' | 'notOpen' | 'missing'> {
    const { rows } = await sql<{ status: ApplicationStatus; member_id: bigint }>`
      select status, member_id from promotion_applications where tenant_id = ${tenantId} and id = ${BigInt(id)} for update`.execute(this.db);
    const app = rows[0];
    if (!app || Number(app.member_id) !== memberId) return 'missing';
    if (app.status !== 'applying') return 'notOpen';
    const count = await this.db
      .selectFrom('promotion_application_images')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('application_id', '=', BigInt(id))
      .executeTakeFirstOrThrow();
    const n = Number(count.n);
    if (n >= MAX_APPLICATION_IMAGES) return 'full';
    await this.db
      .insertInto('promotion_application_images')
      .values({ tenant_id: tenantId, application_id: BigInt(id), position: n + 1, content_type: image.contentType, bytes: image.bytes })
      .execute();
    return 'added';
  }

  async image(tenantId: string, id: number, position: number): Promise<{ contentType: string; bytes: Uint8Array } | null> {
    const row = await this.db
      .selectFrom('promotion_application_images')
      .select(['content_type', 'bytes'])
      .where('tenant_id', '=', tenantId)
      .where('application_id', '=', BigInt(id))
      .where('position', '=', position)
      .executeTakeFirst();
    return row ? { contentType: row.content_type, bytes: row.bytes } : null;
  }

  /** applying → issued / rejected, once; false when someone decided it first. */
  async decide(
    tenantId: string,
    id: number,
    to: 'issued' | 'rejected',
    d: { by: string; amount?: number; reason?: string; rewardId?: number },
  ): Promise<boolean> {
    const row = await this.db
      .updateTable('promotion_applications')
      .set({
        status: to,
        decided_by: d.by,
        decided_at: new Date(),
        amount: d.amount === undefined ? null : BigInt(d.amount),
        reason: d.reason ?? null,
        reward_id: d.rewardId === undefined ? null : BigInt(d.rewardId),
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .where('status', '=', 'applying')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The brand's applications for staff (waiting ones oldest first, the rest newest first), with the member's account. */
  async listForStaff(
    tenantId: string,
    status: ApplicationStatus | 'claimed' | 'all',
    page: number,
  ): Promise<{ rows: Array<Application & { account: string }>; total: number }> {
    let q = this.#select()
      .innerJoin('members as m', (j) => j.onRef('m.tenant_id', '=', 'a.tenant_id').onRef('m.id', '=', 'a.member_id'))
      .select('m.account')
      .where('a.tenant_id', '=', tenantId);
    let count = this.db
      .selectFrom('promotion_applications as a')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('a.tenant_id', '=', tenantId);
    if (status === 'claimed') {
      const claimed = sql<boolean>`exists (select 1 from reward_claims r where r.tenant_id = a.tenant_id and r.id = a.reward_id and r.state = 'claimed')`;
      q = q.where('a.status', '=', 'issued').where(claimed);
      count = count.where('a.status', '=', 'issued').where(claimed);
    } else if (status !== 'all') {
      q = q.where('a.status', '=', status);
      count = count.where('a.status', '=', status);
    }
    const rows = await q
      .orderBy('a.id', status === 'applying' ? 'asc' : 'desc')
      .limit(APPLICATION_PAGE_SIZE)
      .offset((page - 1) * APPLICATION_PAGE_SIZE)
      .execute();
    const total = Number((await count.executeTakeFirstOrThrow()).n);
    return { rows: rows.map((r) => ({ ...toApplication(r as unknown as Row), account: r.account })), total };
  }
}
