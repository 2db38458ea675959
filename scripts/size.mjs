// Size budgets (min+gzip), measured the way an app ships engagekit: a tiny entry that imports just the piece
// being measured is bundled with esbuild (minified, tree-shaken, peers external), then
// gzipped at level 9. The widget rows come from its build output in dist/widget (engagekit.js, engagekit-*.js).
//
//   node scripts/size.mjs            library entries from src/ (no build needed)
//   node scripts/size.mjs --dist     library entries from the built dist/ (run `npm run build` first)
//   node scripts/size.mjs --json     also prints the figures as JSON (the benchmark reuses them)
//
// Exits 1 when a budget is exceeded (or a widget file is missing with --require-widget / CI=1).
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, transform } from 'esbuild'
import { adminStylesheetFiles, joinCss, memberStylesheetFiles } from './lib/stylesheetFiles.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const KB = 1000

/** Installed separately by apps (peer dependencies): never counted. */
export const peers = ['react', 'react-dom', 'wagmi', 'viem', '@tanstack/react-query', '@tanstack/query-core']

// Each budget is the row's figure when it was last set plus 10% (rounded up to 0.05 kB): room for fixes, not for
// features. A row that must grow says why in its commit and in docs/performance.md. Components carry their CSS in
// their JavaScript (injected at run time); the rows measure the two apart, each against its own budget.
export const budgets = {
  // 10.71 kB measured since the client follows an entity's events (client.watchEvents): the stream reader, its
  // reconnection and eventsource-parser (1.43 kB of it); 7.07 kB when last set.
  // 12.39 kB measured since the extensions of live engagement, achievements, streaks and board rules: the six webhook
  // calls, the six achievement calls, setStreak and getStreak, updateMember, their reply schemas, and the stream's
  // light check of each new event type.
  core: 13.65 * KB,
  // One action and one query's options: 2.71 and 2.95 kB measured since the text policy every write field and path
  // id is checked with (no control, bidirectional or lone surrogate character); 2.40 and 2.64 kB before it.
  oneAction: 3 * KB,
  oneQuery: 3.25 * KB,
  // LevelProgress with the provider: the member-facing example of one component (17.28 kB measured since the level-up
  // moment draws the NFT's new art with the designed generator, in the member's theme read from their NFT, and shares
  // it; 14.16 kB before).
  // 18.29 kB measured since the levels to earn a signed-out visitor reads and the page's one sign-in.
  oneComponent: 20.15 * KB,
  // Each other member-facing component with the provider (the largest: Leaderboard, 20.45 kB measured with the page's
  // one sign-in (a signed-out hint defers to a CommunityCard, a ConnectAndSign or an earlier hint), 20.02 before it and
  // 18.03 before the podium-then-table board; ConnectAndSign 17.81 with wallets' initials and sign-in failures in the
  // user's language).
  // 22.33 kB measured (ProfileEditor: its picture and banner picked, cropped and uploaded with ImageField).
  otherComponent: 24.6 * KB,
  // Each admin component with the provider (the largest: MembersTable, 20.89 kB measured, with the member's picture in
  // their counters and no letter-to-photo flash); ThemeEditor carries the member's card for its preview.
  // 26.60 kB measured (MembersTable: the member drawer, owners and members as address chips, chains by name with
  // their marks); EntitySettings 24.55 with ImageField's logo and banner and the owner chips.
  adminComponent: 29.3 * KB,
  // 22.70 kB measured: the designed NFT art its preview draws and the shared form parts; 20.47 kB before them.
  // 28.09 kB measured since its three images are picked, cropped and uploaded (ImageField) and its form saves from a
  // sticky bar.
  themeEditor: 30.9 * KB,
  // Every admin component in AdminPanel's tabs (44.24 kB measured).
  // 55.08 kB measured since ImageField, the member drawer, address chips, chain marks and one toast region.
  // 61.98 kB measured since its Webhooks tab (WebhookManager: the add form with its event picker, the secret shown
  // once, each endpoint's deliveries with Retry, rotate and delete) and the client's six webhook calls.
  // 72.48 kB measured since the streak's settings in EntitySettings (setStreak, the metric list, the time zone).
  adminPanel: 79.73 * KB,
  // 45.40 kB measured.
  // 55.00 kB measured since CommunityCard, ImageField and the themed NFT card with the level-up moment.
  // 67.24 kB measured since StreakCounter and the streak's settings.
  allComponents: 73.97 * KB,
  // 10.47 kB measured since the NFT card wears its theme (themed details, tiles on six columns, the reveal) and the
  // level-up moment (its panel, art and eighteen sparks); 9.10 kB since the leaderboard's short addresses and narrow
  // board, the members' address line and the wallets' initials; 8.26 kB before them, 7.34 kB before the podium, the
  // level-up burst and frames.
  // 12.06 kB measured with CommunityCard, the quiet signed-out hint and ImageField beside the themed NFT card.
  // 14.05 kB measured with StreakCounter (the flame, the week's marks on their thread, the growing moment).
  css: 15.46 * KB,
  // 4.48 kB measured since the flat admin forms (dividers instead of boxes) and LevelEditor's one-line rows on phones.
  // 5.19 kB measured since the member drawer, the address chips and the one toast region.
  // 5.87 kB measured since WebhookManager (its rows, the event picker, the deliveries' table and its narrow blocks)
  // and the one-time secret and inline confirmation it shares with ApiKeyManager.
  // 6.45 kB measured with the members hidden from boards (the drawer's switch, the badge) and the metric's daily cap.
  cssAdmin: 7.1 * KB,
  // What every widget page loads: the loader, Preact (React's stand-in), the widget's own query cache (standing in for
  // TanStack Query), the client, the session and the elements' machinery. 29.98 kB measured (29.67 before the page picker's failure view); 39.40 kB with TanStack
  // Query's core, @noble/hashes' keccak, CommonJS-wrapped React compatibility and the element specs in both the
  // loader and the module.
  widgetBase: 32.65 * KB,
  // A page with one member element: the base and that element's chunks, a row per element (widget:<Element>). Capped
  // at 45 kB, the most such a page may load whatever the figure (not the usual 10% over it); an element over it has a
  // cap of its own in widgetFirstLoadOver, with what it carries that the others do not.
  // Until each element loaded only the shared code it runs, the member elements' shared code was one chunk every
  // member element took whole, and the cap was the largest element's: 45 kB, then 46.5 kB (the leaderboard's
  // podium-then-table board, 46.21 kB), 48.65 kB (the NFT art in the shared chunk, 48.59), 53 kB (ProfileEditor's
  // images picked, cropped and uploaded in place, 52.75), 54 kB (live updates, 53.92) and 55.25 kB (<engage-achievements>
  // and <engage-streak>, whose achievements read joined the shared chunk: ProfileEditor 55.14, <engage-achievements>
  // 48.56, <engage-streak> 47.15); 57.67 kB before the widget's own query cache and the shared chunk, 73.07 kB when every
  // member component was in one module. Since the shared code is split by the elements that run it
  // (scripts/memberChunks.ts), in eight chunks: <engage-achievements> 43.97 kB, <engage-streak> 43.80 kB, from 39.34 kB
  // (<engage-toasts>) to 52.78 kB (<engage-profile-editor>).
  widgetFirstLoad: 45 * KB,
  // What a page with <engage-connect> adds: wagmi's core and the picker, plus the avatar, profile and shared member
  // code the member elements' chunks hold (36.71 kB; 35.35 before that code was one chunk, which the wallet takes whole).
  // 41.20 kB measured since that shared member code holds the NFT art the card and the level-up moment draw.
  // (39.38 kB since the member elements' shared code is split by the elements that run it: the wallet loads the avatar,
  // profile and sign-in parts, not the NFT art; 43.99 kB before.)
  widgetWallet: 45.35 * KB,
  // Every admin component and the member code they share, loaded on demand by pages with an admin element
  // (45.16 kB; 53.39 kB with TanStack Query's observers and mutations).
  // 57.84 kB measured since ImageField, the member drawer, the address chips and the chains' marks.
  // 65.41 kB measured since <engage-webhook-manager> (and AdminPanel's Webhooks tab) and the client's six webhook
  // calls; a page without an admin element loads none of it (the first-load caps above hold).
  // 78.08 kB measured since the streak's settings in <engage-entity-settings> and <engage-admin>.
  // (82.72 kB since the member elements' shared code is split by the elements that run it: the admin elements use
  // nearly all of it, now in eight chunks gzipped apart rather than one, 3 kB more than the 79.70 kB before. A page
  // with an admin element, <engage-achievement-editor> or any other, loads the base and all of this: 114.6 kB, its row
  // below.)
  widgetAdmin: 85.89 * KB,
  // One language other than English (the largest, Russian: 8.38 kB measured).
  // 9.41 kB measured (Russian) with the strings of CommunityCard, ImageField, the drawer, chips and the level-up moment.
  // 10.87 kB measured (Russian) with WebhookManager's strings.
  // 13.03 kB measured (Russian) with StreakCounter's and the streak settings' strings.
  widgetLanguage: 14.34 * KB,
  // The live updates' stream reader and cache updates (eventsource-parser, createLiveUpdates, applyEngagementEvent),
  // loaded when an element that shows an entity is on the page: 5.60 kB measured beyond the member elements' chunks.
  widgetLive: 6.2 * KB,
  sandboxUnused: 0,
  // 9.39 kB measured from src since the client it sends through carries the achievement endpoints; 8.59 kB before.
  // 9.87 kB measured built, with the webhook, streak and member endpoints in that client too.
  tracker: 10.86 * KB,
}

