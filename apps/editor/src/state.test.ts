import { describe, expect, it } from 'vitest';
import {
  changedGlobals,
  currentSections,
  type EditorAction,
  type EditorState,
  editorReducer,
  hasUnsavedChanges,
  initialState,
} from './state';
import type { PageSection } from './types';

const section = (name: string, title = name): PageSection => ({ name, props: { title: { value: title } } });
const names = (state: EditorState) => currentSections(state).map((s) => s.name);

function homeWith(sections: PageSection[]): EditorState {
  const loaded = editorReducer(initialState({ primary_color: '#7043f7' }), {
    type: 'page-loaded',
    page: 'home',
    sections,
  });
  return editorReducer(loaded, { type: 'show-page', page: 'home' });
}

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);

describe('editor state', () => {
  const home = homeWith([section('a'), section('b'), section('c')]);

  it('starts clean on a loaded page', () => {
    expect(names(home)).toEqual(['a', 'b', 'c']);
    expect(hasUnsavedChanges(home)).toBe(false);
  });

  it('adds a section at the end and selects it', () => {
    const next = run(home, { type: 'add-section', section: section('d') });
    expect(names(next)).toEqual(['a', 'b', 'c', 'd']);
    expect(next.selected).toBe(3);
    expect(hasUnsavedChanges(next)).toBe(true);
  });

  it('removes a section and keeps the selection on the same section', () => {
    const selectedC = run(home, { type: 'select', index: 2 });
    const next = run(selectedC, { type: 'remove-section', index: 0 });
    expect(names(next)).toEqual(['b', 'c']);
    expect(next.selected).toBe(1);
    expect(run(selectedC, { type: 'remove-section', index: 2 }).selected).toBeNull();
  });

  it('reorders, and the selection follows the moved section', () => {
    const selectedA = run(home, { type: 'select', index: 0 });
    const next = run(selectedA, { type: 'move-section', from: 0, to: 2 });
    expect(names(next)).toEqual(['b', 'c', 'a']);
    expect(next.selected).toBe(2);
    const up = run(home, { type: 'select', index: 1 }, { type: 'move-section', from: 2, to: 0 });
    expect(names(up)).toEqual(['c', 'a', 'b']);
    expect(up.selected).toBe(2);
  });

  it('ignores moves out of range', () => {
    expect(run(home, { type: 'move-section', from: 0, to: 3 })).toBe(home);
    expect(run(home, { type: 'move-section', from: -1, to: 0 })).toBe(home);
  });

  it('updates one prop and keeps its other keys', () => {
    const typed = homeWith([{ name: 'x', props: { title: { type: 'text', value: 'Old' } } }]);
    const next = run(typed, { type: 'set-prop', index: 0, id: 'title', value: 'New' });
    expect(currentSections(next)[0].props.title).toEqual({ type: 'text', value: 'New' });
    expect(currentSections(typed)[0].props.title?.value).toBe('Old');
  });

  it('is clean again when an edit is undone by hand', () => {
    const edited = run(home, { type: 'set-prop', index: 0, id: 'title', value: 'z' });
    expect(hasUnsavedChanges(edited)).toBe(true);
    expect(hasUnsavedChanges(run(edited, { type: 'set-prop', index: 0, id: 'title', value: 'a' }))).toBe(
      false,
    );
  });

  it('adds, edits, reorders and removes blocks', () => {
    const block = (author: string) => ({ type: 'quote', props: { author: { value: author } } });
    const next = run(
      home,
      { type: 'add-block', index: 1, block: block('x') },
      { type: 'add-block', index: 1, block: block('y') },
      { type: 'set-block-prop', index: 1, block: 0, id: 'author', value: 'X' },
      { type: 'move-block', index: 1, from: 1, to: 0 },
    );
    const authors = (state: EditorState) =>
      currentSections(state)[1].blocks?.map((b) => b.props.author?.value);
    expect(authors(next)).toEqual(['y', 'X']);
    expect(authors(run(next, { type: 'remove-block', index: 1, block: 0 }))).toEqual(['X']);
    expect(currentSections(next)[0].blocks).toBeUndefined();
  });

  it('keeps an unsaved draft when its page is loaded again, and each page its own draft', () => {
    const edited = run(home, { type: 'remove-section', index: 0 });
    const reloaded = run(
      edited,
      { type: 'page-loaded', page: 'home', sections: [section('server')] },
      { type: 'page-loaded', page: 'faq', sections: [section('faq')] },
      { type: 'show-page', page: 'faq' },
    );
    expect(names(reloaded)).toEqual(['faq']);
    expect(names(run(reloaded, { type: 'show-page', page: 'home' }))).toEqual(['b', 'c']);
    expect(hasUnsavedChanges(reloaded)).toBe(true);
  });

  it('is clean after a save, unless edited while saving', () => {
    const edited = run(home, { type: 'remove-section', index: 0 });
    const sent = currentSections(edited);
    const saved = run(edited, { type: 'page-saved', page: 'home', sent, sections: sent });
    expect(hasUnsavedChanges(saved)).toBe(false);
    const editedMeanwhile = run(edited, { type: 'remove-section', index: 0 });
    const late = run(editedMeanwhile, { type: 'page-saved', page: 'home', sent, sections: sent });
    expect(names(late)).toEqual(['c']);
    expect(hasUnsavedChanges(late)).toBe(true);
  });

  it('tracks changed globals until saved', () => {
    const next = run(home, { type: 'set-global', id: 'primary_color', value: '#000000' });
    expect(changedGlobals(next)).toEqual({ primary_color: '#000000' });
    const saved = run(next, { type: 'globals-saved', sent: next.globals, globals: next.globals });
    expect(changedGlobals(saved)).toEqual({});
    expect(hasUnsavedChanges(saved)).toBe(false);
  });

  it('treats a colour set back in other letter case as unchanged', () => {
    const next = run(home, { type: 'set-global', id: 'primary_color', value: '#7043F7' });
    expect(changedGlobals(next)).toEqual({});
  });

  it('does nothing to sections before a page is shown', () => {
    const empty = initialState({});
    expect(run(empty, { type: 'add-section', section: section('a') })).toBe(empty);
  });
});
