// Lists Content-Security-Policy violations on the page (there should be none).
const list = document.getElementById('violations')
document.addEventListener('securitypolicyviolation', (event) => {
  const item = document.createElement('li')
  item.textContent = `${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile || 'page'}:${event.lineNumber})`
  list?.append(item)
})
