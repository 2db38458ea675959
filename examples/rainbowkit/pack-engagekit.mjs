// Packs the engagekit repository this example lives in (run `npm run build` there first) into ./engagekit.tgz,
// the tarball package.json installs: the example uses the package exactly as the registry would serve it.
import { execFileSync } from 'node:child_process'
import { existsSync, renameSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('.', import.meta.url))
const repository = fileURLToPath(new URL('../..', import.meta.url))
if (!existsSync(new URL('../../dist/react/index.js', import.meta.url))) {
  console.error(`pack-engagekit: ${repository} has no build; run \`npm run build\` there first`)
  process.exit(1)
}
const [packed] = JSON.parse(execFileSync('npm', ['pack', repository, '--json', '--pack-destination', here, '--loglevel=error'], { encoding: 'utf8' }))
renameSync(new URL(packed.filename, import.meta.url), new URL('engagekit.tgz', import.meta.url))
console.log(`engagekit.tgz: ${packed.name}@${packed.version}, ${(packed.size / 1000).toFixed(1)} kB`)
