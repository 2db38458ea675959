// Components embed their styles with `import styles from './X.css?raw'` and inject the text at run time. In builds,
// this plugin serves such imports minified (comments and whitespace gone), so the shipped JS carries compact CSS.
// The dev server, Vitest and Storybook's dev server keep the raw text. scripts/size.mjs minifies the same way when
// it measures from src/, so its src/ and dist/ figures agree.
import { readFile } from 'node:fs/promises'
import { transform } from 'esbuild'
import type { Plugin } from 'vite'

const rawCss = /\.css\?raw$/

/** The CSS minification used for embedded styles (also by scripts/size.mjs). */
export async function minifyCss(css: string): Promise<string> {
  const { code } = await transform(css, { loader: 'css', minify: true })
  return code
}

/** Loads `*.css?raw` imports as minified text; builds only. */
export function minifyRawCss(): Plugin {
  return {
    name: 'engagekit-minify-raw-css',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!rawCss.test(id)) return null
      const file = id.slice(0, -'?raw'.length)
      this.addWatchFile(file)
      return { code: `export default ${JSON.stringify(await minifyCss(await readFile(file, 'utf8')))}`, moduleType: 'js' }
    },
  }
}
