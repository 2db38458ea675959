import { chmodSync, closeSync, existsSync, openSync } from 'node:fs'

/** Read and write for the file's owner only. */
export const privateMode = 0o600

/**
 * Makes a SQLite database's files readable by their owner only (0600), whatever the umask: creates the database file
 * so when it is missing (SQLite then gives its `-wal` and `-shm` files the same mode) and narrows the mode of the
 * ones that exist, a database of an older version included. Sessions, API keys and profiles live there.
 */
export function keepPrivate(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', privateMode))
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, privateMode)
}
