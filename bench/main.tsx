// The benchmark page: renders engagekit's components against an in-page sandbox and times them with
// performance.now(). bench/run.ts builds this page for production, opens it in Chromium and calls the
// scenarios on window.__bench; every scenario returns raw samples (ms) and the runner takes medians.
import { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createEngagementClient, type EngagementClient, type Session } from '../src/core/index.js'
import { ConnectAndSign, DyNftCard, EngagementProvider, LevelProgress, MetricsPanel, ProfileEditor, SkillTree } from '../src/react/index.js'
import { createSandbox, createSandboxSession, demo, type Sandbox } from '../src/sandbox/index.js'

const baseUrl = 'http://sandbox.local'
const entityId = demo.entityId
const stage = document.getElementById('stage')!

type Samples = Record<string, number[]>

/** Resolves after the next frame has been rendered (a message posted from requestAnimationFrame runs after paint). */
function nextFrame(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => resolve()
      channel.port2.postMessage(null)
    }),
  )
}

const settle = async (frames = 3) => {
  for (let index = 0; index < frames; index++) await nextFrame()
  ;(window as Window & { gc?: () => void }).gc?.()
  await nextFrame()
}

/**
 * Times `start` until the DOM shows what `done` looks for (checked after every DOM change: the commit), then until
 * the frame after it has been drawn. Returns both, in ms from the call.
 */
function measure(start: () => void, done: () => boolean, timeoutMs = 30_000): Promise<{ commit: number; frame: number }> {
  return new Promise((resolve, reject) => {
    let finished = false
    const started = performance.now()
    const check = () => {
      if (finished || !done()) return
      finished = true
      const commit = performance.now() - started
      observer.disconnect()
      clearTimeout(timer)
      void nextFrame().then(() => resolve({ commit, frame: performance.now() - started }))
    }
    const observer = new MutationObserver(check)
    observer.observe(stage, { subtree: true, childList: true, attributes: true, characterData: true })
    const timer = setTimeout(() => {
      observer.disconnect()
      reject(new Error(`timed out after ${timeoutMs} ms waiting for the page to show the result`))
    }, timeoutMs)
    start()
    check()
  })
}

function push(samples: Samples, name: string, value: number) {
  ;(samples[name] ??= []).push(value)
}

function App({ client, queryClient, session, children }: { client: EngagementClient; queryClient?: QueryClient; session: Session; children: ReactNode }) {
  return (
    <EngagementProvider baseUrl={baseUrl} entityId={entityId} client={client} queryClient={queryClient} session={session} storage="memory" theme="light">
      {children}
    </EngagementProvider>
  )
}

/** A sandbox seeded with the demo data, a session for one demo account and a client whose requests are counted. */
async function setup(account: 'member' | 'admin', seed?: (sandbox: Sandbox, address: string) => void) {
  const sandbox = createSandbox()
  const session = await createSandboxSession(sandbox, demo.accounts[account].privateKey, { baseUrl })
  seed?.(sandbox, session.address)
  const requests: { at: number; endpoint: string }[] = []
  let pending = 0
  const client = createEngagementClient({
    baseUrl,
    fetch: async (request) => {
      requests.push({ at: performance.now(), endpoint: `${request.method} ${new URL(request.url).pathname}` })
      pending++
      try {
        return await sandbox.fetch(request)
      } finally {
        pending--
      }
    },
  })
  return { sandbox, session: { address: session.address, signature: session.signature }, client, requests, pending: () => pending }
}

/** `count` skills in a forest: count/50 roots, then four children per skill, level by level. */
function seedSkills(sandbox: Sandbox, address: string, count: number) {
  const entity = sandbox.state.entities[entityId]!
  const roots = Math.max(1, Math.round(count / 50))
  entity.skills = Array.from({ length: count }, (_, index) => ({
    id: `bench-skill-${index}`,
    name: `Skill ${index}`,
    description: `What skill ${index} covers`,
    entityID: entityId,
    parentId: index < roots ? null : `bench-skill-${Math.floor((index - roots) / 4)}`,
    maxScore: 100,
  }))
  entity.skillScores[address] = Object.fromEntries(entity.skills.map((skill, index) => [skill.id, (index * 37) % 101]))
}

