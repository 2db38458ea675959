// The `engagekit/tracker/node` entry: the tracker's file store, which needs node:fs. Kept apart from
// `engagekit/tracker` so a browser bundle never reaches a Node built-in.
export { fileStore, type FileStoreOptions } from './fileStore.js'
