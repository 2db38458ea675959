// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { configure } from './config.js'
import { iframe } from './iframe.js'

afterEach(() => {
  configure({ ipfsGateways: undefined })
  document.body.replaceChildren()
})

const frameUrl = (frame: { element: HTMLIFrameElement }) => new URL(frame.element.src)

describe('EngageKit.iframe', () => {
  it("hands the page's IPFS gateways to a framed component that shows pictures, so it asks no other", () => {
    configure({ baseUrl: 'https://engage.example.org', ipfsGateways: ['https://gateway.example.org/ipfs/', 'https://engage.example.org/ipfs/'] })
    const card = iframe(document.body, { component: 'dynft-card', origin: 'https://engage.example.org' })
    expect(frameUrl(card).searchParams.get('gateways')).toBe('https://gateway.example.org/ipfs/,https://engage.example.org/ipfs/')
    // The frame's own props win.
    const editor = iframe(document.body, { component: 'profile-editor', origin: 'https://engage.example.org', props: { gateways: ['https://mine.example.org/ipfs/'] } })
    expect(frameUrl(editor).searchParams.get('gateways')).toBe('https://mine.example.org/ipfs/')
    // A component without pictures gets no such parameter.
    expect(frameUrl(iframe(document.body, { component: 'metrics-panel', origin: 'https://engage.example.org' })).searchParams.has('gateways')).toBe(false)
  })
})
