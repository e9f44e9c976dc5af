// Keys of the database-backed shared state (migration 2026_11_22_0300_create_shared_kv).

export interface SharedKvTable {
  key: string;
  value: string;
  /** Epoch milliseconds as int8 text; null = never expires. */
  expires_at_ms: string | number | bigint | null;
}
