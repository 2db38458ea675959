// In real Chromium: the chevrons of dropdowns and disclosures point down (or up, while open) in right-to-left pages
// as in left-to-right ones. Each is drawn as two borders of a small box turned 45°; where it points is worked out from
// the borders it has and the transform the browser computes, with the components' own stylesheets.
import { afterEach, describe, expect, it } from 'vitest'
import adminPanel from '../../src/react/components/AdminPanel/AdminPanel.css?raw'
import connectAndSign from '../../src/react/components/ConnectAndSign/ConnectAndSign.css?raw'
import leaderboard from '../../src/react/components/Leaderboard/Leaderboard.css?raw'
import profileEditor from '../../src/react/components/ProfileEditor/ProfileEditor.css?raw'
import { ensureStyles } from '../../src/react/styles/ensureStylesheet.js'

type Chevron = { name: string; css: string; markup: string; selector: string; pseudo?: '::after'; open?: { markup: string; points: 'up' } }

const chevrons: Chevron[] = [
  { name: "Leaderboard's period", css: leaderboard, markup: '<span class="ek-leaderboard__period"><select class="ek-leaderboard__period-select"></select></span>', selector: '.ek-leaderboard__period', pseudo: '::after' },
  { name: "AdminPanel's section picker", css: adminPanel, // Shown in a narrow panel, where it takes the tabs' place.
    markup: '<div class="ek-admin-panel__picker" style="display: block"><select class="ek-admin-panel__select"></select></div>', selector: '.ek-admin-panel__picker', pseudo: '::after' },
  {
    name: "ConnectAndSign's account menu",
    css: connectAndSign,
    markup: '<button class="ek-connect-and-sign__address" aria-expanded="false">Priya<span class="ek-connect-and-sign__chevron"></span></button>',
    selector: '.ek-connect-and-sign__chevron',
    open: { markup: '<button class="ek-connect-and-sign__address" aria-expanded="true">Priya<span class="ek-connect-and-sign__chevron"></span></button>', points: 'up' },
  },
  {
    name: "ProfileEditor's groups",
    css: profileEditor,
    markup: '<div class="ek-profile-editor__group" data-state="open"><button class="ek-profile-editor__toggle">Links</button></div>',
    selector: '.ek-profile-editor__toggle',
    pseudo: '::after',
    // Closed, it points up.
    open: { markup: '<div class="ek-profile-editor__group" data-state="closed"><button class="ek-profile-editor__toggle">Links</button></div>', points: 'up' },
  },
]

/** Where the corner the two borders make points once turned: 'down', 'up', 'left' or 'right'. */
function pointing(host: HTMLElement, selector: string, pseudo: '::after' | undefined): string {
  const element = host.querySelector(selector)!
  const style = getComputedStyle(element, pseudo)
  const x = parseFloat(style.borderRightWidth) > 0 ? 1 : parseFloat(style.borderLeftWidth) > 0 ? -1 : 0
  const y = parseFloat(style.borderBottomWidth) > 0 ? 1 : parseFloat(style.borderTopWidth) > 0 ? -1 : 0
  if (x === 0 || y === 0) throw new Error(`${selector}${pseudo ?? ''} is not drawn with two borders`)
  const [a = 1, b = 0, c = 0, d = 1] = (style.transform.match(/matrix\(([^)]+)\)/)?.[1] ?? '1, 0, 0, 1').split(',').map(Number)
  const [px, py] = [a * x + c * y, b * x + d * y]
  if (Math.abs(px) > Math.abs(py)) return px > 0 ? 'right' : 'left'
  return py > 0 ? 'down' : 'up'
}

function render(markup: string, dir: 'ltr' | 'rtl', css: string): HTMLElement {
  const host = document.createElement('div')
  host.className = 'ek-root'
  host.dir = dir
  host.innerHTML = markup
  document.body.append(host)
  ensureStyles(host, undefined, css)
  return host
}

afterEach(() => document.body.replaceChildren())

describe('chevrons', () => {
  it.each(chevrons.map((chevron) => [chevron.name, chevron] as const))('%s chevron points the same way left-to-right and right-to-left', (_, { css, markup, selector, pseudo, open }) => {
    for (const dir of ['ltr', 'rtl'] as const) {
      expect(pointing(render(markup, dir, css), selector, pseudo), dir).toBe('down')
      if (open) expect(pointing(render(open.markup, dir, css), selector, pseudo), `${dir}, turned`).toBe(open.points)
    }
  })
})
