import { readFile } from 'node:fs/promises'
import { readDataFile } from './readDataFile.js'
import { forbiddenText, readSnapshot } from './engagekit.js'
import { describeDatabase } from './store/sql/describeDatabase.js'
import { openSqlStore } from './store/sql/openSqlStore.js'
import { describeSnapshot } from './exportDatabase.js'

/**
 * `engagekit-server import <file>`: loads a snapshot (`engagekit-server export`, `sandbox.snapshot()`) or a sandbox
 * data file (`engagekit-sandbox --data`, with the writes its journal holds) into a database that holds no entity and
 * no user, in one transaction. What it loaded, in words; an error that says why when the file is not one, holds text
 * the service refuses in every write (a NUL, a control or bidirectional character, a lone surrogate: named by record
 * and field, before the database is opened), or the database is not empty.
 */
export async function importDatabase(database: string, file: string): Promise<string> {
  let parsed: unknown
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    throw new Error(`cannot read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
  // A sandbox data file records how much of its journal it holds; the journal beside it may hold later writes.
  const isDataFile = typeof parsed === 'object' && parsed !== null && 'journalSequence' in parsed
  const snapshot = isDataFile ? await readDataFile(file) : readSnapshot(parsed)
  const bad = forbiddenText(snapshot)
  if (bad) throw new Error(`cannot import ${file}: ${bad.path || 'the snapshot'} ${bad.reason}, which no write of the service takes; nothing was imported`)
  const store = await openSqlStore(database)
  try {
    if (!(await store.load(snapshot, { ifEmpty: true }))) {
      throw new Error('the database already holds entities or users: import loads a snapshot into a new database only')
    }
    return `Imported ${describeSnapshot(snapshot)} into ${describeDatabase(database)}`
  } finally {
    await store.close()
  }
}
