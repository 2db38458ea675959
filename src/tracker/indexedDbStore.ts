import type { MetricTrackerStore, TrackerRecord } from './types.js'

/** Options of {@link indexedDbStore}. */
export type IndexedDbStoreOptions = {
  /** The database's name; one per tracker (per entity). Default `engagekit-tracker`. */
  name?: string | undefined
  /**
   * Resolve a write only once it is flushed to disk (`durability: 'strict'`); default true. False uses the browser's
   * default, which may keep the last writes in memory a little longer (they still survive a closed tab).
   */
  durable?: boolean | undefined
}

const storeName = 'records'

const settled = <T,>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })

/** A store in the browser's IndexedDB: the queue survives a closed tab, a reload and a crash of the browser. */
export function indexedDbStore({ name = 'engagekit-tracker', durable = true }: IndexedDbStoreOptions = {}): MetricTrackerStore {
  let opened: Promise<IDBDatabase> | undefined
  const database = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      if (typeof indexedDB === 'undefined') return reject(new Error('indexedDbStore needs IndexedDB (a browser)'))
      const request = indexedDB.open(name, 1)
      request.onupgradeneeded = () => void request.result.createObjectStore(storeName, { autoIncrement: true })
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
      request.onblocked = () => reject(new Error(`indexedDbStore: the database ${name} is held open by an older version in another tab`))
    }))

  /** Runs `work` in one read-write transaction and resolves once the transaction has committed. */
  async function transaction(work: (records: IDBObjectStore) => void): Promise<void> {
    const db = await database()
    const tx = db.transaction(storeName, 'readwrite', { durability: durable ? 'strict' : 'default' })
    work(tx.objectStore(storeName))
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
      tx.onabort = () => reject(tx.error ?? new Error('indexedDbStore: the write was aborted'))
    })
  }

  return {
    async load() {
      const db = await database()
      return settled(db.transaction(storeName, 'readonly').objectStore(storeName).getAll() as IDBRequest<TrackerRecord[]>)
    },
    append: (records) => transaction((store) => records.forEach((record) => store.add(record))),
    replace: (records) =>
      transaction((store) => {
        store.clear()
        records.forEach((record) => store.add(record))
      }),
    async close() {
      const db = await opened?.catch(() => undefined)
      db?.close()
      opened = undefined
    },
  }
}
