import type { StorybookConfig } from '@storybook/react-vite'
import type { PluginOption } from 'vite'

// Plugins that only make sense for the library build (type declarations), never for Storybook.
const libraryOnlyPlugins = /dts/i

function withoutLibraryPlugins(plugins: PluginOption[] | undefined): PluginOption[] | undefined {
  return plugins?.map((plugin) => {
    if (Array.isArray(plugin)) return withoutLibraryPlugins(plugin)
    if (plugin && typeof plugin === 'object' && 'name' in plugin && libraryOnlyPlugins.test(plugin.name)) return false
    return plugin
  })
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.@(mdx|stories.tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  // The msw worker script lives in public/ and is served next to iframe.html.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // Controls from the components' TypeScript props: react-docgen-typescript follows imported and intersected types
  // (ComponentProps, the labels types), which react-docgen cannot, and lists string-literal unions as options, so
  // `theme` gets a radio, `unstyled` a toggle and `labels` an object editor.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // React's own props (key, ref, DOM attributes) are not the components' API.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  // vite.config.ts describes the library build. Storybook already leaves out its `build` section (but for the
  // target); what else belongs to the library only is taken out here, so Storybook builds an app.
  async viteFinal(viteConfig) {
    const { publicDir: _publicDir, ...rest } = viteConfig
    return { ...rest, build: { ...viteConfig.build, lib: false }, plugins: withoutLibraryPlugins(viteConfig.plugins) }
  },
}

export default config
