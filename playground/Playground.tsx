import { QueryClient } from '@tanstack/react-query'
import { useMemo, useState, type ReactNode } from 'react'
import {
  AdminPanel,
  ConnectAndSign,
  DyNftGallery,
  EngagementProvider,
  Leaderboard,
  LevelProgress,
  MetricsPanel,
  ProfileEditor,
  SkillTree,
  type EngagementTheme,
} from '../src/react/index.js'
import { demo } from '../src/sandbox/demo.js'
import { FaultsSwitch } from './FaultsSwitch.js'
import { sessionStorageForRun } from './sessionStorageForRun.js'
import { createPlaygroundWagmiConfig, demoWallets } from './wallets.js'

const sandboxUrl = __ENGAGEKIT_SANDBOX_URL__
const themes: EngagementTheme[] = ['auto', 'light', 'dark']

function Section({ step, title, hint, wide, children }: { step: number; title: string; hint: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <section className={wide ? 'pg-section pg-section--wide' : 'pg-section'} aria-labelledby={`pg-step-${step}`}>
      <h2 id={`pg-step-${step}`} className="pg-section__title">
        <span className="pg-section__step" aria-hidden="true">
          {step}
        </span>
        {title}
      </h2>
      <p className="pg-section__hint">{hint}</p>
      {children}
    </section>
  )
}

/** Every component on one page, against the sandbox `npm start` runs, with demo wallets and any browser wallet. */
export function Playground() {
  const wagmiConfig = useMemo(createPlaygroundWagmiConfig, [])
  const storage = useMemo(() => sessionStorageForRun(__ENGAGEKIT_SANDBOX_RUN__), [])
  const queryClient = useMemo(() => new QueryClient(), [])
  const [theme, setTheme] = useState<EngagementTheme>('auto')
  const [events, setEvents] = useState<string[]>([])
  const log = (event: string) => setEvents((previous) => [`${new Date().toLocaleTimeString()}  ${event}`, ...previous].slice(0, 8))

  return (
    <div className="pg" data-theme={theme}>
      <header className="pg-header">
        <h1>engagekit playground</h1>
        <p>
          Every component below talks to the local sandbox at <code>{sandboxUrl}</code> (community <code>{demo.entityId}</code>). Connect a demo wallet,
          sign in once, and try them: no extension, no keys, nothing leaves your machine.
        </p>
        <fieldset className="pg-theme">
          <legend>Theme</legend>
          {themes.map((value) => (
            <label key={value}>
              <input type="radio" name="theme" value={value} checked={theme === value} onChange={() => setTheme(value)} /> {value}
            </label>
          ))}
        </fieldset>
        <FaultsSwitch sandboxUrl={sandboxUrl} queryClient={queryClient} />
        <details className="pg-wallets">
          <summary>About the demo wallets</summary>
          <p>
            They sign in the page with public demo keys of the sandbox: anyone can sign as them, so never send them real funds. A wallet installed in
            your browser is listed too and works the same way against the sandbox.
          </p>
          <ul>
            {demoWallets.map(({ id, name, account }) => (
              <li key={id}>
                {name}: <code>{account.address}</code>
              </li>
            ))}
          </ul>
        </details>
      </header>

      <EngagementProvider
        baseUrl={sandboxUrl}
        entityId={demo.entityId}
        wagmiConfig={wagmiConfig}
        storage={storage}
        queryClient={queryClient}
        theme={theme}
        // The sandbox draws its demo images itself: nothing on this page reaches a public gateway.
        ipfsGateways={[`${sandboxUrl}/ipfs/`]}
      >
        <main className="pg-grid">
          <Section step={1} title="Connect and sign in" hint="Pick a demo wallet, then sign the message. The admin and owner wallets may also add to counters and run the community (step 8); only the owner edits its settings." wide>
            <ConnectAndSign />
          </Section>
          <Section step={2} title="Metrics" hint="Your counters. Signed in as the admin, + adds 100 (try xp, and watch the level and the NFT).">
            <MetricsPanel headingLevel={3} incrementBy={100} />
          </Section>
          <Section step={3} title="Level" hint="XP towards the next level.">
            <LevelProgress onLevelUp={(level) => log(`Level up: level ${level}`)} />
          </Section>
          <Section step={4} title="Dynamic NFTs" hint="Your membership NFT: its look follows your level." wide>
            <DyNftGallery headingLevel={3} />
          </Section>
          <Section step={5} title="Skills" hint="Arrow keys move through the tree; Enter selects.">
            <SkillTree headingLevel={3} onSelect={(skill) => log(`Selected skill: ${skill.name}`)} />
          </Section>
          <Section step={6} title="Profile" hint="Edit and save your profile; it is stored in the sandbox.">
            <ProfileEditor onSaved={() => log('Profile saved')} />
          </Section>
          <Section step={7} title="Leaderboard" hint="The community ranked by a metric; your place is highlighted, or pinned below when outside the top.">
            <Leaderboard metrics={['xp', 'contributions', 'reviews']} limit={5} headingLevel={3} />
          </Section>
          <Section step={8} title="Admin" hint="Sign in with the admin or owner demo wallet: change a level's XP and watch LevelProgress move, create a theme and watch the NFT change, force-add a member, add to their xp under Counters, and find them in the leaderboard." wide>
            <AdminPanel headingLevel={3} />
          </Section>
        </main>
      </EngagementProvider>

      <aside className="pg-events" aria-labelledby="pg-events-title">
        <h2 id="pg-events-title">Events</h2>
        <div aria-live="polite">
          {events.length === 0 ? (
            <p className="pg-muted">Callbacks (onLevelUp, onSelect, onSaved) show up here.</p>
          ) : (
            <ol>
              {events.map((event, index) => (
                <li key={`${index}-${event}`}>{event}</li>
              ))}
            </ol>
          )}
        </div>
      </aside>
    </div>
  )
}