/** `count` metrics, with a counter for `address` on each. */
function seedMetrics(sandbox: Sandbox, address: string, count: number) {
  const entity = sandbox.state.entities[entityId]!
  entity.metrics = Array.from({ length: count }, (_, index) => ({
    id: `bench-metric-${index}`,
    name: `metric_${String(index).padStart(5, '0')}`,
    description: `Counter number ${index}`,
    type: 'count',
  }))
  entity.counters[address] = Object.fromEntries(entity.metrics.map((metric, index) => [metric.id, (index * 7919) % 100_000]))
}

const rows = () => stage.querySelectorAll('[role="treeitem"]')

/** SkillTree with `count` skills: first render (with and without the data cached), expand all, scroll, collapse all. */
async function skillTree(count: number, runs: number): Promise<Samples> {
  const { client, session } = await setup('member', (sandbox, address) => seedSkills(sandbox, address, count))
  const samples: Samples = {}
  for (let run = 0; run < runs; run++) {
    // Cached data is never refetched here, so what is timed is engagekit's own work.
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } })
    const tree = (expanded?: boolean) => (
      <App client={client} queryClient={queryClient} session={session}>
        <SkillTree defaultExpanded={expanded} />
      </App>
    )
    let root: Root = createRoot(stage)
    await settle()
    const cold = await measure(() => root.render(tree()), () => rows().length > 0)
    push(samples, 'load and first render (request to the in-page sandbox, reply check, render)', cold.frame)
    root.unmount()

    await settle()
    root = createRoot(stage)
    const cached = await measure(() => root.render(tree()), () => rows().length > 0)
    push(samples, 'first render, data cached', cached.frame)
    push(samples, 'first render, data cached: to commit', cached.commit)

    await settle()
    const expandAll = [...stage.querySelectorAll('button')].find((button) => button.textContent === 'Expand all')!
    const expanded = await measure(() => expandAll.click(), () => stage.querySelector('[role="treeitem"][aria-level="2"]') !== null)
    push(samples, 'expand all', expanded.frame)

    const viewport = stage.querySelector<HTMLElement>('.ek-skill-tree__viewport')!
    if (viewport.dataset.windowed !== undefined) {
      await settle()
      const target = Math.floor((count * 40) / 2)
      const scrolled = await measure(
        () => (viewport.scrollTop = target),
        () => [...rows()].some((row) => parseFloat((row as HTMLElement).style.top) >= target),
      )
      push(samples, 'scroll to the middle (rows there drawn)', scrolled.frame)
    }

    await settle()
    const collapseAll = [...stage.querySelectorAll('button')].find((button) => button.textContent === 'Collapse all')!
    const collapsed = await measure(() => collapseAll.click(), () => stage.querySelector('[role="treeitem"][aria-level="2"]') === null)
    push(samples, 'collapse all', collapsed.frame)
    root.unmount()

    await settle()
    root = createRoot(stage)
    const open = await measure(() => root.render(tree(true)), () => stage.querySelector('[role="treeitem"][aria-level="2"]') !== null)
    push(samples, 'first render, all expanded, data cached', open.frame)
    push(samples, 'rendered rows, all expanded', rows().length)
    root.unmount()
  }
  return samples
}

