// The index page's script: logs the widget's events and mounts one component from code.
function whenReady(run) {
  if (window.EngageKit) run(window.EngageKit)
  else document.addEventListener('engagekit:ready', (event) => run(event.detail), { once: true })
}

const log = document.getElementById('events')
for (const name of ['signed-in', 'signed-out', 'error', 'level-up', 'streak-extended', 'select', 'profile-saved', 'saved']) {
  document.addEventListener(`engagekit:${name}`, (event) => {
    if (!log) return
    const item = document.createElement('li')
    const where = event.target instanceof Element ? event.target.localName : 'page'
    item.textContent = `${new Date().toLocaleTimeString()} ${where} ${event.type} ${JSON.stringify(event.detail ?? null)}`
    log.prepend(item)
  })
}

whenReady((EngageKit) => {
  const target = document.getElementById('mounted')
  if (target) EngageKit.mount(target, { component: 'level-progress', theme: 'dark' })
})
