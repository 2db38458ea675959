// The query options of an endpoint that follows the common pattern: a read's key factory and options (the key
// carries the caller; the query waits for its path and session), or a write's mutation options (`entityId` defaulting
// to the options', the reads it names in `@invalidates` made stale when it settles).
import type { Definition } from './definitions.js'
import { header } from './header.js'

export const capitalized = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`
/** A description as the end of a sentence that starts "… for {@link x}: ". */
const sentence = (description: string) => description.replace(/\.$/, '')

function readFile(definition: Definition): string {
  const { name, queryKey } = definition
  const Name = capitalized(name)
  const hasParameters = definition.parameters.length > 0
  const keyParameters = hasParameters ? `QueryParameters<${Name}Parameters> & CallerParameter` : 'CallerParameter'
  return [
    header(definition.file),
    "import type { EngagementClientBase } from '../core/internal/clientBase.js'",
    `import { ${name}, ${hasParameters ? `type ${Name}Parameters, ` : ''}type ${Name}ReturnType } from '../core/actions/${name}.js'`,
    "import { queryKeyParams } from './internal/queryKeyParams.js'",
    "import { readQueryOptions } from './internal/readQueryOptions.js'",
    `import type { CallerParameter, EngagementQueryOptions, ${hasParameters ? 'QueryParameters, ' : ''}SessionParameter } from './types.js'`,
    '',
    `/** Parameters of {@link ${name}QueryOptions}: the call's parameters (missing ones keep the query waiting) and the session. */`,
    `export type ${Name}QueryParameters = SessionParameter${hasParameters ? ` & QueryParameters<${Name}Parameters>` : ''}`,
    '',
    `/** The cache key of {@link ${name}}'s reply; \`caller\` is the signed-in address the reply was read for. */`,
    `export function ${name}QueryKey(params: ${keyParameters} = {}) {`,
    `  return ['${queryKey}', queryKeyParams(params)] as const`,
    '}',
    '',
    `/** The cache key type of {@link ${name}QueryKey}. */`,
    `export type ${Name}QueryKey = ReturnType<typeof ${name}QueryKey>`,
    '',
    `/** Query options for {@link ${name}}: ${sentence(definition.description)}. Share them between \`useQuery\`, prefetching and invalidation. */`,
    `export function ${name}QueryOptions(client: EngagementClientBase, params: ${Name}QueryParameters = {}): EngagementQueryOptions<${Name}ReturnType, ${Name}QueryKey> {`,
    '  const { session, ...parameters } = params',
    `  return readQueryOptions(client, ${name}, ${name}QueryKey({ ...parameters, caller: session?.address }), parameters, session)`,
    '}',
    '',
  ].join('\n')
}

function writeFile(definition: Definition, reads: ReadonlyMap<string, Definition>): string {
  const { name } = definition
  const Name = capitalized(name)
  const byEntity = definition.parameters.includes('entityId')
  const hasParameters = definition.parameters.length > 0
  const targets = definition.invalidates.map((target) => reads.get(target)!)
  const keyOf = (target: Definition) => `${target.name}QueryKey(${byEntity && target.parameters.includes('entityId') ? '{ entityId }' : ''})`
  const variables = byEntity
    ? `Omit<${Name}Parameters, 'entityId'> & { entityId?: string | undefined }`
    : hasParameters ? `${Name}Parameters` : 'void'
  const call = byEntity
    ? [
        '    mutationFn: (variables) => {',
        '      const entityId = variables.entityId ?? defaults.entityId',
        `      return ${name}(client, { ...variables, entityId } as ${Name}Parameters, { session })`,
        '    },',
      ]
    : [hasParameters ? `    mutationFn: (variables) => ${name}(client, variables, { session }),` : `    mutationFn: () => ${name}(client, {}, { session }),`]
  const settle =
    targets.length === 0
      ? []
      : [
          '    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {',
          ...(byEntity ? ['      const entityId = variables.entityId ?? defaults.entityId'] : []),
          `      return invalidateQueries(queryClient, [${targets.map(keyOf).join(', ')}])`,
          '    },',
        ]
  const targetImports = [...new Set(targets.map((target) => target.name))].sort().map((target) => `import { ${target}QueryKey } from './${target}.js'`)
  return [
    header(definition.file),
    "import type { MutationOptions } from '@tanstack/query-core'",
    "import type { EngagementClientBase } from '../core/internal/clientBase.js'",
    "import type { EngagementError } from '../core/EngagementError.js'",
    `import { ${name}, ${hasParameters ? `type ${Name}Parameters, ` : ''}type ${Name}ReturnType } from '../core/actions/${name}.js'`,
    ...(targets.length > 0 ? ["import { invalidateQueries } from './internal/invalidateQueries.js'"] : []),
    ...(byEntity ? ["import { queryKeyParams } from './internal/queryKeyParams.js'"] : []),
    ...targetImports,
    "import type { SessionParameter } from './types.js'",
    '',
    `/** What \`mutate\` takes for ${name}${byEntity ? '; `entityId` defaults to the one the options were made with' : hasParameters ? '' : ': nothing'}. */`,
    `export type ${Name}Variables = ${variables}`,
    '',
    `/** Mutation options for {@link ${name}}: ${sentence(definition.description)}${targets.length > 0 ? '. On settle they invalidate exactly the queries it changes' : ''}. */`,
    `export function ${name}MutationOptions(`,
    '  client: EngagementClientBase,',
    `  defaults: SessionParameter${byEntity ? ' & { entityId?: string | undefined }' : ''} = {},`,
    `): MutationOptions<${Name}ReturnType, EngagementError, ${Name}Variables> {`,
    '  const { session } = defaults',
    '  return {',
    `    mutationKey: [${name}.endpoint.name${byEntity ? ', queryKeyParams({ entityId: defaults.entityId })' : ''}],`,
    ...call,
    ...settle,
    '  }',
    '}',
    '',
  ].join('\n')
}

/** The text of `src/query/<name>.ts` for an endpoint of the common pattern. */
export function queryFile(definition: Definition, reads: ReadonlyMap<string, Definition>): string {
  return definition.read ? readFile(definition) : writeFile(definition, reads)
}
