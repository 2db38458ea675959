import { QueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import {
  AdminPanel,
  CommunityCard,
  ConnectAndSign,
  DyNftGallery,
  EngagementProvider,
  EngagementToasts,
  Leaderboard,
  LevelProgress,
  MetricsPanel,
  ProfileEditor,
  SkillTree,
  type EngagementTheme,
} from '../src/react/index.js'
import { directionOf } from '../src/react/locales/supportedLocales.js'
import { demo } from '../src/service/seed/demo.js'
import { FaultsSwitch } from './FaultsSwitch.js'
import { LanguagePicker } from './LanguagePicker.js'
import { Section } from './Section.js'
import { sessionStorageForRun } from './sessionStorageForRun.js'
import { usePlaygroundLanguage } from './usePlaygroundLanguage.js'
import { ViewTabs, viewPanelId, viewTabId, type PlaygroundView } from './ViewTabs.js'
import { createPlaygroundWagmiConfig, demoWallets } from './wallets.js'

const sandboxUrl = __ENGAGEKIT_SANDBOX_URL__
const themes: EngagementTheme[] = ['auto', 'light', 'dark']

/** The view a link asks for: `#admin` opens the admin tools. */
const viewOfHash = (): PlaygroundView => (location.hash === '#admin' ? 'admin' : 'member')

/**
 * Every component against the sandbox `npm start` runs, with demo wallets and any browser wallet: the member-facing
 * ones, and in the Admin view the admin tools beside what members see.
 */
export function Playground() {
  const wagmiConfig = useMemo(createPlaygroundWagmiConfig, [])
  const storage = useMemo(() => sessionStorageForRun(__ENGAGEKIT_SANDBOX_RUN__), [])
  const queryClient = useMemo(() => new QueryClient(), [])
  const [theme, setTheme] = useState<EngagementTheme>('auto')
  const [locale, setLocale] = usePlaygroundLanguage()
  const [view, setView] = useState(viewOfHash)
  useEffect(() => {
    const follow = () => setView(viewOfHash())
    addEventListener('hashchange', follow)
    return () => removeEventListener('hashchange', follow)
  }, [])
  const show = (next: PlaygroundView) => {
    history.replaceState(null, '', next === 'admin' ? '#admin' : `${location.pathname}${location.search}`)
    setView(next)
  }
  const [events, setEvents] = useState<string[]>([])
  const log = (event: string) => setEvents((previous) => [`${new Date().toLocaleTimeString()}  ${event}`, ...previous].slice(0, 8))

  return (
    // The page follows the components' direction, so Arabic is seen as an app in Arabic would lay it out.
    <div className="pg" data-theme={theme} dir={directionOf(locale)}>
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
        <LanguagePicker locale={locale} onChange={setLocale} />
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
        locale={locale}
        // The sandbox draws its demo images itself: nothing on this page reaches a public gateway.
        ipfsGateways={[`${sandboxUrl}/ipfs/`]}
      >
        <ViewTabs view={view} onChange={show} />
        <main className="pg-grid" id={viewPanelId(view)} role="tabpanel" aria-labelledby={viewTabId(view)}>
          <Section
            step={1}
            title="Connect and sign in"
            hint={
              view === 'member'
                ? 'Pick a demo wallet, then sign the message. The admin and owner wallets may also add to counters.'
                : 'Sign in with the admin or owner demo wallet; only the owner edits the community’s settings.'
            }
            wide
          >
            <ConnectAndSign />
          </Section>
          {view === 'member' ? (
            <>
              <Section
                step={2}
                title="The community"
                hint="What anyone sees, signed in or not: a public community’s banner, members and levels to earn. Signed out, its Sign in is the page’s one call; the components below wait for it with a quiet line each."
                wide
              >
                <CommunityCard headingLevel={3} />
              </Section>
              <Section step={3} title="Metrics" hint="Your counters. Signed in as the admin, + adds 100 (try xp, and watch the level and the NFT).">
                <MetricsPanel headingLevel={3} incrementBy={100} />
              </Section>
              <Section step={4} title="Level" hint="XP towards the next level.">
                <LevelProgress onLevelUp={(level) => log(`Level up: level ${level}`)} />
              </Section>
              <Section step={5} title="Dynamic NFTs" hint="Your membership NFT: its look follows your level." wide>
                <DyNftGallery headingLevel={3} />
              </Section>
              <Section step={6} title="Skills" hint="Arrow keys move through the tree; Enter selects.">
                <SkillTree headingLevel={3} onSelect={(skill) => log(`Selected skill: ${skill.name}`)} />
              </Section>
              <Section step={7} title="Profile" hint="Edit and save your profile; it is stored in the sandbox.">
                <ProfileEditor onSaved={() => log('Profile saved')} />
              </Section>
              <Section step={8} title="Leaderboard" hint="The community ranked by a metric; your place is highlighted, or pinned below when outside the top.">
                <Leaderboard metrics={['xp', 'contributions', 'reviews']} limit={5} headingLevel={3} />
              </Section>
            </>
          ) : (
            <div className="pg-admin">
              <Section
                step={2}
                title="Manage the community"
                hint="Change a level’s XP, create a theme for your level, or add a member and give them XP under Counters: what members see follows."
              >
                <AdminPanel headingLevel={3} />
              </Section>
              <Section step={3} title="What members see" hint="Your own level and NFT, and the leaderboard, drawn by the member components.">
                <div className="pg-preview">
                  <MemberPreview title="Level">
                    <LevelProgress headingLevel={3} onLevelUp={(level) => log(`Level up: level ${level}`)} />
                  </MemberPreview>
                  <MemberPreview title="Your NFT">
                    <DyNftGallery headingLevel={3} />
                  </MemberPreview>
                  <MemberPreview title="Leaderboard">
                    <Leaderboard variant="compact" headingLevel={3} />
                  </MemberPreview>
                </div>
              </Section>
            </div>
          )}
        </main>
        {/* The member's level-ups and big awards as they happen (a bot's, an admin's on another device). */}
        <EngagementToasts />
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

/** A member-facing component in the Admin view: it draws its own title; the region is named for screen readers. */
function MemberPreview({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="pg-preview__item" aria-label={title}>
      {children}
    </section>
  )
}
