// Creates the iframes: sized by their content, talking only to their own origin, signed in as this page is.
function whenReady(run) {
  if (window.EngageKit) run(window.EngageKit)
  else document.addEventListener('engagekit:ready', (event) => run(event.detail), { once: true })
}

const embedOrigin = new URLSearchParams(window.location.search).get('embedOrigin') ?? undefined
const log = document.getElementById('events')

whenReady((EngageKit) => {
  const frames = [
    EngageKit.iframe(document.getElementById('metrics-frame'), { component: 'metrics-panel', origin: embedOrigin, shareSession: true }),
    EngageKit.iframe(document.getElementById('level-frame'), { component: 'level-progress', origin: embedOrigin, shareSession: true }),
  ]
  for (const frame of frames) {
    for (const name of ['signed-in', 'signed-out', 'error', 'level-up', 'sign-in-request']) {
      frame.element.addEventListener(`engagekit:${name}`, (event) => {
        const item = document.createElement('li')
        item.textContent = `${frame.element.title}: ${event.type} ${JSON.stringify(event.detail ?? null)}`
        log?.prepend(item)
      })
    }
  }
  window.engagekitFrames = frames
})
