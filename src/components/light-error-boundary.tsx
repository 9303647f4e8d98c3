import { Component, type ReactNode } from 'react';

type Props = {
  fallback: (error: unknown, reset: () => void) => ReactNode;
  onReset?: () => void;
  /** A change of any value clears the error, e.g. the path after navigating away. */
  resetKeys: readonly unknown[];
  children: ReactNode;
};
type State = { error: unknown };
const NONE = Symbol('no error');

/**
 * A minimal boundary for the first-load bundle (route level, search page), where
 * react-error-boundary's extra kilobyte would break the 100 kB budget. Panels in other pages
 * use react-error-boundary.
 */
export class LightErrorBoundary extends Component<Props, State> {
  override state: State = { error: NONE };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  // Only an error already shown is cleared by new keys: one thrown while rendering for the new
  // keys (a page whose code failed to load after a navigation) must stay on screen.
  override componentDidUpdate(previousProps: Props, previousState: State) {
    if (this.state.error === NONE || previousState.error === NONE) return;
    const { resetKeys } = this.props;
    if (resetKeys.some((key, i) => !Object.is(key, previousProps.resetKeys[i]))) this.reset();
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
