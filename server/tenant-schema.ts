// The tenant JSON Schema, read once. Runtime lists (language codes, module ids) come from it, so the
// schema stays the single source of truth.
import { readFileSync } from 'node:fs';
import type { ModuleId } from '../schemas/generated/tenant.ts';

export const TENANT_SCHEMA_URL = new URL('../schemas/tenant.schema.json', import.meta.url);

export interface JsonSchema {
  [keyword: string]: unknown;
}

export const tenantSchema: JsonSchema = JSON.parse(readFileSync(TENANT_SCHEMA_URL, 'utf8'));

const definitions = tenantSchema.definitions as Record<string, { enum?: string[] }>;

export const MODULE_IDS = definitions.ModuleId.enum as readonly ModuleId[];

const moduleIds = new Set<string>(MODULE_IDS);
export function isModuleId(value: unknown): value is ModuleId {
  return typeof value === 'string' && moduleIds.has(value);
}
