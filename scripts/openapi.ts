// npm run openapi: writes the service's OpenAPI 3.1 document to docs/openapi.json, from the same definitions the
// client and the service use (what the server and the sandbox answer at GET /openapi.json). `--check` fails when the
// file is not up to date instead of writing it.
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { openApiDocument } from '../src/http/openapi/openApiDocument.js'
import { serviceRoutes } from '../src/http/serviceRoutes.js'
import { serviceVersion } from '../src/service/serviceVersion.js'

const file = fileURLToPath(new URL('../docs/openapi.json', import.meta.url))
const text = `${JSON.stringify(openApiDocument(serviceRoutes, { version: serviceVersion }), null, 2)}\n`
if (process.argv.includes('--check')) {
  const current = await readFile(file, 'utf8').catch(() => '')
  if (current !== text) {
    console.error('docs/openapi.json is not up to date: run npm run openapi')
    process.exit(1)
  }
  console.log('docs/openapi.json is up to date')
} else {
  await writeFile(file, text)
  console.log(`wrote docs/openapi.json (${Object.keys(JSON.parse(text).paths).length} paths)`)
}
