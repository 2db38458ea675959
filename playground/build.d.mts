/** The global the built page reads its sandbox URL and run from (set by a script the server puts before it). */
export declare const playgroundConfigGlobal: string
/** The folder of the playground's production build, built now (`built`) or reused from the cache; `ms` how long it took. */
export declare function buildPlayground(options?: { log?: (line: string) => void }): Promise<{ outDir: string; built: boolean; ms: number }>
