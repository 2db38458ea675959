import { open, rename, unlink } from 'node:fs/promises'
import { dirname, join, basename, resolve } from 'node:path'
import type { Snapshot } from './engagekit.js'
import { privateMode } from './store/sql/keepPrivate.js'
import { openSqlStore } from './store/sql/openSqlStore.js'

/**
 * Writes a file whole or not at all, readable by its owner only (0600, whatever the umask): a temporary file beside
 * it, synced, then renamed over it.
 */
async function writeFileAtomically(file: string, text: string): Promise<void> {
  const target = resolve(file)
  const temp = join(dirname(target), `.${basename(target)}.${process.pid}.tmp`)
  const handle = await open(temp, 'w', privateMode)
  try {
    await handle.chmod(privateMode)
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
export function describeSnapshot(snapshot: Snapshot): string {
  const entities = Object.values(snapshot.entities)
  const members = entities.reduce((sum, entity) => sum + entity.members.length, 0)
  return `${entities.length} ${entities.length === 1 ? 'entity' : 'entities'} (${members} members), ${Object.keys(snapshot.users).length} users`
}

/** Options of {@link exportDatabase}. */
export type ExportOptions = {
  /** Write the sessions too (their hashes and ends, never a signature), so the users stay signed in after an import. Default false. */
  withSessions?: boolean
}

/**
 * `engagekit-server export <file>`: the whole database as a sandbox snapshot (JSON), read in one transaction while
 * a server may keep writing, and written whole or not at all, readable by its owner only. Without `withSessions` it
 * holds no session: every user signs in again after an import. What it wrote, in words.
 */
export async function exportDatabase(database: string, file: string, options: ExportOptions = {}): Promise<string> {
  const store = await openSqlStore(database)
  try {
    const withSessions = options.withSessions === true
    const snapshot = await store.snapshot({ sessions: withSessions })
    await writeFileAtomically(file, `${JSON.stringify(snapshot)}\n`)
    return `Exported ${describeSnapshot(snapshot)}${withSessions ? ', with their sessions (hashed),' : ''} to ${file}`
  } finally {
    await store.close()
  }
}
