import { QueryClientProvider } from '../query';
import { Provider as JotaiProvider } from 'jotai';
import { Component, type ComponentType, type ReactNode } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { I18nextProvider } from '../i18n';
import { BrowserRouter } from '../routing';
import singleSpaReact from 'single-spa-react';

import { addNamespace, i18n } from '../i18n/i18n';
import type { Translations } from '../i18n/unflatten';
import { queryClient } from '../query/query-client';
import { domusStore } from '../store/store';
import { RemoteFallback } from './remote-fallback';

export interface RemoteSpaOptions {
  /** Folder name, e.g. `mf-listings`. */
  remote: string;
  /** i18n namespace, e.g. `listings`. */
  namespace: string;
  /** The texts the remote ships, per language; the API's texts override them. */
  locales: Record<string, Translations>;
  /** The remote's `<Routes>`, below the prefixes the shell gives it. */
  Routes: ComponentType;
}

class RenderBoundary extends Component<{ remote: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`[${this.props.remote}] render failed`, error);
  }

  render() {
    if (this.state.failed)
      return <RemoteFallback remote={this.props.remote} onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}

/**
 * single-spa-react lifecycles for a remote, with the page's singletons (store, query client,
 * i18n) around its routes. Each parcel is its own React root, so providers are set here.
 */
export function createRemoteSpa({ remote, namespace, locales, Routes }: RemoteSpaOptions) {
  addNamespace(namespace, locales);
  const Root = () => (
    <RenderBoundary remote={remote}>
      <JotaiProvider store={domusStore}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n} defaultNS={namespace}>
            <BrowserRouter>
              <Routes />
            </BrowserRouter>
          </I18nextProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </RenderBoundary>
  );
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    renderType: 'createRoot',
    // Root renders its own RenderBoundary (with Retry), which single-spa-react cannot see.
    suppressComponentDidCatchWarning: true,
  });
}
