// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { EngagementProvider } from '../../src/react/EngagementProvider.js'
import { useSession } from '../../src/react/useSession.js'

function Status() {
  const { status, session } = useSession()
  return <p>{`${status}:${session ? 'session' : 'none'}`}</p>
}

describe('EngagementProvider on the server', () => {
  it('renders without a window or storage, signed out', () => {
    expect(typeof window).toBe('undefined')
    const html = renderToString(
      <EngagementProvider baseUrl="https://engage.test">
        <Status />
      </EngagementProvider>,
    )
    expect(html).toContain('disconnected:none')
  })

  it('renders a controlled session as signed in', () => {
    const html = renderToString(
      <EngagementProvider baseUrl="https://engage.test" session={{ address: '0x0000000000000000000000000000000000000001', signature: '0x01' }}>
        <Status />
      </EngagementProvider>,
    )
    expect(html).toContain('signed-in:session')
  })
})