/**
 * Member elements whose page loads more than the 45 kB cap (budgets.widgetFirstLoad): each capped a little above its
 * figure rather than 10% over it, so the row still fails when the element grows.
 */
export const widgetFirstLoadOver = {
  // 52.78 kB measured: the profile's picture and banner picked, cropped and uploaded in place (ImageField, 4.8 kB with
  // its styles, shared with the admin's entity settings), the form parts and the save toasts, the member's avatar art,
  // and 6.6 kB of its own (the view, the form and their stylesheet).
  ProfileEditor: 53 * KB,
  // 49.93 kB measured: the podium-then-table board with its gap marker, not-ranked count and pinned own place (8.5 kB of
  // its own, its stylesheet the largest part), each member's avatar art and profile, and the metric's name.
  Leaderboard: 50.25 * KB,
  // 46.99 kB measured: each counter's increment names the badges it earned (the achievements read) and reads the
  // streak again, beside the metrics, the entity and the member's NFTs (46.48 kB when the shared code was split in the
  // order the bundler met the modules, which differs from one machine to another).
  MetricsPanel: 47.25 * KB,
  // 45.83 kB measured: the level-up moment draws the NFT's new art in the member's theme (the designed NFT art, 2.2 kB).
  LevelProgress: 46 * KB,
  // 45.05 kB measured: the card draws the designed NFT art in its theme and reveals a new level (NftCardView, 3.4 kB).
  DynftCard: 45.25 * KB,
}

