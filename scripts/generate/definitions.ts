// Reads the endpoint definitions (src/core/actions/*.ts) for the generator: what each one is at run time (method,
// path, parameters), and what its doc comments say (the action's description, the definition's tags).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import type { Endpoint } from '../../src/core/internal/endpoint.js'
import { exportsOf, type Exports } from './exportsOf.js'

/** One endpoint as the generator sees it. */
export type Definition = {
  name: string
  /** `src/core/actions/<name>.ts`. */
  file: string
  /** The action's doc comment, on one line: the endpoint's description in the OpenAPI document and the hooks. */
  description: string
  /** The spec's row, from "row N" in the description. */
  row: number | undefined
  /** The place among engagekit's extensions, from `@extension N` on the definition. */
  extension: number | undefined
  /** Reads whose cached replies a write makes stale (`@invalidates listSkills getMyNfts`). */
  invalidates: string[]
  /** The hook's name (`@hook useX`, or the default), null for `@hook none`. */
  hook: string | null
  /** The hook's own description (`@hookDoc …`), when it says more than the action's. */
  hookDoc: string | undefined
  /** The first element of a read's cache keys (`@queryKey …`, or the name without get/list). */
  queryKey: string
  read: boolean
  /** A stream (`text/event-stream`, `stream: true`): a route and an OpenAPI entry, no query options and no hook. */
  stream: boolean
  /** Every parameter a call takes, path parameters first. */
  parameters: string[]
  exports: Exports
}

export const actionsDir = 'src/core/actions'
/** Files of src/core/actions that are not definitions. */
const notDefinitions = new Set(['index.ts', 'allEndpoints.ts'])
const knownTags = new Set(['extension', 'invalidates', 'hook', 'hookDoc', 'queryKey'])

const capitalized = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`
const stem = (name: string) => name.replace(/^(get|list)(?=[A-Z])/, '')

/** A doc comment's description (its lines before the first tag, joined) and its tags. */
function readDoc(node: ts.Node, source: ts.SourceFile): { description: string; tags: Map<string, string> } {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc)
  const doc = docs[docs.length - 1]
  const lines = doc
    ? source.text
        .slice(doc.getStart(source), doc.end)
        .replace(/^\/\*\*|\*\/$/g, '')
        .split('\n')
        .map((line) => line.replace(/^\s*\* ?/, '').trim())
    : []
  const firstTag = lines.findIndex((line) => line.startsWith('@'))
  const description = (firstTag === -1 ? lines : lines.slice(0, firstTag)).filter(Boolean).join(' ')
  const tags = new Map<string, string>()
  let current: string | undefined
  for (const line of firstTag === -1 ? [] : lines.slice(firstTag)) {
    const tag = /^@(\w+)\s*(.*)$/.exec(line)
    if (tag) tags.set((current = tag[1]!), tag[2]!)
    else if (current && line) tags.set(current, `${tags.get(current)} ${line}`.trim())
  }
  return { description, tags }
}

function declarations(source: ts.SourceFile): Map<string, ts.VariableStatement> {
  const found = new Map<string, ts.VariableStatement>()
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) found.set(declaration.name.text, statement)
  }
  return found
}

/** The names of a call's parameters: its path's, then its input's, then its body's (under the caller's names). */
function parametersOf(endpoint: Endpoint): string[] {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => name!)
  names.push(...Object.keys(endpoint.input ?? {}))
  const body = endpoint.body as { schema: { entries?: Record<string, unknown> }; rename?: Record<string, string> } | undefined
  if (endpoint.method === 'POST' && body) names.push(...Object.keys(body.schema.entries ?? {}).map((field) => body.rename?.[field] ?? field))
  return [...new Set(names)]
}

/** Every definition under src/core/actions, checked: one definition and one action per file, a row or an extension place. */
export async function readDefinitions(root: string): Promise<Definition[]> {
  const files = readdirSync(join(root, actionsDir)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !notDefinitions.has(file))
  const definitions: Definition[] = []
  for (const file of files.sort()) {
    const name = file.replace(/\.ts$/, '')
    const path = `${actionsDir}/${file}`
    const fail = (message: string): never => {
      throw new Error(`${path}: ${message}`)
    }
    const text = readFileSync(join(root, path), 'utf8')
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true)
    const found = declarations(source)
    const definitionStatement = found.get(`${name}Endpoint`) ?? fail(`exports no ${name}Endpoint (the definition, made with defineEndpoint)`)
    const actionStatement = found.get(name) ?? fail(`exports no ${name} (the action, made with defineAction)`)
    const module = (await import(pathToFileURL(join(root, path)).href)) as Record<string, unknown>
    const endpoint = module[`${name}Endpoint`] as Endpoint
    if (endpoint.name !== name) fail(`the definition is named '${endpoint.name}'; it must be named after its file, '${name}'`)
    const { description, tags } = readDoc(actionStatement, source)
    if (!description) fail(`${name} has no doc comment (the endpoint's description)`)
    const definitionTags = readDoc(definitionStatement, source).tags
    for (const tag of definitionTags.keys()) if (!knownTags.has(tag)) fail(`unknown tag @${tag} on ${name}Endpoint (known: ${[...knownTags].map((known) => `@${known}`).join(', ')})`)
    if (tags.size > 0) fail(`tags belong on ${name}Endpoint's doc comment, not ${name}'s`)
    const row = /\brow (\d+)\b/.exec(description)?.[1]
    const extension = definitionTags.get('extension')
    if ((row === undefined) === (extension === undefined)) fail(`say either "row N" in ${name}'s doc comment (a row of the spec) or @extension N on ${name}Endpoint (engagekit's Nth extension)`)
    if (extension !== undefined && !/^\d+$/.test(extension)) fail(`@extension takes a number, not '${extension}'`)
    const stream = endpoint.stream === true
    const read = endpoint.method === 'GET' && !endpoint.write && !stream
    const hook = stream ? 'none' : definitionTags.get('hook')
    definitions.push({
      name,
      file: path,
      description,
      row: row === undefined ? undefined : Number(row),
      extension: extension === undefined ? undefined : Number(extension),
      invalidates: (definitionTags.get('invalidates') ?? '').split(/\s+/).filter(Boolean),
      hook: hook === 'none' ? null : hook || `use${capitalized(read ? stem(name) : name)}`,
      hookDoc: definitionTags.get('hookDoc') || undefined,
      queryKey: definitionTags.get('queryKey') || `${stem(name)[0]!.toLowerCase()}${stem(name).slice(1)}`,
      read,
      stream,
      parameters: parametersOf(endpoint),
      exports: exportsOf(text),
    })
  }
  return ordered(definitions)
}

/** The spec's rows in order, then the extensions in theirs; each row and place taken once, every @invalidates a read. */
function ordered(definitions: Definition[]): Definition[] {
  const key = (definition: Definition) => (definition.row ?? 1000 + definition.extension!)
  const sorted = [...definitions].sort((a, b) => key(a) - key(b))
  const reads = new Set(definitions.filter((definition) => definition.read).map((definition) => definition.name))
  sorted.forEach((definition, index) => {
    const previous = sorted[index - 1]
    if (previous && key(previous) === key(definition)) throw new Error(`${previous.file} and ${definition.file} both claim ${definition.row ? `row ${definition.row}` : `@extension ${definition.extension}`}`)
    for (const target of definition.invalidates) if (!reads.has(target)) throw new Error(`${definition.file}: @invalidates ${target}, which is not a read endpoint`)
  })
  return sorted
}
