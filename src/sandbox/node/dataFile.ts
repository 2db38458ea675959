import { randomBytes } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, unlink, type FileHandle } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { crc32 } from 'node:zlib'
import type { DurableSandbox } from '../buildSandbox.js'
import type { WriteJournal, WriteRecord } from '../writeJournal.js'
import { jsonPieces, takePieces, yieldToEventLoop } from '../../http/jsonBody.js'

/**
 * A sandbox's state on disk: a snapshot (the data file, JSON) and an append-only journal beside it
 * (`<data file>.journal`) of the writes carried out since. A write is answered only once its journal record is
 * fsynced; the journal is folded into a new snapshot when it outgrows it, in the background, without stopping reads.
 */
export type DataFile = {
  /** The absolute path of the data file (the snapshot). */
  readonly file: string
  /** The absolute path of the journal. */
  readonly journalFile: string
  /**
   * Takes the data file's lock (an error when another running sandbox holds it), then reads what is on disk: the
   * snapshot and the journaled writes to replay on it; `undefined` when there is no data file yet.
   */
  load(): Promise<StoredState | undefined>
  /** Starts journaling the writes of `sandbox`; with `rewrite`, first writes its state as the new snapshot. */
  start(sandbox: DurableSandbox, rewrite: boolean): Promise<void>
  /** What the request handler appends every write to. */
  readonly journal: WriteJournal
  /** Writes the state as the new snapshot and empties the journal. */
  compact(): Promise<void>
  /** Waits for pending writes and a running compaction, folds the journal in, closes the files and the lock. Safe to call twice. */
  close(): Promise<void>
}

/** The content of a data file and its journal. */
export type StoredState = {
  /** The snapshot, as parsed (not checked yet). */
  snapshot: unknown
  /** The journaled writes that came after the snapshot, oldest first. */
  records: WriteRecord[]
  /** True when the journal ended in a record that was only partly written (a crash mid-write); it was never answered. */
  droppedTornRecord: boolean
}

/** Options of {@link openDataFile}. */
export type DataFileOptions = {
  /** Told about background failures (a compaction that could not be written); default prints to stderr. */
  onError?: (error: Error) => void
  /** The journal is folded into the snapshot once it is larger than this and than the snapshot. Default 8 MiB. */
  compactAfterBytes?: number
}

type JournalLine = WriteRecord & { n: number }

/** The lock files this process holds. */
const held = new Set<string>()

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return isNodeError(error) && error.code === 'EPERM'
  }
}

const sliceBudgetMs = 10