/** The stylesheets each component row carries, apart from its JavaScript (same rule: figure plus 10%). */
export const cssBudgets = {
  // 3.51 kB measured: the level-up moment (its panel, the NFT art's tones, eighteen sparks framing it, the badge's pop)
  // and frames (card={false}); 2.80 kB with the ten-spark burst before it.
  // 3.62 kB measured with the levels to earn shown signed out.
  oneComponent: 4 * KB,
  // 3.70 kB measured (ConnectAndSign: the signature step, the wallets' initials); 3.21 kB without the signature step.
  // 4.40 kB measured (ProfileEditor with ImageField's preview, crop and drop zone).
  otherComponent: 4.85 * KB,
  // The admin rows carry the shared form parts (Field, the actions bar and its failure, the save toast) and the row
  // menu; 3.78 kB measured (MembersTable), 4.40 (ThemeEditor), 7.05 (AdminPanel with its narrow section select);
  // 3.04, 3.81 and 6.17 kB before them.
  // 4.73 kB measured (MembersTable with its drawer and chips; EntitySettings 4.70 with ImageField).
  adminComponent: 5.25 * KB,
  // 4.98 kB measured since its preview's card wears its theme and reveals a new level (NftCardView.css).
  // 6.20 kB measured with ImageField and the sticky save bar.
  themeEditor: 6.85 * KB,
  // 9.05 kB measured.
  // 10.46 kB measured with the streak's settings.
  adminPanel: 11.51 * KB,
  // 10.46 kB measured since the themed NFT card and the level-up moment; 9.11 kB before.
  // 11.98 kB measured with CommunityCard and ImageField.
  // 13.98 kB measured with StreakCounter.
  allComponents: 15.38 * KB,
}

/** The budget's example of one component; the others are held to `budgets.otherComponent`. */
const budgetedComponent = 'LevelProgress'
const components = ['LevelProgress', 'MetricsPanel', 'SkillTree', 'DyNftCard', 'ProfileEditor', 'ConnectAndSign', 'Leaderboard', 'Achievements', 'StreakCounter']
/** Components for admins and owners: each with a row of its own, and none of them in the member-facing rows. */
const adminComponents = ['MetricDefinitions', 'EntitySettings', 'LevelEditor', 'ThemeEditor', 'SkillEditor', 'MembersTable', 'ApiKeyManager', 'WebhookManager', 'AchievementEditor']
/** Admin components that hold the others (AdminPanel's tabs): a row of their own, with the sum's budget. */
const adminContainers = ['AdminPanel']

/**
 * Every value `engagekit/react` exports except the admin components and the RainbowKit and ConnectKit hooks (an app
 * uses one of those sign-in libraries, or neither): what an app of member-facing components can reach.
 */
