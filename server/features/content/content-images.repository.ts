// The only place that queries content_images: banner art staff uploaded, stored in the database so
// every instance serves it. Names are content hashes, so a row is written once and never changes.
import type { Db } from '../../db/database.ts';

export interface StoredImage {
  contentType: string;
  bytes: Uint8Array;
}

export class ContentImagesRepository {
  constructor(private readonly db: Db) {}

  /** Stores the image unless the same bytes are already stored for this brand. */
  async put(image: {
    tenantId: string;
    name: string;
    contentType: string;
    bytes: Uint8Array;
    width: number;
    height: number;
    createdBy: string;
  }): Promise<void> {
    await this.db
      .insertInto('content_images')
      .values({
        tenant_id: image.tenantId,
        name: image.name,
        content_type: image.contentType,
        bytes: image.bytes,
        width: image.width,
        height: image.height,
        created_by: image.createdBy,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'name']).doNothing())
      .execute();
  }

  async get(tenantId: string, name: string): Promise<StoredImage | null> {
    const row = await this.db
      .selectFrom('content_images')
      .select(['content_type', 'bytes'])
      .where('tenant_id', '=', tenantId)
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? { contentType: row.content_type, bytes: row.bytes } : null;
  }

  async count(tenantId: string): Promise<number> {
    const row = await this.db
      .selectFrom('content_images')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
