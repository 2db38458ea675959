// The library as engagekit-server sees it: its one internal entry, src/internal/server.ts.
export * from '../../../src/internal/server.js'