function memberFacingExports() {
  const source = readFileSync(join(root, 'src/react/index.ts'), 'utf8')
  const lines = [...source.matchAll(/^export \{([^}]*)\} from '([^']+)'/gm)].filter(([, , from]) => !from.includes('/integrations/'))
  const names = lines.flatMap(([, list]) => list.split(',').map((item) => item.trim()))
  // An admin component's default labels are part of it: an app that does not import one ships none of its strings.
  const admin = [...adminComponents, ...adminContainers].flatMap((name) => [name, `default${name}Labels`])
  return names.filter((name) => name && !name.startsWith('type ') && !admin.includes(name))
}

/** Strings that exist only in the sandbox (its demo key phrases and a route's error): none may reach an app that does not import it. */
const sandboxMarkers = ['engagekit sandbox demo owner', 'already has a skill named']

const gzipSize = (data) => gzipSync(data, { level: 9 }).length

function entryFiles(from) {
  if (from === 'dist') {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
    const entries = {
      engagekit: join(root, pkg.exports['.'].import),
      'engagekit/actions': join(root, pkg.exports['./actions'].import),
      'engagekit/query': join(root, pkg.exports['./query'].import),
      'engagekit/react': join(root, pkg.exports['./react'].import),
      'engagekit/sandbox': join(root, pkg.exports['./sandbox'].import),
      'engagekit/tracker': join(root, pkg.exports['./tracker'].import),
    }
    const missing = Object.values(entries).filter((file) => !existsSync(file))
    if (missing.length > 0) throw new Error(`size --dist: ${missing.map((file) => file.slice(root.length + 1)).join(', ')} missing; run \`npm run build\` first`)
    return entries
  }
  return {
    engagekit: join(root, 'src/core/index.ts'),
    'engagekit/actions': join(root, 'src/core/actions/index.ts'),
    'engagekit/query': join(root, 'src/query/index.ts'),
    'engagekit/react': join(root, 'src/react/index.ts'),
    'engagekit/sandbox': join(root, 'src/sandbox/index.ts'),
    'engagekit/tracker': join(root, 'src/tracker/index.ts'),
  }
}

/** CSS minified as the builds serve `*.css?raw` imports (scripts/minify-raw-css.ts does the same). */
async function minifyCss(css) {
  const { code } = await transform(css, { loader: 'css', minify: true })
  return code
}

/** Resolves `engagekit/*` to the chosen entry files and loads Vite's `?raw` imports as text, `*.css?raw` minified (what the builds do). */
function engagekitPlugin(entries, { css = true } = {}) {
  return {
    name: 'engagekit-entries',
    setup(builder) {
      builder.onResolve({ filter: /^engagekit(\/[a-z]+)?$/ }, (args) => {
        const path = entries[args.path]
        return path ? { path } : { errors: [{ text: `unknown entry ${args.path}` }] }
      })
      // A language other than English is a chunk of its own that an app's bundler splits off (a dynamic import) and a
      // page loads only when it shows that language: not part of any row.
      builder.onResolve({ filter: /^\.\/[a-zA-Z-]+\.js$/ }, (args) =>
        args.kind === 'dynamic-import' && /[\\/]locales[\\/]loadLocaleMessages\.(ts|js)$/.test(args.importer) ? { path: args.path, external: true } : undefined,
      )
      // So is the leaderboard's full board ("See all"), loaded the first time it is opened.
      builder.onResolve({ filter: /^\.\/LeaderboardFullBoard\.js$/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined))
      // And the provider's stream reader (live updates), loaded by the first component that shows an entity.
      builder.onResolve({ filter: /^\.\/internal\/providerLiveUpdates\.js$/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined))
      // The built package carries each stylesheet as a module of its own (`X.css_raw.js`, its text as a string).
      if (!css) builder.onLoad({ filter: /\.css_raw\.js$/ }, () => ({ contents: 'export default ""', loader: 'js' }))
      builder.onResolve({ filter: /\?raw$/ }, (args) => ({ path: resolve(args.resolveDir, args.path.slice(0, -'?raw'.length)), namespace: 'raw' }))
      builder.onLoad({ filter: /.*/, namespace: 'raw' }, async (args) => {
        if (args.path.endsWith('.css') && !css) return { contents: '', loader: 'text' }
        const text = readFileSync(args.path, 'utf8')
        return { contents: args.path.endsWith('.css') ? await minifyCss(text) : text, loader: 'text' }
      })
    },
  }
}

