// `engagekit/tracker` as Node resolves it (the `node` export condition): everything the entry has, plus the file
// store, so a server imports `fileStore` beside `createMetricTracker`. Browser bundles resolve the plain entry, which
// never reaches a Node built-in.
export * from '../index.js'
export { fileStore, type FileStoreOptions } from './fileStore.js'