/** MetricsPanel with `count` metrics for an admin (increment buttons shown): first render, sort by value, sort by name. */
async function metricsPanel(count: number, runs: number): Promise<Samples> {
  const { client, session } = await setup('admin', (sandbox, address) => seedMetrics(sandbox, address, count))
  const samples: Samples = {}
  const ready = () => stage.querySelector('.ek-metrics-panel__body[data-state="ready"]') !== null
  const sortButton = (column: number) => stage.querySelectorAll<HTMLButtonElement>('.ek-metrics-panel__sort')[column]!
  const header = (column: number) => sortButton(column).closest('th')!
  for (let run = 0; run < runs; run++) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } })
    const panel = (
      <App client={client} queryClient={queryClient} session={session}>
        <MetricsPanel />
      </App>
    )
    let root: Root = createRoot(stage)
    await settle()
    const cold = await measure(() => root.render(panel), ready)
    push(samples, 'load and first render (requests to the in-page sandbox, reply checks, render)', cold.frame)
    root.unmount()

    await settle()
    root = createRoot(stage)
    const cached = await measure(() => root.render(panel), ready)
    push(samples, 'first render, data cached', cached.frame)
    push(samples, 'first render, data cached: to commit', cached.commit)

    await settle()
    const byValue = await measure(() => sortButton(1).click(), () => header(1).getAttribute('aria-sort') === 'descending')
    push(samples, 'sort by value', byValue.frame)

    await settle()
    const byName = await measure(() => sortButton(0).click(), () => header(0).getAttribute('aria-sort') === 'ascending')
    push(samples, 'sort by name', byName.frame)
    push(samples, 'rendered rows', stage.querySelectorAll('.ek-metrics-panel__row').length)
    root.unmount()
  }
  return samples
}

/** All six components for one signed-in member: the requests they make, by endpoint, and any made while idle. */
async function requests(idleMs: number) {
  const { client, session, requests: log, pending } = await setup('member')
  const root = createRoot(stage)
  const started = performance.now()
  root.render(
    <App client={client} session={session}>
      <ConnectAndSign />
      <MetricsPanel />
      <LevelProgress />
      <DyNftCard />
      <SkillTree />
      <ProfileEditor />
    </App>,
  )
  const loading = () =>
    stage.querySelectorAll('.ek-root').length < 6 ||
    stage.querySelector('.ek-root[data-state="loading"], [class$="__body"][data-state="loading"], .ek-state[data-state="loading"]') !== null
  // Settled: nothing loading, nothing in flight and no new request for 500 ms.
  let settledAt: number
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    const last = log.at(-1)?.at ?? started
    if (!loading() && pending() === 0 && performance.now() - last >= 500) {
      settledAt = last
      break
    }
    if (performance.now() - started > 20_000) {
      const busy = [...stage.querySelectorAll('.ek-root[data-state="loading"], [class$="__body"][data-state="loading"], .ek-state[data-state="loading"]')].map((element) => element.className)
      throw new Error(`the page did not settle within 20 s: ${pending()} requests in flight, ${log.length} made, still loading: ${busy.join(', ')}`)
    }
  }
  const beforeIdle = log.length
  await new Promise((resolve) => setTimeout(resolve, idleMs))
  const states = [...stage.querySelectorAll<HTMLElement>('.ek-root')].map((element) => ({
    component: [...element.classList].find((name) => name.startsWith('ek-') && name !== 'ek-root') ?? '?',
    state: element.dataset.state ?? element.querySelector<HTMLElement>('[data-state]')?.dataset.state ?? '',
  }))
  root.unmount()
  const byEndpoint = new Map<string, number>()
  for (const { endpoint } of log.slice(0, beforeIdle)) byEndpoint.set(endpoint, (byEndpoint.get(endpoint) ?? 0) + 1)
  return {
    byEndpoint: [...byEndpoint].map(([endpoint, count]) => ({ endpoint, count })),
    idle: log.slice(beforeIdle).map((request) => request.endpoint),
    lastRequestMs: settledAt - started,
    states,
  }
}

declare global {
  interface Window {
    __bench: { skillTree: typeof skillTree; metricsPanel: typeof metricsPanel; requests: typeof requests }
  }
}

window.__bench = { skillTree, metricsPanel, requests }
document.title = 'engagekit benchmark (ready)'
