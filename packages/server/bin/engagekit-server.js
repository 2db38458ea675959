#!/usr/bin/env node
// In a clone of the repository the TypeScript source runs through tsx, so a stale build is never used;
// the installed package runs its build.
import { existsSync } from 'node:fs'

const source = new URL('../src/cli.ts', import.meta.url)
let cli
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api')
  register()
  cli = await import(source.href)
} else {
  cli = await import(new URL('../dist/cli.js', import.meta.url).href)
}
await cli.runServerCli(process.argv.slice(2))