/** Bundles `code` like an app's production build would, and returns its minified output, gzipped size and inputs. */
export async function measureEntry(code, { from = 'src', css = true } = {}) {
  const result = await build({
    stdin: { contents: code, resolveDir: root, loader: 'ts', sourcefile: 'app.ts' },
    bundle: true,
    write: false,
    outfile: join(root, 'size-out.js'),
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    treeShaking: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: peers,
    metafile: true,
    logLevel: 'silent',
    plugins: [engagekitPlugin(entryFiles(from), { css })],
  })
  const output = result.outputFiles.find((file) => file.path.endsWith('.js'))
  const inputs = Object.values(result.metafile.outputs)[0]?.inputs ?? {}
  return { text: output.text, minified: output.contents.length, gzip: gzipSize(output.contents), inputs }
}

/** CSS files joined and minified, as dist/styles.css serves them to a page that links it. */
async function measureCss(files) {
  const code = await minifyCss(joinCss(files))
  return { minified: code.length, gzip: gzipSize(code) }
}

/**
 * A component row: its JavaScript without the stylesheets it carries (bundled as empty text), and those stylesheets
 * apart, minified and joined as a page receives them.
 */
async function measureComponent(code, { from }) {
  const full = await measureEntry(code, { from })
  const js = await measureEntry(code, { from, css: false })
  // From the sources: `raw:<file>.css`; from the package: `<file>.css_raw.js`, whose first line names its source.
  const files = Object.keys(full.inputs).flatMap((input) => {
    if (input.startsWith('raw:') && input.endsWith('.css')) return [input.slice('raw:'.length)]
    if (!input.endsWith('.css_raw.js')) return []
    const source = /^\/\/ (\S+\.css)\?raw/.exec(readFileSync(resolve(root, input), 'utf8'))?.[1]
    return source ? [join(root, source)] : []
  })
  return { ...js, css: files.length > 0 ? await measureCss(files) : { minified: 0, gzip: 0 } }
}

/** Relative `./x.js` chunks a built ES module imports, statically or with import(). */
function chunkImports(text) {
  const found = (pattern) => [...text.matchAll(pattern)].map((match) => match[1])
  return {
    static: [...new Set([...found(/\bfrom\s*["'](\.\/[^"']+\.js)["']/g), ...found(/\bimport\s*["'](\.\/[^"']+\.js)["']/g)])],
    dynamic: [...new Set(found(/\bimport\s*\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g))],
  }
}

/** The script-tag bundle's files: engagekit.js and its engagekit-*.js chunks (the library's modules share dist/widget). */
const isWidgetBundleFile = (name) => /^engagekit(-[^/\\]+)?\.js$/.test(name)

/**
 * The script-tag widget. Every page loads engagekit.js, the module it names and what that imports statically (the
 * base); each member element's code is a chunk of its own with what it imports beyond the base, so the first load of a
 * page with one member element is the base plus that element's chunks (a row per element). Admin
 * elements, the wallet, each language and embed.html's code load on demand.
 */
