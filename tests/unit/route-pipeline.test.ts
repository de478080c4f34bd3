import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 33 §3: every route handler under app/ goes through defineRoute (lib/actions/define-route.ts), so none
// writes its own session check, origin check, size guard or try/catch. Read from the source: a route file
// imports defineRoute and exports its HTTP methods only as constants (no `export function GET`, no re-export of
// another module's handlers). authz-routes.test.ts checks the same at run time (routeInfo of every method).
const root = path.resolve(import.meta.dirname, '../..');
const METHOD = '(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)';

function routeFiles(): string[] {
  return readdirSync(path.join(root, 'app'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /^route\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** What is wrong with a route file's source, if anything. */
function pipelineProblems(source: string): string[] {
  const problems: string[] = [];
  if (!/import \{[^}]*\bdefineRoute\b[^}]*\} from '@\/lib\/actions\/define-route'/.test(source))
    problems.push('does not import defineRoute');
  if (new RegExp(`export\\s+(async\\s+)?function\\s+${METHOD}\\b`).test(source))
    problems.push('exports a handler function of its own');
  if (new RegExp(`export\\s+const\\s+\\{[^}]*\\b${METHOD}\\b`).test(source))
    problems.push("re-exports another module's handlers");
  if (new RegExp(`export\\s+\\{[^}]*\\b${METHOD}\\b[^}]*\\}`).test(source))
    problems.push('re-exports a handler');
  for (const m of source.matchAll(new RegExp(`export\\s+const\\s+${METHOD}\\s*=\\s*([\\w.]+)\\(`, 'g')))
    if (m[2] !== 'defineRoute' && !new RegExp(`const ${m[2]} = [^;]*defineRoute\\(`, 's').test(source))
      problems.push(`${m[1]} is not built by defineRoute`);
  return problems;
}

describe('route handlers', () => {
  it('all go through defineRoute', () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(20);
    const problems = files.flatMap((file) =>
      pipelineProblems(readFileSync(path.join(root, file), 'utf8')).map((p) => `${file}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('notices a handler of its own', () => {
    const imported = "import { defineRoute } from '@/lib/actions/define-route';\n";
    expect(pipelineProblems('export async function GET() {}')).toEqual([
      'does not import defineRoute',
      'exports a handler function of its own',
    ]);
    expect(pipelineProblems(`${imported}export const { GET, POST } = handlers;`)).toEqual([
      "re-exports another module's handlers",
    ]);
    expect(pipelineProblems(`${imported}export const POST = wrap(async () => null);`)).toEqual([
      'POST is not built by defineRoute',
    ]);
    expect(pipelineProblems(`${imported}export const GET = defineRoute({}, run);`)).toEqual([]);
    expect(
      pipelineProblems(
        `${imported}const wrap = (m) =>\n  defineRoute({ name: m }, run);\nexport const GET = wrap('GET');`,
      ),
    ).toEqual([]);
  });

  it('answer JSON in the one shape: only the callers with a format of their own get a Response.json', () => {
    // Stripe reads `{ received }` from its webhooks and load balancers read the health check; every other JSON
    // answer is `ok(data)` or a refusal, `{ ok: true, data }` / `{ ok: false, message }` (docs/route-handlers.md).
    const own = routeFiles().filter((file) =>
      /Response\.json\(/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(own).toEqual([
      'app/api/health/route.ts',
      'app/api/stripe/connect/webhook/route.ts',
      'app/api/stripe/webhook/route.ts',
    ]);
  });
});
