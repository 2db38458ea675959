import { open, rename, unlink } from 'node:fs/promises'
import { dirname, join, basename, resolve } from 'node:path'
import type { SandboxSnapshot } from '../service/state.js'
import { openSqlStore } from '../store/sql/openSqlStore.js'

/** Writes a file whole or not at all: a temporary file beside it, synced, then renamed over it. */
async function writeFileAtomically(file: string, text: string): Promise<void> {
  const target = resolve(file)
  const temp = join(dirname(target), `.${basename(target)}.${process.pid}.tmp`)
  const handle = await open(temp, 'w')
  try {
    await handle.writeFile(text)
    await handle.sync()
  } finally {
    await handle.close()
  }
  try {
    await rename(temp, target)
  } catch (error) {
    await unlink(temp).catch(() => undefined)
    throw error
  }
}

/** Counts of what a snapshot holds, for a summary line. */
export function describeSnapshot(snapshot: SandboxSnapshot): string {
  const entities = Object.values(snapshot.entities)
  const members = entities.reduce((sum, entity) => sum + entity.members.length, 0)
  return `${entities.length} ${entities.length === 1 ? 'entity' : 'entities'} (${members} members), ${Object.keys(snapshot.users).length} users`
}

/**
 * `engagekit-server export <file>`: the whole database as a sandbox snapshot (JSON), read in one transaction while
 * a server may keep writing, and written whole or not at all. What it wrote, in words.
 */
export async function exportDatabase(database: string, file: string): Promise<string> {
  const store = await openSqlStore(database)
  try {
    const snapshot = await store.snapshot()
    await writeFileAtomically(file, `${JSON.stringify(snapshot)}\n`)
    return `Exported ${describeSnapshot(snapshot)} to ${file}`
  } finally {
    await store.close()
  }
}