/** Opens (without reading yet) the data file `file` and its journal. */
export function openDataFile(file: string, options: DataFileOptions = {}): DataFile {
  const target = resolve(file)
  const journalFile = `${target}.journal`
  const directory = dirname(target)
  // A dot-prefixed sibling: same file system as the target, so rename() is atomic.
  const tempPrefix = `.${basename(target)}.`
  const onError = options.onError ?? ((error: Error) => process.stderr.write(`engagekit sandbox: ${error.message}\n`))
  const compactAfterBytes = options.compactAfterBytes ?? 8 * 1024 * 1024

  let sandbox: DurableSandbox | undefined
  let handle: FileHandle | undefined
  let sequence = 0
  let journalBytes = 0
  let snapshotBytes = 0
  let pending: { line: string; done: () => void; failed: (error: Error) => void }[] = []
  let flushing: Promise<void> | undefined
  let lastAppend: Promise<void> = Promise.resolve()
  let failure: Error | undefined
  let compacting: Promise<void> | undefined
  let closing: Promise<void> | undefined

  // Group commit: every record that arrives while one batch is being written and synced goes into the next batch.
  async function flush(): Promise<void> {
    while (pending.length > 0) {
      const batch = pending
      pending = []
      try {
        if (failure) throw failure
        if (!handle) throw new Error('the journal is not open')
        await handle.write(batch.map((entry) => entry.line).join(''))
        await handle.datasync()
        for (const entry of batch) entry.done()
      } catch (error) {
        failure ??= new Error(`could not write the sandbox journal ${journalFile}: ${describe(error)}; writes are refused until the sandbox restarts`, { cause: error })
        onError(failure)
        for (const entry of batch) entry.failed(failure)
      }
    }
    flushing = undefined
    if (!compacting && !closing && journalBytes > Math.max(compactAfterBytes, snapshotBytes)) void compact().catch(onError)
  }

  const journal: WriteJournal = {
    append(record) {
      if (failure) return Promise.reject(failure)
      const json = JSON.stringify({ n: ++sequence, ...record } satisfies JournalLine)
      const line = `${crc32(json).toString(16).padStart(8, '0')} ${json}\n`
      journalBytes += Buffer.byteLength(line)
      const appended = new Promise<void>((done, failed) => pending.push({ line, done, failed }))
      lastAppend = appended.catch(() => undefined)
      flushing ??= flush()
      return appended
    },
    settled: () => lastAppend,
  }

  async function writeSnapshot(state: object): Promise<void> {
    await mkdir(directory, { recursive: true })
    const temp = join(directory, `${tempPrefix}${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
    try {
      const out = await open(temp, 'wx')
      try {
        // Serialized slice by slice: reads are answered in between (writes wait, so the snapshot is consistent).
        // The state's first three levels are opened: state, entities, one entity's state (with its members list).
        const pieces = jsonPieces({ journalSequence: sequence, ...state }, 3)
        let bytes = 0
        for (;;) {
          const slice = takePieces(pieces, sliceBudgetMs)
          bytes += Buffer.byteLength(slice.text)
          await out.write(slice.text)
          if (slice.done) break
          await yieldToEventLoop()
        }
        await out.write('\n')
        // Without the fsync the rename can reach the disk before the data does, and a power cut leaves an empty file.
        await out.sync()
        snapshotBytes = bytes
      } finally {
        await out.close()
      }
      await rename(temp, target)
    } catch (error) {
      await unlink(temp).catch(() => undefined)
      throw new Error(`could not write the sandbox data file ${target}: ${describe(error)}`, { cause: error })
    }
    await syncDirectory(directory)
  }

  function compact(): Promise<void> {
    if (!sandbox) return Promise.reject(new Error('the data file is not started'))
    const { state, exclusive } = sandbox
    compacting ??= exclusive(async () => {
      await lastAppend
      if (failure) throw failure
      await writeSnapshot(state)
      // Every record is in the snapshot now (and one left behind by a crash here is skipped by its number).
      await handle?.truncate(0)
      await handle?.sync()
      journalBytes = 0
    }).finally(() => {
      compacting = undefined
    })
    return compacting
  }

  // One data file belongs to one running sandbox: a lock file beside it names the process that holds it.
  const lockFile = `${target}.lock`
  let locked = false
  async function lock(): Promise<void> {
    await mkdir(directory, { recursive: true })
    for (;;) {
      try {
        const lockHandle = await open(lockFile, 'wx')
        await lockHandle.writeFile(String(process.pid))
        await lockHandle.close()
        held.add(lockFile)
        locked = true
        return
      } catch (error) {
        if (!isNodeError(error) || error.code !== 'EEXIST') throw new Error(`Cannot lock the sandbox data file ${target}: ${describe(error)}`, { cause: error })
      }
      const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim())
      if (holder > 0 && (holder === process.pid ? held.has(lockFile) : isRunning(holder))) {
        throw new Error(`The sandbox data file ${target} is in use by another running sandbox (process ${holder}). Stop that one, or give this one another file.`)
      }
      // Left by a sandbox that is gone (a crash): taken over.
      await unlink(lockFile).catch(() => undefined)
    }
  }
  async function unlock(): Promise<void> {
    if (!locked) return
    locked = false
    held.delete(lockFile)
    await unlink(lockFile).catch(() => undefined)
  }

  return {
    file: target,
    journalFile,
    journal,
    compact,

    async load() {
      await lock()
      let text: string
      try {
        text = await readFile(target, 'utf8')
      } catch (error) {
        if (isNodeError(error) && error.code === 'ENOENT') return undefined
        throw new Error(`Cannot read the sandbox data file ${target}: ${describe(error)}`, { cause: error })
      }
      await removeLeftoverTempFiles(directory, tempPrefix)
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch (error) {
        throw new Error(
          `The sandbox data file ${target} is not valid JSON (${describe(error)}). It was left untouched: repair it, or move it away to start again from the seed data.`,
          { cause: error },
        )
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new Error(
          `The sandbox data file ${target} does not hold a sandbox snapshot (expected a JSON object). It was left untouched: move it away to start again from the seed data.`,
        )
      }
      snapshotBytes = Buffer.byteLength(text)
      const { journalSequence, ...snapshot } = parsed as Record<string, unknown>
      sequence = typeof journalSequence === 'number' ? journalSequence : 0
      const { records, droppedTornRecord } = await readJournal(journalFile, sequence)
      sequence = records.at(-1)?.n ?? sequence
      return { snapshot, records: records.map(({ n: _n, ...record }) => record), droppedTornRecord }
    },

    async start(started, rewrite) {
      sandbox = started
      await mkdir(directory, { recursive: true })
      handle = await open(journalFile, 'a')
      await syncDirectory(directory)
      journalBytes = (await handle.stat()).size
      if (rewrite || journalBytes > 0) await compact()
    },

    close() {
      closing ??= (async () => {
        await flushing
        await compacting
        if (sandbox && handle && !failure && journalBytes > 0) await compact().catch(onError)
        await handle?.close()
        handle = undefined
        await unlock()
        if (failure) throw failure
      })()
      return closing
    },
  }
}

/** Reads the journal: every whole record after `after`, in order. A damaged tail is dropped; damage before a good record is an error. */
export async function readJournal(journalFile: string, after: number): Promise<{ records: JournalLine[]; droppedTornRecord: boolean }> {
  let text: string
  try {
    text = await readFile(journalFile, 'utf8')
  } catch (error) {
    if (isNodeError(error) && error.code === 'ENOENT') return { records: [], droppedTornRecord: false }
    throw new Error(`Cannot read the sandbox journal ${journalFile}: ${describe(error)}`, { cause: error })
  }
  const lines = text.split('\n')
  // What follows the last newline is a record whose write was cut short (or '' when the file ends cleanly).
  const tail = lines.pop() ?? ''
  const records: JournalLine[] = []
  let damagedAt: number | undefined
  for (const [index, line] of lines.entries()) {
    const record = decodeLine(line)
    if (record === undefined) {
      damagedAt ??= index
      continue
    }
    if (damagedAt !== undefined) {
      throw new Error(
        `The sandbox journal ${journalFile} is damaged at record ${damagedAt + 1}, before records that are whole. It was left untouched: repair it, or move it and the data file away to start again from the seed data.`,
      )
    }
    if (record.n > after) records.push(record)
  }
  return { records, droppedTornRecord: damagedAt !== undefined || tail !== '' }
}

function decodeLine(line: string): JournalLine | undefined {
  const match = /^([0-9a-f]{8}) (.*)$/.exec(line)
  if (!match || Number.parseInt(match[1]!, 16) !== crc32(match[2]!)) return undefined
  try {
    const record = JSON.parse(match[2]!) as Partial<JournalLine>
    const strings = [record.time, record.method, record.path, record.query, record.body]
    if (typeof record.n !== 'number' || strings.some((value) => typeof value !== 'string')) return undefined
    if (record.caller !== undefined && record.caller !== null && typeof record.caller !== 'string') return undefined
    if (record.session !== undefined && typeof record.session !== 'string') return undefined
    return record as JournalLine
  } catch {
    return undefined
  }
}

// Makes a rename or a new file itself durable; not possible on every platform (Windows cannot open a directory), so best effort.
async function syncDirectory(directory: string): Promise<void> {
  try {
    const handle = await open(directory, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  } catch {
    // best effort
  }
}

// Temp files are only left behind by a crash between open and rename; they never hold the only copy of anything.
async function removeLeftoverTempFiles(directory: string, prefix: string): Promise<void> {
  const names = await readdir(directory).catch(() => [] as string[])
  const leftovers = names.filter((name) => name.startsWith(prefix) && name.endsWith('.tmp'))
  await Promise.all(leftovers.map((name) => unlink(join(directory, name)).catch(() => undefined)))
}

function isNodeError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
