import { demo } from '../../service/seed/demo.js'
import type { DemoSessions } from './registerDemoSessions.js'
import type { TourStep } from './tourSteps.js'

const variables = { member: 'MEMBER', admin: 'ADMIN', owner: 'OWNER' } as const

/** The tour as text to paste into a POSIX shell: session variables first, then one commented curl command per step. */
export function formatTour(url: string, steps: readonly TourStep[], { sessions }: DemoSessions): string {
  const { member, admin, owner } = sessions
  const lines = [
    'Try it: paste these lines into a terminal.',
    '',
    '# The demo accounts. PUBLIC DEMO KEYS, published with engagekit: never use them for anything of value.',
    ...Object.entries(demo.accounts).map(([role, key]) => `#   ${role.padEnd(6)}  ${key.address}  private key ${key.privateKey}`),
    '# Sessions (address + registered signature) of the demo member, admin and owner, made with these keys at start:',
    `${variables.member}='address=${member.address}&signature=${member.signature}'`,
    `${variables.admin}='address=${admin.address}&signature=${admin.signature}'`,
    `${variables.owner}='address=${owner.address}&signature=${owner.signature}'`,
  ]
  for (const step of steps) lines.push('', `# ${step.title}`, curlCommand(url, step))
  return `${lines.join('\n')}\n`
}

function curlCommand(url: string, step: TourStep): string {
  const session = step.as ? `${step.path.includes('?') ? '&' : '?'}$${variables[step.as]}` : ''
  const target = `${url}${step.path}${session}`
  // Double quotes let the shell expand the session variable; a plain URL needs no quoting unless it has a query.
  const quoted = session ? `"${target}"` : target.includes('?') || target.includes('&') ? `'${target}'` : target
  if (step.method === 'GET') return `curl ${quoted}`
  const body = step.body ? ` -H 'content-type: application/json' -d '${JSON.stringify(step.body)}'` : ''
  // -i shows the status line, which is the point of the refused-and-accepted pair.
  return `curl -i -X ${step.method}${body} ${quoted}`
}
