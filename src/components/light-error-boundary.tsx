import { Component, type ReactNode } from 'react';

type Props = {
  fallback: (error: unknown, reset: () => void) => ReactNode;
  onReset?: () => void;
  /** A change of any value clears the error, e.g. the path after navigating away. */
  resetKeys: readonly unknown[];
  children: ReactNode;
};
type State = { error: unknown; keys: readonly unknown[] };
const NONE = Symbol('no error');

/**
 * A minimal boundary for the first-load bundle (route level, search page), where
 * react-error-boundary's extra kilobyte would break the 100 kB budget. Panels in other pages
 * use react-error-boundary.
 */
export class LightErrorBoundary extends Component<Props, State> {
  override state: State = { error: NONE, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    const changed = props.resetKeys.some((key, i) => !Object.is(key, state.keys[i]));
    return changed ? { error: NONE, keys: props.resetKeys } : null;
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: NONE });
  };

  override render() {
    return this.state.error === NONE
      ? this.props.children
      : this.props.fallback(this.state.error, this.reset);
  }
}
