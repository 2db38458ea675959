import { randomBytes } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import type { SandboxSnapshot } from '../state.js'

/** Keeps a sandbox snapshot in one JSON file: written atomically, writes serialized and coalesced. */
export type FileStore = {
  /** The absolute path of the data file. */
  readonly file: string
  /** The stored snapshot, or `undefined` when the file does not exist; throws with a clear message when it cannot be read or parsed. */
  load(): Promise<SandboxSnapshot | undefined>
  /** Queues a write of this state; returns at once. Only the newest queued state is written once a running write ends. */
  save(snapshot: SandboxSnapshot): void
  /** Resolves when every queued write has landed; rejects with the error of the last write when it failed. */
  flush(): Promise<void>
}

/** Options of {@link createFileStore}. */
export type FileStoreOptions = {
  /** Told about a failed background write (the next change tries again); default prints to stderr. */
  onError?: (error: Error) => void
}

/** Creates a {@link FileStore} for `file`; its directory is created on the first write. */
export function createFileStore(file: string, options: FileStoreOptions = {}): FileStore {
  const target = resolve(file)
  const directory = dirname(target)
  // A dot-prefixed sibling: same file system as the target, so rename() is atomic.
  const tempPrefix = `.${basename(target)}.`
  const onError = options.onError ?? ((error: Error) => process.stderr.write(`engagekit sandbox: ${error.message}\n`))

  let queued: SandboxSnapshot | undefined
  let running: Promise<void> | undefined
  let lastError: Error | undefined

  async function writeAtomically(snapshot: SandboxSnapshot): Promise<void> {
    const json = `${JSON.stringify(snapshot, null, 2)}\n`
    await mkdir(directory, { recursive: true })
    const temp = join(directory, `${tempPrefix}${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
    try {
      const handle = await open(temp, 'wx')
      try {
        await handle.writeFile(json, 'utf8')
        // Without the fsync the rename can reach the disk before the data does, and a power cut leaves an empty file.
        await handle.sync()
      } finally {
        await handle.close()
      }
      await rename(temp, target)
    } catch (error) {
      await unlink(temp).catch(() => undefined)
      throw error
    }
    await syncDirectory()
  }

  // Makes the rename itself durable; not possible on every platform (Windows cannot open a directory), so best effort.
  async function syncDirectory(): Promise<void> {
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

  async function drain(): Promise<void> {
    while (queued !== undefined) {
      const snapshot = queued
      queued = undefined
      try {
        await writeAtomically(snapshot)
        lastError = undefined
      } catch (error) {
        lastError = new Error(`could not write the sandbox data file ${target}: ${describe(error)}`, { cause: error })
        onError(lastError)
      }
    }
    running = undefined
  }

  return {
    file: target,

    async load() {
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
      return parsed as SandboxSnapshot
    },

    save(snapshot) {
      queued = snapshot
      running ??= drain()
    },

    async flush() {
      await running
      if (lastError) throw lastError
    },
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
