// How every JSON Schema of the project is compiled (tenant files, API input, response shapes).
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';

export function createAjv(options: { coerceTypes?: boolean; useDefaults?: boolean; verbose?: boolean } = {}): Ajv {
  // strictRequired is off: ajv does not see a parent's `properties` from an if/then `required`
  // (Banner.link), which would reject a correct schema. Every other strict check stays on.
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictRequired: false,
    useDefaults: options.useDefaults ?? true,
    coerceTypes: options.coerceTypes ?? false,
    // verbose: errors carry their schema object, where the tenant validator finds `x-message`.
    verbose: options.verbose ?? false,
  });
  addFormats(ajv);
  // Marks properties that never reach a browser (tenancy/public-view.ts).
  ajv.addKeyword({ keyword: 'x-secret', schemaType: 'boolean' });
  // Marks public properties index.html does not inline (fetched through the API when needed).
  ajv.addKeyword({ keyword: 'x-inline', schemaType: 'boolean' });
  // Tenant properties no code reads (documentation, or the spec's shape) and objects consumed whole
  // (forwarded or looked up by key); tests/contract/tenant-fields-read.test.ts checks the others are read.
  ajv.addKeyword({ keyword: 'x-doc-only', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-read-whole', schemaType: 'boolean' });
  // Type hint for scripts/gen-types.ts (json-schema-to-typescript): API shapes name the tenant
  // types instead of copying them. No effect on validation.
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  // What to tell a person when a keyword of this schema fails (tenancy/tenant-schema-messages.ts), so
  // an error never shows a raw regular expression. No effect on validation.
  ajv.addKeyword({ keyword: 'x-message', schemaType: 'object' });
  return ajv;
}
