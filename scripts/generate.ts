// npm run generate: writes what every endpoint repeats from its definition (src/core/actions/<name>.ts):
// allEndpoints, the export lines of the actions, query and React entries, the OpenAPI texts (and docs/openapi.json),
// and the query options and hook of each endpoint whose file is the generator's. A query or hook file without the
// generated header is hand-written (custom cache updates, conditions) and left alone; delete it to generate it again.
// `npm run generate -- --check` writes nothing and exits 1 naming each file that is not what it would write.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readDefinitions, type Definition } from './generate/definitions.js'
import { exportLine, exportsOf } from './generate/exportsOf.js'
import { headerPrefix, isGenerated, replaceRegion } from './generate/header.js'
import { hookFile } from './generate/hookFile.js'
import { allEndpointsFile, endpointQueryKeysFile, operationTextsFile } from './generate/listFiles.js'
import { queryFile } from './generate/queryFile.js'

const started = performance.now()
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const check = process.argv.includes('--check')
const read = (path: string) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined)

const definitions: Definition[] = await readDefinitions(root)
const reads = new Map(definitions.filter((definition) => definition.read).map((definition) => [definition.name, definition]))
const outputs = new Map<string, string>()

// Each endpoint's query options and hook, unless its file is hand-written.
const queryFiles = new Map<string, string>()
const hookFiles = new Map<string, string>()
const generatedReads: Definition[] = []
for (const definition of definitions) {
  // A stream is read with its action alone (watchEvents): no cache entry, no hook.
  if (definition.stream) continue
  const path = `src/query/${definition.name}.ts`
  const current = read(path)
  if (isGenerated(current)) {
    outputs.set(path, queryFile(definition, reads))
    if (definition.read) generatedReads.push(definition)
  }
  queryFiles.set(definition.name, outputs.get(path) ?? current!)
  if (!definition.hook) continue
  const hookPath = `src/react/hooks/${definition.hook}.ts`
  const currentHook = read(hookPath)
  if (isGenerated(currentHook)) outputs.set(hookPath, hookFile(definition))
  hookFiles.set(definition.name, outputs.get(hookPath) ?? currentHook!)
}

outputs.set('src/core/actions/allEndpoints.ts', allEndpointsFile(definitions))
outputs.set('src/http/openapi/operationTexts.ts', operationTextsFile(definitions))
outputs.set('src/query/internal/endpointQueryKeys.ts', endpointQueryKeysFile(generatedReads))

// The entries' export lines, between the markers of their hand-written index files.
const byName = [...definitions].sort((a, b) => a.name.localeCompare(b.name))
const regions: Record<string, string[]> = {
  // The definitions themselves stay inside: users reach them as `getEntity.endpoint`.
  'src/core/actions/index.ts': byName.map(({ name, exports }) => exportLine({ values: exports.values.filter((value) => value !== `${name}Endpoint`), types: exports.types }, `./${name}.js`)),
  'src/core/index.ts': definitions.map(({ name, exports }) => exportLine({ values: [], types: exports.types }, `./actions/${name}.js`)),
  'src/query/index.ts': byName.filter(({ stream }) => !stream).map(({ name }) => exportLine(exportsOf(queryFiles.get(name)!), `./${name}.js`)),
  'src/react/index.ts': byName.flatMap(({ name, hook }) => (hook ? [exportLine(exportsOf(hookFiles.get(name)!), `./hooks/${hook}.js`)] : [])),
}
for (const [path, lines] of Object.entries(regions)) outputs.set(path, replaceRegion(read(path) ?? '', lines, path))

// Generated files no definition asks for any more (a renamed or removed endpoint, a hook renamed).
const stale = ['src/query', 'src/react/hooks'].flatMap((dir) =>
  readdirSync(join(root, dir))
    .map((file) => `${dir}/${file}`)
    .filter((path) => path.endsWith('.ts') && !outputs.has(path) && read(path)!.startsWith(headerPrefix)),
)

const changed = [...outputs].filter(([path, text]) => read(path) !== text).map(([path]) => path)
if (!check) {
  for (const path of changed) writeFileSync(join(root, path), outputs.get(path)!)
  for (const path of stale) rmSync(join(root, path))
}

// docs/openapi.json, from the service's routes and the texts just written.
const { openApiDocument } = await import('../src/http/openapi/openApiDocument.js')
const { serviceRoutes } = await import('../src/http/serviceRoutes.js')
const { serviceVersion } = await import('../src/service/serviceVersion.js')
const openApi = `${JSON.stringify(openApiDocument(serviceRoutes, { version: serviceVersion }), null, 2)}\n`
if (read('docs/openapi.json') !== openApi) {
  changed.push('docs/openapi.json')
  if (!check) writeFileSync(join(root, 'docs/openapi.json'), openApi)
}

const seconds = ((performance.now() - started) / 1000).toFixed(1)
if (check) {
  if (changed.length > 0 || stale.length > 0) {
    for (const path of changed) console.error(`${path} is not what npm run generate writes`)
    for (const path of stale) console.error(`${path} is generated for an endpoint that no longer asks for it`)
    console.error('run npm run generate (and commit what it writes)')
    process.exit(1)
  }
  console.log(`generated files are up to date (${definitions.length} endpoints, ${seconds} s)`)
} else {
  for (const path of changed) console.log(`wrote ${path}`)
  for (const path of stale) console.log(`deleted ${path}`)
  console.log(`${definitions.length} endpoints: ${changed.length} files written, ${stale.length} deleted (${seconds} s)`)
}
