import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { Snapshot } from './engagekit.js'
import { buildSandbox, readJournal } from './engagekit.js'

/**
 * The state a sandbox data file (`engagekit-sandbox --data`) holds: its snapshot with the writes of its journal
 * carried out again, as a snapshot. Reads only: neither file is changed, so it may be read while a sandbox runs on it.
 */
export async function readDataFile(file: string): Promise<Snapshot> {
  const target = resolve(file)
  const { journalSequence, ...snapshot } = JSON.parse(await readFile(target, 'utf8')) as Record<string, unknown>
  const { records } = await readJournal(`${target}.journal`, typeof journalSequence === 'number' ? journalSequence : 0)
  const sandbox = buildSandbox({ seed: snapshot as unknown as Snapshot, limits: { registrationsPerMinute: false } })
  for (const [index, { n: _n, ...record }] of records.entries()) {
    await sandbox.replay(record).catch((error: unknown) => {
      throw new Error(`the journal ${target}.journal holds a write that cannot be carried out again (record ${index + 1}: ${record.method} ${record.path})`, { cause: error })
    })
  }
  return sandbox.snapshot()
}
