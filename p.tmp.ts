import { createSandbox } from './src/sandbox/createSandbox.js'
import { createSandboxSession } from './src/sandbox/createSandboxSession.js'
import { demo } from './src/sandbox/demo.js'
const sandbox = createSandbox({})
const admin = await createSandboxSession(sandbox, demo.accounts.admin.privateKey)
const auth = new URLSearchParams({ address: admin.address, signature: admin.signature })
const path = `/api/entities/aurora-guild/users/0x${'00'.repeat(19)}01/metrics/xp`
let t = performance.now()
for (let i = 0; i < 1000; i++) await sandbox.fetch(new Request(`http://x${path}?${auth}`, { method: 'POST', body: '{"count":1}' }))
console.log('in-process 1000 writes', performance.now() - t)
t = performance.now()
for (let i = 0; i < 1000; i++) await (await sandbox.fetch(new Request(`http://x/api/entities/aurora-guild/metrics?${auth}`))).text()
console.log('in-process 1000 reads', performance.now() - t)
