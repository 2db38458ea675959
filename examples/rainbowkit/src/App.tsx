import { ConnectButton, RainbowKitAuthenticationProvider, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { EngagementProvider, LevelProgress, MetricsPanel, ProfileEditor, SkillTree, useRainbowKitAuthentication, useSession } from 'engagekit/react'
import type { ReactNode } from 'react'
import { WagmiProvider } from 'wagmi'
import { baseUrl, client, entityId, ipfsGateways } from './service'
import { wagmiConfig } from './wagmi'

const queryClient = new QueryClient()

/** RainbowKit's sign-in step signs in to engagekit: it must sit inside EngagementProvider. */
function RainbowKitWithEngagekit({ children }: { children: ReactNode }) {
  const { adapter, status } = useRainbowKitAuthentication({ statement: 'Sign in to the Aurora Guild. This costs nothing.' })
  return (
    <RainbowKitAuthenticationProvider adapter={adapter} status={status}>
      <RainbowKitProvider>{children}</RainbowKitProvider>
    </RainbowKitAuthenticationProvider>
  )
}

function Community() {
  const { status, address } = useSession()
  return (
    <main className="example" data-session={status}>
      <header className="example__header">
        <div>
          <h1>engagekit with RainbowKit</h1>
          <p>Connect with RainbowKit and sign the message: the same signature signs you in to the community.</p>
        </div>
        <ConnectButton showBalance={false} />
      </header>
      {status === 'signed-in' && address ? (
        <div className="example__grid">
          <MetricsPanel headingLevel={2} />
          <div className="example__stack">
            <LevelProgress />
            <SkillTree headingLevel={2} />
          </div>
          <div className="example__wide">
            <ProfileEditor />
          </div>
        </div>
      ) : (
        <p className="example__hint">Connect a wallet and sign in to see your progress.</p>
      )}
    </main>
  )
}

export function App() {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <EngagementProvider baseUrl={baseUrl} client={client} entityId={entityId} ipfsGateways={ipfsGateways}>
          <RainbowKitWithEngagekit>
            <Community />
          </RainbowKitWithEngagekit>
        </EngagementProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
