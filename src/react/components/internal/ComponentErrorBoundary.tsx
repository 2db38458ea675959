import { Component, type ReactNode } from 'react'

type Props = { fallback: (reset: () => void) => ReactNode; children: ReactNode }

/** Keeps a component's failure (e.g. data it cannot draw) inside that component: the host app goes on. */
export class ComponentErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children
  }
}
