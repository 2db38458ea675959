import { Controls, Description, Heading, Primary, Source, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks'
import { usageByTitle } from './usage.js'

/** The components' docs page: Storybook's usual blocks, with usage snippets (React and script tag) before the demo. */
export function UsageDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta'])
  const usage = usageByTitle[preparedMeta.title]
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      {usage ? (
        <>
          <Heading>Usage</Heading>
          <Source code={usage.react} language="tsx" />
          <p>On any website, with the script tag (attributes are the props in kebab case; lists are comma-separated):</p>
          <Source code={usage.html} language="html" />
        </>
      ) : null}
      <Primary />
      <Controls />
      <Stories />
    </>
  )
}
