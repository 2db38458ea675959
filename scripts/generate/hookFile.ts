// The React hook of an endpoint: a read's `useQuery` over its query options, a write's `useMutation` over its
// mutation options. `entityId` defaults to the provider's, a read's `userAddress` to the signed-in address.
import type { Definition } from './definitions.js'
import { header } from './header.js'
import { capitalized } from './queryFile.js'

const imports = (definition: Definition, react: string, query: string) => [
  header(definition.file),
  "'use client'",
  `import { ${react} } from '@tanstack/react-query'`,
  `import type { ${capitalized(definition.name)}ReturnType } from '../../core/actions/${definition.name}.js'`,
  "import type { EngagementError } from '../../core/EngagementError.js'",
  `import { ${query} } from '../../query/${definition.name}.js'`,
  "import { useEngagementContext } from '../EngagementContext.js'",
]

function readHook(definition: Definition, hook: string): string {
  const { name } = definition
  const Name = capitalized(name)
  const Hook = capitalized(hook)
  const Data = `${Name}ReturnType`
  const others = definition.parameters.filter((parameter) => parameter !== 'entityId' && parameter !== 'userAddress')
  const fields = definition.parameters.flatMap((parameter) =>
    parameter === 'entityId'
      ? ["  /** Defaults to the provider's `entityId`. */", '  entityId?: string | undefined']
      : parameter === 'userAddress'
        ? ['  /** Defaults to the signed-in address. */', '  userAddress?: string | undefined']
        : [`  /** As {@link ${name}} takes it; the query waits while a required one is missing. */`, `  ${parameter}?: ${Name}Parameters['${parameter}'] | undefined`],
  )
  const given = definition.parameters.map((parameter) =>
    parameter === 'entityId'
      ? 'entityId: parameters.entityId ?? context.entityId'
      : parameter === 'userAddress'
        ? 'userAddress: parameters.userAddress ?? context.session?.address'
        : `${parameter}: parameters.${parameter}`,
  )
  const queryOptions = `UseQueryOptions<${Data}, EngagementError, TData, ${Name}QueryKey>`
  const lines = imports(definition, 'useQuery, type UseQueryOptions, type UseQueryResult', `${name}QueryOptions, type ${Name}QueryKey`)
  if (others.length > 0) lines[3] = `import type { ${Name}Parameters, ${Data} } from '../../core/actions/${name}.js'`
  return [
    ...lines,
    "import { mergeQueryOptions } from '../internal/mergeQueryOptions.js'",
    '',
    `/** Parameters of {@link ${hook}}: the endpoint's inputs and TanStack Query options under \`query\`. */`,
    `export type ${Hook}Parameters<TData = ${Data}> = {`,
    ...fields,
    `  query?: Omit<${queryOptions}, 'queryKey' | 'queryFn'> | undefined`,
    '}',
    '',
    `/** What {@link ${hook}} returns: TanStack Query's result, errors typed as {@link EngagementError}. */`,
    `export type ${Hook}ReturnType<TData = ${Data}> = UseQueryResult<TData, EngagementError>`,
    '',
    `/** ${definition.hookDoc ?? `${definition.description} Waits while its inputs (or the session) are missing.`} */`,
    `export function ${hook}<TData = ${Data}>(parameters: ${Hook}Parameters<TData> = {}): ${Hook}ReturnType<TData> {`,
    '  const context = useEngagementContext()',
    `  const options = ${name}QueryOptions(context.client, { ${[...given, 'session: context.session'].join(', ')} })`,
    `  return useQuery(mergeQueryOptions(options, parameters.query) as ${queryOptions}, context.queryClient)`,
    '}',
    '',
  ].join('\n')
}

function writeHook(definition: Definition, hook: string): string {
  const { name } = definition
  const Name = capitalized(name)
  const Hook = capitalized(hook)
  const byEntity = definition.parameters.includes('entityId')
  const types = `${Name}ReturnType, EngagementError, ${Name}Variables`
  return [
    ...imports(definition, 'useMutation, type UseMutationResult', `${name}MutationOptions, type ${Name}Variables`),
    "import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'",
    '',
    `/** Parameters of {@link ${hook}}; app callbacks under \`mutation\` run after engagekit's cache updates. */`,
    `export type ${Hook}Parameters = {`,
    ...(byEntity ? ["  /** Defaults to the provider's `entityId`; `mutate` may pass another. */", '  entityId?: string | undefined'] : []),
    `  mutation?: MutationCallbacks<${types}> | undefined`,
    '}',
    '',
    `/** What {@link ${hook}} returns: TanStack Query's mutation result. */`,
    `export type ${Hook}ReturnType = UseMutationResult<${types}, unknown>`,
    '',
    `/** ${definition.hookDoc ?? definition.description} */`,
    `export function ${hook}(parameters: ${Hook}Parameters = {}): ${Hook}ReturnType {`,
    '  const context = useEngagementContext()',
    `  const options = ${name}MutationOptions(context.client, { ${byEntity ? 'entityId: parameters.entityId ?? context.entityId, ' : ''}session: context.session })`,
    '  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)',
    '}',
    '',
  ].join('\n')
}

/** The text of `src/react/hooks/<hook>.ts` for an endpoint that has a hook. */
export function hookFile(definition: Definition): string {
  const hook = definition.hook!
  return definition.read ? readHook(definition, hook) : writeHook(definition, hook)
}
