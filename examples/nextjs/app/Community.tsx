'use client'
// Client components: engagekit/react starts with 'use client', and so does this file, which passes functions and
// state to them. The queries find the server's prefetched entries, so they render at once and fetch nothing.
import type { Session } from 'engagekit'
import { ConnectAndSign, DyNftGallery, EngagementProvider, LevelProgress, MetricsPanel, ProfileEditor, SkillTree } from 'engagekit/react'
import { useState } from 'react'

type CommunityProps = { baseUrl: string; entityId: string; session: Session }

export function Community({ baseUrl, entityId, session }: CommunityProps) {
  const [saved, setSaved] = useState(false)
  return (
    <EngagementProvider
      baseUrl={baseUrl}
      entityId={entityId}
      // The app's own session (controlled mode): no wallet prompt, the server already knows who this is.
      session={session}
      // app/layout.tsx links engagekit/styles.css.
      injectStyles={false}
      // The sandbox draws its demo images itself.
      ipfsGateways={[`${baseUrl}/ipfs/`]}
    >
      <header className="example__header">
        <div>
          <h1>engagekit with Next.js</h1>
          <p>
            Rendered on the server with the community&rsquo;s data and styled by a linked stylesheet, then hydrated. You are signed in as the sandbox&rsquo;s
            demo member.
          </p>
        </div>
        <ConnectAndSign />
      </header>
      <div className="example__grid">
        <MetricsPanel headingLevel={2} />
        <div className="example__stack">
          <LevelProgress />
          <SkillTree headingLevel={2} />
        </div>
        <div className="example__wide">
          <DyNftGallery headingLevel={2} />
        </div>
        <div className="example__wide">
          <ProfileEditor onSaved={() => setSaved(true)} />
          {saved ? (
            <p className="example__saved" role="status">
              Profile saved.
            </p>
          ) : null}
        </div>
      </div>
    </EngagementProvider>
  )
}
