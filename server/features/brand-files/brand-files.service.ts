// The brands' files as the back office sees them (issue 16 item 7): each tenant file's validation state
// (valid or not, served or not, every error with its JSON pointer, when it was checked), and "validate
// this file" for a file not dropped in yet, by the same rules the server applies when it loads one. A
// member of staff sees the files of their brands; only staff of every brand see files of no brand yet.
// No Express.
import { existsSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import type { BrandFilesValue, FileValidationValue, TenantProblem } from '../../../schemas/generated/staff.ts';
import type { TenantValidationState } from '../../tenancy/tenant-registry.ts';
import { validateTenantText } from '../../tenancy/tenant-validator.ts';
import type { StaffSession } from '../staff/staff-auth.service.ts';

export interface BrandFilesDeps {
  states: () => TenantValidationState[];
  /** The brands served now and their hostnames (an upload must not take another brand's). */
  served: () => ReadonlyArray<{ id: string; hostnames: readonly string[] }>;
  tenantsDir: string;
  production: boolean;
}

const problem = ({ pointer, message }: { pointer: string; message: string }): TenantProblem => ({ pointer, message });
const inScope = (session: StaffSession, id: string) => session.tenantIds.length === 0 || session.tenantIds.includes(id);

export class BrandFilesService {
  constructor(private readonly deps: BrandFilesDeps) {}

  list(session: StaffSession): BrandFilesValue {
    return {
      files: this.deps
        .states()
        .filter((s) => inScope(session, s.id))
        .map((s) => ({
          id: s.id,
          file: s.file,
          state: s.state,
          serving: s.serving,
          checkedAt: s.checkedAt.toISOString(),
          errors: s.errors.map(problem),
          warnings: s.warnings.map(problem),
        })),
    };
  }

  /**
   * Validates an uploaded file's text. Art is checked when the brand's folder exists on this server
   * (a new brand's art arrives with its folder); a hostname another brand serves is an error, named
   * only to staff who may see that brand.
   */
  validate(session: StaffSession, text: string, fileName?: string): FileValidationValue {
    // The server takes a brand's id from its file name: a file named otherwise is refused when dropped in.
    const fromName = fileName?.endsWith('.json') ? basename(fileName, '.json') : undefined;
    const id = fromName ?? idOf(text);
    // Another brand's folder is not this member's to look into (nor to learn that it exists).
    const mine = id !== null && /^[a-z][a-z0-9-]{1,30}$/.test(id) && inScope(session, id);
    const assetDir = mine ? join(this.deps.tenantsDir, id) : undefined;
    const artChecked = assetDir !== undefined && existsSync(assetDir);
    const result = validateTenantText(text, {
      id: fromName,
      file: fileName,
      assetDir: artChecked ? assetDir : undefined,
      production: this.deps.production,
    });
    const clashes = result.ok ? this.#hostnameClashes(session, text, mine ? id : null) : [];
    // Paths in messages are the tenants folder's, never the server's own layout.
    const local = (p: TenantProblem): TenantProblem => ({ ...p, message: p.message.split(this.deps.tenantsDir + sep).join('tenants/') });
    const errors = [...result.errors.map(problem).map(local), ...clashes];
    return { ok: errors.length === 0, id, artChecked, errors, warnings: result.warnings.map(problem).map(local) };
  }

  /** `id`: the brand the file replaces (its own hostnames are no clash), or null for a new or unseen brand. */
  #hostnameClashes(session: StaffSession, text: string, id: string | null): TenantProblem[] {
    const hostnames = (JSON.parse(text) as { hostnames: string[] }).hostnames;
    const owners = new Map<string, string>();
    for (const brand of this.deps.served()) if (brand.id !== id) for (const h of brand.hostnames) owners.set(h.toLowerCase(), brand.id);
    return hostnames.flatMap((host, i) => {
      const owner = owners.get(host.toLowerCase());
      if (!owner) return [];
      const message = inScope(session, owner) ? `is already served by the brand ${owner}` : 'is already served by another brand';
      return [{ pointer: `/hostnames/${i}`, message }];
    });
  }
}

function idOf(text: string): string | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && typeof (parsed as { id?: unknown }).id === 'string' ? (parsed as { id: string }).id : null;
  } catch {
    return null;
  }
}
