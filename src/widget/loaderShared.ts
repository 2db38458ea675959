import type { defineElementClasses } from './defineElementClasses.js'
import type * as specModule from './specs.js'

/**
 * Where the loader (engagekit.js) leaves the element specs and the element classes' maker for the widget module it
 * imports, so the module does not carry a second copy (src/widget/build/fromLoader.ts reads them).
 */
export const loaderShared = Symbol.for('engagekit.loader.shared')

/** What the loader hands over. */
export type LoaderShared = typeof specModule & { defineElementClasses: typeof defineElementClasses }
