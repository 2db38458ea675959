// CONTRIBUTING.md's walk-through, done: in a copy of the repository, the blocks of "Adding an endpoint" are applied
// as they are written (each names its file, and where it goes in a file that exists), `npm run generate` writes the
// rest, and then the generator's check, the type check and the new endpoint's own test pass. Only the five files the
// walk-through names are edited by hand; every other change is the generator's.
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { headerPrefix, regionStart } from '../../scripts/generate/header.js'

const run = promisify(execFile)
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
/** What the copy needs: the sources (the contract suite's setup with them), the generator, the test support and the documents it writes. */
const copied = ['src', 'packages/server/src', 'scripts', 'test/support', 'docs/api.md', 'docs/openapi.json', 'package.json']
const contract = 'src/service/store/contract'

type Step = { file: string; before?: string; after?: string; text: string }

/** The fenced blocks of CONTRIBUTING.md's "Adding an endpoint" that name a file (```ts file=… before="…"). */
function walkThrough(): Step[] {
  const guide = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8')
  const section = guide.slice(guide.indexOf('## Adding an endpoint'), guide.indexOf('## Adding a component'))
  return [...section.matchAll(/^```\w+ (.+)\n([\s\S]*?)^```$/gm)].map(([, info, text]) => {
    const attributes = Object.fromEntries([...info!.matchAll(/(\w+)=(?:"([^"]*)"|(\S+))/g)].map(([, key, quoted, bare]) => [key, quoted ?? bare]))
    return { file: attributes['file']!, before: attributes['before'], after: attributes['after'], text: text! }
  })
}

function apply(copy: string, step: Step): void {
  const path = join(copy, step.file)
  if (!step.before && !step.after) {
    expect(existsSync(path), `${step.file} is new`).toBe(false)
    writeFileSync(path, step.text)
    return
  }
  const lines = readFileSync(path, 'utf8').split('\n')
  const anchor = (step.before ?? step.after)!
  const at = lines.findIndex((line) => line.startsWith(anchor))
  expect(at, `${step.file} has a line starting with ${anchor} (CONTRIBUTING.md must follow the file)`).toBeGreaterThan(-1)
  lines.splice(step.before ? at : at + 1, 0, ...step.text.replace(/\n$/, '').split('\n'))
  writeFileSync(path, lines.join('\n'))
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

const copy = mkdtempSync(join(tmpdir(), 'engagekit-new-endpoint-'))
afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe("CONTRIBUTING.md's new endpoint, added in a copy of the repository", () => {
  it('takes five files and npm run generate: then the check, the types and its test pass', { timeout: 240_000 }, async () => {
    for (const path of copied) cpSync(join(root, path), join(copy, path), { recursive: true })
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
    const steps = walkThrough()
    expect(new Set(steps.map((step) => step.file))).toEqual(
      new Set(['src/core/actions/getMemberCount.ts', 'src/service/commands/getMemberCount.ts', 'src/http/serviceRoutes.ts', `${contract}/memberCount.test.ts`, 'docs/api.md']),
    )
    for (const step of steps) apply(copy, step)

    const tsx = join(root, 'node_modules/.bin/tsx')
    const generated = await run(tsx, ['scripts/generate.ts'], { cwd: copy })
    expect(generated.stdout).toContain('wrote src/query/getMemberCount.ts')
    expect(generated.stdout).toContain('wrote src/react/hooks/useMemberCount.ts')
    await expect(run(tsx, ['scripts/generate.ts', '--check'], { cwd: copy })).resolves.toMatchObject({ stdout: expect.stringContaining('up to date') })

    // Every file that differs from the repository's is one of the five, or the generator's.
    const handWritten = new Set(steps.map((step) => step.file))
    const changed = [...files(join(copy, 'src')), join(copy, 'docs/api.md'), join(copy, 'docs/openapi.json')]
      .map((path) => relative(copy, path))
      .filter((path) => !existsSync(join(root, path)) || readFileSync(join(root, path), 'utf8') !== readFileSync(join(copy, path), 'utf8'))
    const byGenerator = changed.filter((path) => !handWritten.has(path))
    for (const path of byGenerator) {
      const text = readFileSync(join(copy, path), 'utf8')
      expect(path === 'docs/openapi.json' || text.startsWith(headerPrefix) || text.includes(regionStart), `${path} changed, but neither by hand nor by the generator`).toBe(true)
    }
    expect(byGenerator).toEqual(expect.arrayContaining(['src/core/actions/allEndpoints.ts', 'src/core/actions/index.ts', 'src/query/index.ts', 'src/react/index.ts', 'src/http/openapi/operationTexts.ts', 'docs/openapi.json']))
    expect(JSON.parse(readFileSync(join(copy, 'docs/openapi.json'), 'utf8')).paths['/api/entities/{entityId}/member-count'].get).toMatchObject({
      operationId: 'getMemberCount',
      description: "Counts an entity's members (an engagekit extension).",
      'x-engagekit-extension': true,
    })

    // The type check of everything the endpoint reaches (the library and the contract suite), and the endpoint's test.
    writeFileSync(
      join(copy, 'tsconfig.json'),
      JSON.stringify({
        extends: join(root, 'tsconfig.json'),
        include: ['src', 'packages/server/src', 'test/support'],
        exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'packages/server/src/**/*.test.ts'],
        // The contract suite's tests, which the line above leaves out of the rest of src/.
        files: readdirSync(join(copy, contract)).map((name) => `${contract}/${name}`),
      }),
    )
    writeFileSync(join(copy, 'vitest.config.ts'), `export default { test: { environment: 'node', include: ['${contract}/memberCount.test.ts'] } }\n`)
    const [types, test] = await Promise.allSettled([
      run(join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.json'], { cwd: copy }),
      run(join(root, 'node_modules/.bin/vitest'), ['run'], { cwd: copy }),
    ])
    const output = (result: PromiseSettledResult<{ stdout: string }>) => (result.status === 'fulfilled' ? result.value.stdout : String((result.reason as { stdout?: string }).stdout ?? result.reason))
    expect(types.status, output(types)).toBe('fulfilled')
    expect(test.status, output(test)).toBe('fulfilled')
    expect(output(test)).toMatch(/2 passed/)
  })
})
