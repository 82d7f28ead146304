import { useEffect, useState } from 'react';
import { AnalyticsView, useAnalyticsShown } from './analytics-view';
import { ApiError, editorApi } from './api';
import type { EditorConfig } from './config';
import { Editor } from './editor';
import { FulfilmentView, useFulfilmentShown } from './fulfilment-view';
import type { ThemeData } from './types';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; data: ThemeData }
  | { status: 'failed'; message: string };

/** Loads the applied theme, then shows the editor. */
export function App({ config }: { config: EditorConfig }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const analyticsShown = useAnalyticsShown();
  const fulfilmentShown = useFulfilmentShown();

  useEffect(() => {
    editorApi.theme().then(
      (data) => setLoad({ status: 'ready', data }),
      (error) =>
        setLoad({
          status: 'failed',
          message: error instanceof ApiError ? error.message : 'Something went wrong',
        }),
    );
  }, []);

  if (analyticsShown) return <AnalyticsView />;
  if (fulfilmentShown) return <FulfilmentView />;
  if (load.status === 'loading') return <p className="app-message">Loading the theme…</p>;
  if (load.status === 'failed') {
    return (
      <p className="app-message banner banner--error" role="alert">
        {load.message}
      </p>
    );
  }
  return <Editor data={load.data} storefrontUrl={config.storefrontUrl ?? load.data.storefrontUrl ?? ''} />;
}
