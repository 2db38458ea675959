/** Starts the playground's dev server on `port` (or the next free one; 0 for any) and resolves to its URL and a close function. */
export declare function startPlayground(options: { sandboxUrl: string; port: number; host: string }): Promise<{ url: string; close(): Promise<void> }>
