// How each component is used in an app and on any website: the snippets the docs pages show above the stories.

/** A component's usage snippets: React (inside an EngagementProvider) and the script-tag element. */
export type Usage = { react: string; html: string }

const provider = (name: string, body: string, more = '') => `import { EngagementProvider, ${name}${more} } from 'engagekit/react'

export function App() {
  return (
    <EngagementProvider baseUrl="https://engage.example.com" entityId="aurora-guild">
${body
  .split('\n')
  .map((line) => `      ${line}`)
  .join('\n')}
    </EngagementProvider>
  )
}`

const script = (body: string) => `<script async src="https://cdn.example.com/engagekit/engagekit.js"
        data-base-url="https://engage.example.com" data-entity-id="aurora-guild"></script>

${body}`

/** Usage by story title. */
export const usageByTitle: Readonly<Record<string, Usage>> = {
  'Components/ConnectAndSign': {
    react: provider('ConnectAndSign', '<ConnectAndSign signInOnConnect disconnectOnSignOut={false} />'),
    html: script('<engage-connect sign-in-on-connect></engage-connect>'),
  },
  'Components/MetricsPanel': {
    react: provider(
      'MetricsPanel',
      `<MetricsPanel
  metrics={['xp', 'contributions']}
  defaultSort={{ key: 'value', direction: 'descending' }}
  incrementBy={1} // admins and owners get a +1 button
/>`,
    ),
    html: script('<engage-metrics-panel metrics="xp,contributions" increment-by="1"></engage-metrics-panel>'),
  },
  'Components/Achievements': {
    react: provider('Achievements', '<Achievements onEarned={(achievement) => console.log(`earned ${achievement.name}!`)} />'),
    html: script(`<engage-achievements></engage-achievements>
<script>
  document.addEventListener('engagekit:achievement-earned', (event) => console.log(event.detail.achievement))
</script>`),
  },
  'Components/LevelProgress': {
    react: provider('LevelProgress', '<LevelProgress xpMetric="xp" onLevelUp={(level) => console.log(`level ${level}!`)} />'),
    html: script(`<engage-level-progress xp-metric="xp"></engage-level-progress>
<script type="module">
  document.addEventListener('engagekit:level-up', (event) => console.log(event.detail))
</script>`),
  },
  'Components/DyNftCard': {
    react: provider(
      'DyNftCard',
      `<DyNftCard /> {/* the signed-in user's NFT in the provider's entity */}
<DyNftGallery scope="all" /> {/* every NFT of the user, in every entity */}`,
      ', DyNftGallery',
    ),
    html: script(`<engage-dynft-card view="card"></engage-dynft-card>
<engage-dynft-card scope="all"></engage-dynft-card>`),
  },
  'Components/SkillTree': {
    react: provider('SkillTree', '<SkillTree defaultExpanded onSelect={(skill) => console.log(skill.name)} />'),
    html: script('<engage-skill-tree default-expanded></engage-skill-tree>'),
  },
  'Components/ProfileEditor': {
    react: provider(
      'ProfileEditor',
      `<ProfileEditor fields={['name', 'subtitle', 'imageUrl', 'website']} required={['name']} onSaved={(profile) => console.log(profile)} />`,
    ),
    html: script(`<engage-profile-editor fields="name,subtitle,imageUrl,website" required="name"></engage-profile-editor>`),
  },
  'Components/EngagementToasts': {
    react: provider('EngagementToasts', `<LevelProgress />
<EngagementToasts minAward={100} />`, ', LevelProgress'),
    html: script(`<engage-level-progress></engage-level-progress>
<engage-toasts min-award="100"></engage-toasts>`),
  },
}
