// The widget build's stand-in for src/widget/specs.ts and src/widget/defineElementClasses.ts in the widget module
// (vite.widget.config.ts points the module's imports of them here): the loader, engagekit.js, already carries both to
// define the elements at once, and hands them over (src/widget/loaderShared.ts) before it imports the module. Every
// page loaded them twice before; this is 1.3 kB less.
import { loaderShared, type LoaderShared } from '../loaderShared.js'

const shared = (globalThis as Record<symbol, LoaderShared | undefined>)[loaderShared]
if (!shared) throw new Error('engagekit: load the widget with its script, engagekit.js, not its module.')

export const { specs, specByComponent, toKebab, toCamel, parseAttribute, defineElementClasses } = shared
