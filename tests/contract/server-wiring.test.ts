// House rules of the server's wiring that a dependency checker cannot see, checked on the syntax tree
// (TypeScript's own parser, so strings, SQL text and comments never count):
// - rows never leave a repository: no *.service.ts or *.routes.ts reads or writes a snake_case
//   property (the columns' spelling), so a row that leaked shows up here;
// - app.ts is the composition root: from the features it imports only their *.module.ts (types
//   aside), so it never builds a repository or a service itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SERVER = join(ROOT, 'server');

/** Names other protocols spell in snake_case (OpenID Connect claims and metadata), per file; not rows. */
const PROTOCOL_NAMES: Record<string, readonly string[]> = {
  'server/features/social-login/social-login.service.ts': [
    'access_token',
    'code_challenge',
    'code_challenge_method',
    'email_verified',
    'redirect_uri',
    'userinfo_endpoint',
  ],
};

const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && keep(d.name))
    .map((d) => join(d.parentPath, d.name));
}

/** `line: name` for every snake_case property read (`x.col`) or written (`{ col: … }`) in `source`. */
function snakeCaseProperties(fileName: string, source: string, allowed: readonly string[] = []): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const note = (node: ts.Node, name: string) => {
    if (SNAKE.test(name) && !allowed.includes(name)) found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${name}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node)) note(node.name, node.name.text);
    else if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && ts.isIdentifier(node.name)) note(node.name, node.name.text);
    else if (ts.isBindingElement(node) && node.propertyName && ts.isIdentifier(node.propertyName)) note(node.propertyName, node.propertyName.text);
    else if (ts.isBindingElement(node) && !node.propertyName && ts.isIdentifier(node.name)) note(node.name, node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Modules `source` imports at run time from server/features that are not a feature's *.module.ts. */
function nonModuleFeatureImports(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  return file.statements
    .filter(ts.isImportDeclaration)
    .filter((d) => !d.importClause?.isTypeOnly)
    .map((d) => (d.moduleSpecifier as ts.StringLiteral).text)
    .filter((path) => path.includes('/features/') && !path.endsWith('.module.ts'));
}

describe('server wiring', () => {
  it('when any service or route file is read, then it touches no snake_case property (rows stay in repositories)', () => {
    const offenders = filesUnder(SERVER, (n) => /\.(service|routes)\.ts$/.test(n)).flatMap((path) => {
      const name = relative(ROOT, path);
      return snakeCaseProperties(name, readFileSync(path, 'utf8'), PROTOCOL_NAMES[name]).map((hit) => `${name}:${hit}`);
    });
    expect(offenders).toEqual([]);
  });

  it('when a service reads or writes a column by its name, then the check names the line', () => {
    const leaked = `export class S { f(row) { if (row.reviewed_by) return repo.move({ received_amount: 1n }); const { member_id } = row; return member_id; } }`;
    expect(snakeCaseProperties('x.service.ts', leaked)).toEqual(['1: reviewed_by', '1: received_amount', '1: member_id']);
    expect(snakeCaseProperties('x.service.ts', "const kind = 'withdrawal_refund'; // row.reviewed_by\nsql`select reviewed_by`;")).toEqual([]);
  });

  it('when app.ts is read, then from the features it imports only their modules', () => {
    const app = readFileSync(join(SERVER, 'app.ts'), 'utf8');
    expect(nonModuleFeatureImports('server/app.ts', app)).toEqual([]);
    expect(app).not.toMatch(/\.repository\.ts'/);
  });

  it('when app.ts builds a repository or a service itself, then the check names the import', () => {
    const planted = `import { StaffRepository } from './features/staff/staff.repository.ts';\nimport type { StaffTimeouts } from './features/staff/staff-auth.service.ts';\nimport { createStaffModule } from './features/staff/staff.module.ts';`;
    expect(nonModuleFeatureImports('server/app.ts', planted)).toEqual(['./features/staff/staff.repository.ts']);
  });
});
