import type { Viewport } from '@vitrine/contract/editor-protocol';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AddSection } from './add-section';
import { frameUrl, hasParams, previewPath, VIEWPORT_WIDTHS } from './frame';
import {
  configMessage,
  eventFor,
  fontMessage,
  messageFor,
  readNavigation,
  sectionEvent,
  storefrontOrigin,
  viewportMessage,
} from './messages';
import { SectionList, sectionLabel } from './section-list';
import { SectionSettings } from './section-settings';
import { changedGlobals, currentSections, type EditorAction, hasUnsavedChanges, initialState } from './state';
import { StorefrontUrl } from './storefront-url';
import { ThemeSettings } from './theme-settings';
import { TopBar } from './top-bar';
import type { Globals, ThemeData, ThemePage } from './types';
import { useEditorState } from './use-editor';
import { useFrame } from './use-frame';
import { usePages } from './use-pages';
import { useSave } from './use-save';
import { useUnsavedWarning } from './use-unsaved-warning';
import { newSection } from './values';

export function Editor({ data, storefrontUrl }: { data: ThemeData; storefrontUrl: string }) {
  const origin = useMemo(() => storefrontOrigin(storefrontUrl, window.location.href), [storefrontUrl]);
  const startPage = data.pages.find((page) => page.value === 'home') ?? data.pages[0];
  const { state, apply, current } = useEditorState(() => initialState(data.globals));
  const { frame, post, postLater, cancel, setReady } = useFrame(origin);
  const { save, saving, error: saveError } = useSave(current, apply);
  const [viewport, setViewport] = useState<Viewport>('desktop');
  const viewportNow = useRef(viewport);
  const [tab, setTab] = useState<'section' | 'theme'>('section');
  const [frameLoad, setFrameLoad] = useState({
    path: startPage ? previewPath(startPage, data.pages) : '',
    count: 0,
  });
  const [waitingFor, setWaitingFor] = useState<ThemePage | null>(null);

  /** Brings a freshly (re)loaded frame up to date with everything not saved yet. */
  const syncFrame = useCallback(() => {
    const now = current();
    if (now.page && now.drafts[now.page]) post(sectionEvent('update', now.page, currentSections(now)));
    if (Object.keys(changedGlobals(now)).length > 0) {
      post(configMessage(now.globals));
      if (now.globals.font_family) post(fontMessage(now.globals.font_family));
    }
    if (viewportNow.current !== 'desktop') post(viewportMessage(viewportNow.current));
  }, [current, post]);

  const { openPage, error: pageError } = usePages(data.pages, current, apply, syncFrame);

  useEffect(() => {
    if (startPage) void openPage(startPage.value);
  }, [openPage, startPage]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const navigation = readNavigation(event, origin);
      if (!navigation) return;
      setReady(true);
      setWaitingFor((waiting) => (waiting?.value === navigation.pageType ? null : waiting));
      void openPage(navigation.pageType);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, origin, openPage, setReady]);

  const unsaved = hasUnsavedChanges(state);
  useUnsavedWarning(unsaved);

  const edit = useCallback(
    (action: EditorAction) => {
      const next = apply(action);
      const message = messageFor(action, next);
      if (!message) return;
      if (eventFor(action)?.debounce) {
        const { page, index } = message;
        postLater('sections', () => {
          const now = current();
          return now.page === page ? sectionEvent('update', page, currentSections(now), index) : undefined;
        });
      } else {
        // This message carries the whole list, so a pending typing update has nothing left to say.
        cancel('sections');
        post(message);
      }
    },
    [apply, current, post, postLater, cancel],
  );

  const changeGlobal = (id: keyof Globals, value: string | boolean) => {
    const next = apply({ type: 'set-global', id, value });
    if (id === 'font_family') post(fontMessage(String(value)));
    else if (id === 'disable_cart') post(configMessage(next.globals));
    else postLater('config', () => configMessage(current().globals));
  };

  const choosePage = (value: string) => {
    const page = data.pages.find((p) => p.value === value);
    if (!page) return;
    setReady(false);
    setFrameLoad((load) => ({ path: previewPath(page, data.pages), count: load.count + 1 }));
    // A page that needs a product (or the like) opens once the merchant picks one in the preview.
    setWaitingFor(hasParams(page.path) ? page : null);
    if (!hasParams(page.path)) void openPage(value);
  };

  const changeViewport = (next: Viewport) => {
    setViewport(next);
    viewportNow.current = next;
    post(viewportMessage(next));
  };

  const sections = currentSections(state);
  const hasDraft = state.page !== null && state.drafts[state.page] !== undefined;
  const selected = state.selected === null ? undefined : sections[state.selected];
  const sectionEvents = (event: 'drag-start' | 'drag-end', index?: number) => {
    if (state.page) post(sectionEvent(event, state.page, sections, index));
  };
  const width = VIEWPORT_WIDTHS[viewport];

  return (
    <StorefrontUrl.Provider value={storefrontUrl}>
      <div className="editor">
        <TopBar
          themeName={data.theme.name}
          pages={data.pages}
          page={state.page}
          onPage={choosePage}
          viewport={viewport}
          onViewport={changeViewport}
          unsaved={unsaved}
          saving={saving}
          onSave={() => void save()}
        />
        {saveError ? (
          <p className="banner banner--error" role="alert">
            {saveError}
          </p>
        ) : null}
        <div className="editor__body">
          <aside className="panel panel--left" aria-label="Sections">
            <h2>Sections</h2>
            {waitingFor ? (
              <p className="hint">Open an item in the preview to edit “{waitingFor.text}”.</p>
            ) : null}
            {pageError ? <p className="banner banner--error">{pageError}</p> : null}
            {hasDraft ? (
              <>
                <SectionList
                  sections={sections}
                  schemas={data.sections}
                  selected={state.selected}
                  onSelect={(index) => {
                    setTab('section');
                    edit({ type: 'select', index });
                  }}
                  onMove={(from, to) => edit({ type: 'move-section', from, to })}
                  onRemove={(index) => edit({ type: 'remove-section', index })}
                  onDragStart={(index) => sectionEvents('drag-start', index)}
                  onDragEnd={() => sectionEvents('drag-end')}
                />
                <AddSection
                  schemas={data.sections}
                  onAdd={(schema) => {
                    setTab('section');
                    edit({ type: 'add-section', section: newSection(schema) });
                  }}
                />
              </>
            ) : (
              <p className="muted">{state.page ? 'This page has no theme sections to edit.' : 'Loading…'}</p>
            )}
          </aside>
          <main className="preview">
            <div className="preview__frame" style={{ width: width ? `${width}px` : '100%' }}>
              <iframe
                key={frameLoad.count}
                ref={frame}
                title="Storefront preview"
                src={frameUrl(storefrontUrl, frameLoad.path)}
              />
            </div>
          </main>
          <aside className="panel panel--right" aria-label="Settings">
            <div className="tabs" role="tablist">
              <button
                type="button"
                role="tab"
                aria-selected={tab === 'section'}
                onClick={() => setTab('section')}
              >
                Section
              </button>
              <button
                type="button"
                role="tab"
                aria-selected={tab === 'theme'}
                onClick={() => setTab('theme')}
              >
                Theme
              </button>
            </div>
            {tab === 'theme' ? (
              <ThemeSettings globals={state.globals} schema={data.globalSchema} onChange={changeGlobal} />
            ) : selected && state.selected !== null ? (
              <SectionSettings
                key={`${state.page}-${state.selected}`}
                section={selected}
                index={state.selected}
                schema={data.sections.find((schema) => schema.name === selected.name)}
                onEdit={edit}
              />
            ) : (
              <p className="muted">
                {sections.length > 0
                  ? 'Select a section to edit its settings.'
                  : 'Add a section to start building this page.'}
              </p>
            )}
          </aside>
        </div>
        <span className="visually-hidden" aria-live="polite">
          {selected ? `Selected ${sectionLabel(selected, data.sections)}` : ''}
        </span>
      </div>
    </StorefrontUrl.Provider>
  );
}
