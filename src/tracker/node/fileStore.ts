import { mkdir, open, readFile, rename, rm, type FileHandle } from 'node:fs/promises'
import { dirname } from 'node:path'
import { EngagementError } from '../../core/index.js'
import type { MetricTrackerStore, TrackerRecord } from '../types.js'

/** Options of {@link fileStore}. */
export type FileStoreOptions = {
  /**
   * fsync every write before it resolves, so `track` resolves only once the increment would survive a power loss
   * or a crash of the machine. Default false: writes survive a crash of the process (they are in the operating
   * system's hands when `track` resolves), not of the machine.
   */
  durable?: boolean | undefined
}

const corrupt = (path: string, line: number) =>
  new EngagementError(`fileStore: line ${line} of ${path} is not a tracker record; the file is damaged or not a tracker journal`, { kind: 'invalid-input', field: 'store' })

/**
 * A store in a file, for Node: an append-only journal of JSON lines, one per record, compacted into the records the
 * queue still needs now and then (written aside, then renamed over the journal). A last line without its newline was
 * cut off by a crash before its write finished: it is dropped (the `track` it belonged to never resolved). One tracker
 * per file.
 */
export function fileStore(path: string, { durable = false }: FileStoreOptions = {}): MetricTrackerStore {
  if (typeof path !== 'string' || path === '') throw new EngagementError('fileStore: path is required', { kind: 'invalid-input', field: 'path' })
  const aside = `${path}.compact`
  let journal: FileHandle | undefined

  const openJournal = async () => (journal ??= await open(path, 'a'))

  /** Makes a rename in the folder durable; not every platform can open a folder (Windows), and there it is not needed. */
  async function syncFolder(): Promise<void> {
    const folder = await open(dirname(path), 'r').catch(() => undefined)
    await folder?.sync().catch(() => undefined)
    await folder?.close()
  }

  return {
    async load() {
      await mkdir(dirname(path), { recursive: true })
      // A compaction that did not get to its rename: the journal is still whole.
      await rm(aside, { force: true })
      const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return ''
        throw error
      })
      const complete = text.slice(0, text.lastIndexOf('\n') + 1)
      const records: TrackerRecord[] = []
      complete.split('\n').forEach((line, index) => {
        if (line === '') return
        try {
          records.push(JSON.parse(line) as TrackerRecord)
        } catch {
          throw corrupt(path, index + 1)
        }
      })
      const handle = await openJournal()
      if (complete.length < text.length) {
        // The torn record goes, so the next one starts on a line of its own.
        await handle.truncate(Buffer.byteLength(complete))
        await handle.datasync()
      }
      return records
    },

    async append(records) {
      const handle = await openJournal()
      await handle.appendFile(records.map((record) => `${JSON.stringify(record)}\n`).join(''))
      if (durable) await handle.datasync()
    },

    async replace(records) {
      // Always synced: a rename of an unsynced file could leave an empty journal after a power loss.
      const next = await open(aside, 'w')
      try {
        await next.writeFile(records.map((record) => `${JSON.stringify(record)}\n`).join(''))
        await next.sync()
      } finally {
        await next.close()
      }
      await journal?.close()
      journal = undefined
      await rename(aside, path)
      await syncFolder()
      await openJournal()
    },

    async close() {
      await journal?.close()
      journal = undefined
    },
  }
}
