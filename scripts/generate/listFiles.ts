// The files that list every endpoint: allEndpoints, the OpenAPI texts, and the read keys sign-out clears.
import type { Definition } from './definitions.js'
import { header } from './header.js'

const fromAll = 'src/core/actions/*.ts'

/** `src/core/actions/allEndpoints.ts`: every definition, the spec's rows in order, then the extensions. */
export function allEndpointsFile(definitions: readonly Definition[]): string {
  const byName = [...definitions].sort((a, b) => a.name.localeCompare(b.name))
  return [
    header(fromAll),
    "import type { Endpoint } from '../internal/endpoint.js'",
    ...byName.map(({ name }) => `import { ${name}Endpoint } from './${name}.js'`),
    '',
    "/** Every endpoint definition of the service, in the order of the spec's rows (1 to 27), then engagekit's extensions. */",
    'export const allEndpoints = [',
    ...definitions.map(({ name, row, extension }) => `  ${name}Endpoint, // ${row ? `row ${row}` : `extension ${extension}`}`),
    '] as const satisfies readonly Endpoint[]',
    '',
  ].join('\n')
}

/** `src/http/openapi/operationTexts.ts`: each action's doc comment, for the OpenAPI document only. */
export function operationTextsFile(definitions: readonly Definition[]): string {
  return [
    header(fromAll),
    "// What each operation does, for the OpenAPI document: the actions' doc comments, kept where the client bundle never",
    '// carries them; `extension` marks what engagekit adds to the spec (`@extension` on the definition).',
    '',
    '/** The description of each endpoint, by name, and whether it is one of engagekit\'s extensions. */',
    'export const operationTexts: Readonly<Record<string, { description: string; extension: boolean }>> = {',
    ...definitions.map(({ name, description, extension }) => `  ${name}: { description: ${JSON.stringify(description)}, extension: ${extension !== undefined} },`),
    '}',
    '',
  ].join('\n')
}

/** `src/query/internal/endpointQueryKeys.ts`: the key factories of the generated reads, whose keys carry the caller. */
export function endpointQueryKeysFile(reads: readonly Definition[]): string {
  const byName = [...reads].sort((a, b) => a.name.localeCompare(b.name))
  return [
    header(fromAll),
    ...byName.map(({ name }) => `import { ${name}QueryKey } from '../${name}.js'`),
    '',
    "/** The key factories of the endpoints' generated query options: each key carries the caller it was read for. */",
    'export const endpointQueryKeys = [',
    ...byName.map(({ name }) => `  ${name}QueryKey,`),
    '] as const',
    '',
  ].join('\n')
}