function measureWidget() {
  const dir = join(root, 'dist/widget')
  const main = join(dir, 'engagekit.js')
  if (!existsSync(main)) return undefined
  const files = readdirSync(dir).filter(isWidgetBundleFile)
  const read = (name) => readFileSync(join(dir, name))
  const closure = (start, exclude = new Set()) => {
    const seen = new Set()
    const queue = [...start]
    while (queue.length > 0) {
      const name = queue.shift().replace(/^\.\//, '')
      if (seen.has(name) || exclude.has(name) || !files.includes(name)) continue
      seen.add(name)
      queue.push(...chunkImports(read(name).toString('utf8')).static)
    }
    return seen
  }
  // engagekit.js is a classic-script loader: it imports the widget module it names at once, so that counts as first
  // load. (It names each member element's chunks too, fetched only for the elements on the page.)
  const loaderStarts = [...read('engagekit.js').toString('utf8').matchAll(/["'`](engagekit-main-[\w-]+\.js)["'`]/g)].map((match) => match[1])
  const base = closure(['engagekit.js', ...loaderStarts])
  const lazyStarts = [...new Set([...base].flatMap((name) => chunkImports(read(name).toString('utf8')).dynamic).map((name) => name.replace(/^\.\//, '')))]
  const isAdmin = (name) => /^engagekit-adminElements-/.test(name)
  // A language other than English: one chunk each, loaded by a page that shows it (a page loads one, or a few).
  const isLanguage = (name) => /^engagekit-(?:es|fr|de|pt-BR|ja|ko|zh-CN|ru|tr|ar|hi)-[\w-]+\.js$/.test(name)
  const isEmbed = (name) => /^engagekit-embed-/.test(name)
  // The live updates' stream reader: loaded when an element that shows an entity is on the page, after its own chunks.
  const isLive = (name) => /^engagekit-live-/.test(name)
  const admin = closure(lazyStarts.filter(isAdmin), base)
  const languages = files.filter(isLanguage)
  const elements = lazyStarts.filter(isElementChunk).map((name) => ({ name, chunks: closure([name], base) }))
  const embed = closure(lazyStarts.filter(isEmbed), base)
  const live = closure(lazyStarts.filter(isLive), new Set([...base, ...elements.flatMap((element) => [...element.chunks])]))
  const wallet = closure(lazyStarts.filter((name) => !isAdmin(name) && !isLanguage(name) && !isElementChunk(name) && !isEmbed(name) && !isLive(name)), base)
  // A chunk no start reaches would only load through a path this parser does not see: count it with the wallet's.
  const reached = new Set([...base, ...admin, ...languages, ...embed, ...wallet, ...live, ...elements.flatMap((element) => [...element.chunks])])
  for (const name of files) if (!reached.has(name)) wallet.add(name)
  const sum = (names) => [...names].reduce((total, name) => ({ minified: total.minified + read(name).length, gzip: total.gzip + gzipSize(read(name)) }), { minified: 0, gzip: 0 })
  const largest = languages.map((name) => ({ ...sum([name]), files: [name] })).sort((a, b) => b.gzip - a.gzip)[0] ?? { minified: 0, gzip: 0, files: [] }
  const firstLoads = elements
    .map((element) => ({ ...sum([...base, ...element.chunks]), element: element.name.replace(/^engagekit-(\w+)Element-.*$/, '$1'), files: [...element.chunks] }))
    .sort((a, b) => a.element.localeCompare(b.element))
  return {
    base: { ...sum(base), files: [...base] },
    firstLoads,
    lazy: { ...sum(wallet), files: [...wallet] },
    live: { ...sum(live), files: [...live] },
    admin: { ...sum(admin), files: [...admin] },
    language: largest,
  }
}

/** The tag of a member element's chunk's component: DynftCard's is <engage-dynft-card>. */
const tagOf = (element) => `engage${element.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

/** A member element's own chunk (engagekit-MetricsPanelElement-*.js and the like), loaded by a page that shows one. */
const isElementChunk = (name) => /^engagekit-[A-Z]\w*Element-[\w-]+\.js$/.test(name)

/** Every row of the budget table. */
export async function measureAll({ from = 'src' } = {}) {
  const rows = []
  const add = (row) => rows.push(row)

  const core = await measureEntry(`export { createEngagementClient } from 'engagekit'`, { from })
  add({ id: 'core', what: '`engagekit` core: createEngagementClient and all 27 calls', ...core, budget: budgets.core })

  const action = await measureEntry(`export { getUserMetrics } from 'engagekit/actions'`, { from })
  add({ id: 'action', what: '`engagekit/actions`: one action (getUserMetrics)', ...action, budget: budgets.oneAction })

  const query = await measureEntry(`export { getUserMetricsQueryOptions } from 'engagekit/query'`, { from })
  add({ id: 'query', what: '`engagekit/query`: one query\'s options (getUserMetricsQueryOptions)', ...query, budget: budgets.oneQuery })

  for (const name of components) {
    const one = await measureComponent(`export { EngagementProvider, ${name} } from 'engagekit/react'`, { from })
    const kind = name === budgetedComponent ? 'oneComponent' : 'otherComponent'
    add({ id: `one:${name}`, what: `\`engagekit/react\`: EngagementProvider + ${name}`, ...one, budget: budgets[kind], cssBudget: cssBudgets[kind] })
  }

  for (const name of [...adminComponents, ...adminContainers]) {
    const one = await measureComponent(`export { EngagementProvider, ${name} } from 'engagekit/react'`, { from })
    const container = adminContainers.includes(name)
    const kind = container ? 'adminPanel' : name === 'ThemeEditor' ? 'themeEditor' : 'adminComponent'
    add({ id: `admin:${name}`, what: `\`engagekit/react\`: EngagementProvider + ${name} (admin${container ? ', every admin component' : ''})`, ...one, budget: budgets[kind], cssBudget: cssBudgets[kind] })
  }

  const all = await measureComponent(`export { ${memberFacingExports().join(', ')} } from 'engagekit/react'`, { from })
  add({ id: 'all', what: '`engagekit/react`: all seven components and hooks', ...all, budget: budgets.allComponents, cssBudget: cssBudgets.allComponents })

  add({ id: 'css', what: "the member components' CSS (minified)", ...(await measureCss(memberStylesheetFiles(root))), budget: budgets.css })
  add({ id: 'cssAdmin', what: "the admin components' CSS (minified; in dist/styles.css after the member components')", ...(await measureCss(adminStylesheetFiles(root))), budget: budgets.cssAdmin })

  const widget = measureWidget()
  if (widget) {
    add({ id: 'widgetBase', what: `widget, what every page loads (${widget.base.files.join(' + ')})`, ...widget.base, budget: budgets.widgetBase })
    for (const load of widget.firstLoads) {
      const what = `widget first load, a page with <${tagOf(load.element)}> (${load.files.join(' + ')} beyond the base)`
      add({ id: `widget:${load.element}`, what, minified: load.minified, gzip: load.gzip, budget: widgetFirstLoadOver[load.element] ?? budgets.widgetFirstLoad })
    }
    add({ id: 'wallet', what: `widget wallet chunk (${widget.lazy.files.join(' + ') || 'none'})`, ...widget.lazy, budget: budgets.widgetWallet })
    add({ id: 'widgetAdmin', what: `widget admin chunk (${widget.admin.files.join(' + ') || 'none'})`, ...widget.admin, budget: budgets.widgetAdmin })
    // Reported, not capped: the admin elements are one chunk (every editor, as <engage-admin>'s tabs hold them all), so
    // a page with <engage-achievement-editor> loads what a page with <engage-admin> does. Split per element, the
    // editors' shared form parts and the member code they use would be gzipped apart, and <engage-admin> load more.
    const adminPage = { minified: widget.base.minified + widget.admin.minified, gzip: widget.base.gzip + widget.admin.gzip }
    add({ id: 'widgetAdminFirstLoad', what: 'widget first load, a page with an admin element (<engage-achievement-editor>, any other alike)', ...adminPage, budget: undefined })
    add({ id: 'widgetLive', what: `widget live updates chunk, beyond the member elements' (${widget.live.files.join(' + ') || 'none'})`, ...widget.live, budget: budgets.widgetLive })
    add({ id: 'widgetLanguage', what: `widget language chunk, the largest (${widget.language.files.join(' + ') || 'none'})`, ...widget.language, budget: budgets.widgetLanguage })
  } else {
    add({ id: 'widgetBase', what: 'widget, what every page loads', missing: 'not built', budget: budgets.widgetBase })
    add({ id: 'widget', what: 'widget first load, a page with one member element', missing: 'not built', budget: budgets.widgetFirstLoad })
    add({ id: 'wallet', what: 'widget wallet chunk', missing: 'not built', budget: budgets.widgetWallet })
    add({ id: 'widgetAdmin', what: 'widget admin chunk', missing: 'not built', budget: budgets.widgetAdmin })
    add({ id: 'widgetLive', what: 'widget live updates chunk', missing: 'not built', budget: budgets.widgetLive })
    add({ id: 'widgetLanguage', what: 'widget language chunk', missing: 'not built', budget: budgets.widgetLanguage })
  }

  // Bundled for the browser, so a Node built-in (the file store's node:fs) reaching this entry fails the build.
  const tracker = await measureEntry(`export { createMetricTracker, indexedDbStore } from 'engagekit/tracker'`, { from })
  add({ id: 'tracker', what: '`engagekit/tracker`: createMetricTracker + indexedDbStore', ...tracker, budget: budgets.tracker })

  // An app using every React export and the core client, but not the sandbox: no sandbox module, no sandbox string.
  const app = await measureEntry(`export * from 'engagekit/react'; export * from 'engagekit'`, { from })
  const sandboxOnly = await measureEntry(`export * from 'engagekit/sandbox'`, { from })
  const missingMarkers = sandboxMarkers.filter((marker) => !sandboxOnly.text.includes(marker))
  if (missingMarkers.length > 0) throw new Error(`size: the sandbox no longer contains ${missingMarkers.join(', ')}; update sandboxMarkers`)
  const sandboxBytes = Object.entries(app.inputs)
    .filter(([path]) => path.replace(/\\/g, '/').includes('src/sandbox/'))
    .reduce((total, [, input]) => total + input.bytesInOutput, 0)
  const leaked = sandboxMarkers.filter((marker) => app.text.includes(marker))
  add({
    id: 'sandbox',
    what: '`engagekit/sandbox` in an app that does not import it',
    minified: sandboxBytes,
    gzip: sandboxBytes > 0 || leaked.length > 0 ? Math.max(sandboxBytes, 1) : 0,
    note: leaked.length > 0 ? `sandbox strings found: ${leaked.join(', ')}` : undefined,
    budget: budgets.sandboxUnused,
  })
  return rows
}

const formatKb = (bytes) => (bytes === 0 ? '0' : `${(bytes / KB).toFixed(2)} kB`)

/** The table as Markdown: what, JavaScript (min+gzip) and its budget, CSS (min+gzip) and its budget, ok. */
export function formatTable(rows) {
  const lines = ['| what | JS min+gzip | JS budget | CSS min+gzip | CSS budget | ok |', '| --- | ---: | ---: | ---: | ---: | :---: |']
  for (const row of rows) {
    const css = row.css ? formatKb(row.css.gzip) : ''
    lines.push(`| ${row.what} | ${row.missing ?? formatKb(row.gzip)} | ${row.budget === undefined ? '' : formatKb(row.budget)} | ${css} | ${row.cssBudget === undefined ? '' : formatKb(row.cssBudget)} | ${verdict(row, 'yes', '**no**')} |`)
  }
  return lines.join('\n')
}

/** Whether a row's CSS is within its own budget (a row without CSS, or without a CSS budget, is). */
const cssWithin = (row) => !row.css || row.cssBudget === undefined || row.css.gzip <= row.cssBudget

/** 'not built', '' (no budget), or whether the row is within its budgets. */
function verdict(row, within, over) {
  if (row.missing) return 'not built'
  if (row.budget === undefined && row.cssBudget === undefined) return ''
  return (row.budget === undefined || row.gzip <= row.budget) && cssWithin(row) ? within : over
}

function printPlain(rows) {
  const cells = rows.map((row) => [
    row.what.replace(/`/g, '').replace(/ \((engagekit[^)]*)\)$/, ''),
    row.missing ?? formatKb(row.gzip),
    row.budget === undefined ? '-' : formatKb(row.budget),
    row.css ? formatKb(row.css.gzip) : '-',
    row.cssBudget === undefined ? '-' : formatKb(row.cssBudget),
    verdict(row, 'ok', 'OVER'),
  ])
  const header = ['what', 'JS', 'JS budget', 'CSS', 'CSS budget', 'ok']
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column].length)))
  const line = (cell) => cell.map((text, column) => (column === 0 ? text.padEnd(widths[column]) : text.padStart(widths[column]))).join('  ')
  console.log(line(header))
  console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  for (const cell of cells) console.log(line(cell))
}

/** What fails the run: each row over its budget, with the figure, and (with `requireWidget`) a widget row not built. Rows without a budget never fail. */
export function budgetFailures(rows, { requireWidget = false } = {}) {
  const failures = []
  for (const row of rows) {
    const what = row.what.replace(/`/g, '')
    if (row.missing) {
      if (requireWidget) failures.push(`${what}: ${row.missing} (dist/widget/engagekit.js is missing; build it with \`npx vite build -c vite.widget.config.ts\`)`)
      continue
    }
    if (!cssWithin(row)) failures.push(`${what}: CSS ${formatKb(row.css.gzip)} min+gzip, budget ${formatKb(row.cssBudget)} (+${formatKb(row.css.gzip - row.cssBudget)})`)
    if (row.budget === undefined || row.gzip <= row.budget) continue
    failures.push(
      row.id === 'sandbox'
        ? `${what}: ${row.minified} bytes of sandbox code${row.note ? `, ${row.note}` : ''}`
        : `${what}: ${formatKb(row.gzip)} min+gzip, budget ${formatKb(row.budget)} (+${formatKb(row.gzip - row.budget)})`,
    )
  }
  return failures
}

async function main() {
  const args = new Set(process.argv.slice(2))
  const from = args.has('--dist') ? 'dist' : 'src'
  const requireWidget = args.has('--require-widget') || process.env.CI === '1' || process.env.CI === 'true'
  const rows = await measureAll({ from })
  console.log(`engagekit sizes, min+gzip (zlib level 9), library entries from ${from}/, peers external (${peers.join(', ')}); 1 kB = 1000 bytes\n`)
  printPlain(rows)
  if (args.has('--json')) console.log(JSON.stringify(rows.map(({ text: _text, inputs: _inputs, ...row }) => row), null, 2))

  const failures = budgetFailures(rows, { requireWidget })
  for (const row of rows) {
    if (row.missing && !requireWidget) console.log(`\nnote: ${row.what} not measured: dist/widget/engagekit.js is missing (\`npx vite build -c vite.widget.config.ts\`)`)
  }
  if (failures.length > 0) {
    console.error(`\nSize budget exceeded:\n - ${failures.join('\n - ')}`)
    process.exit(1)
  }
  console.log('\nAll size budgets met.')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}

