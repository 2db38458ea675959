import ts from 'typescript'

/** What a module declares and exports itself, in file order: values, and types. */
export type Exports = { values: string[]; types: string[] }

const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)

/** The names a module's own declarations export (re-exports left out). */
export function exportsOf(text: string): Exports {
  const source = ts.createSourceFile('module.ts', text, ts.ScriptTarget.Latest, false)
  const found: Exports = { values: [], types: [] }
  for (const statement of source.statements) {
    if (!isExported(statement)) continue
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) found.values.push(declaration.name.text)
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      found.values.push(statement.name.text)
    } else if ((ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) && statement.name) {
      found.types.push(statement.name.text)
    }
  }
  return found
}

/** An export line for a module's names: `export { a, type B } from '…'`, or `export type { … }` when it has only types. */
export function exportLine({ values, types }: Exports, from: string): string {
  if (values.length === 0) return `export type { ${types.join(', ')} } from '${from}'`
  return `export { ${[...values, ...types.map((type) => `type ${type}`)].join(', ')} } from '${from}'`
}
