import { followMove, moveItem, removeItem, replaceItem } from './list';
import type { Globals, PageBlock, PageSection, Props } from './types';

/** A page's sections as edited, beside the last version the server holds. */
interface PageDraft {
  sections: PageSection[];
  saved: PageSection[];
}

export interface EditorState {
  /** The page the panels edit: the one the preview frame shows. */
  page: string | null;
  drafts: Record<string, PageDraft>;
  selected: number | null;
  globals: Globals;
  savedGlobals: Globals;
}

export type EditorAction =
  | { type: 'page-loaded'; page: string; sections: PageSection[] }
  | { type: 'show-page'; page: string | null }
  | { type: 'select'; index: number | null }
  | { type: 'add-section'; section: PageSection }
  | { type: 'remove-section'; index: number }
  | { type: 'move-section'; from: number; to: number }
  | { type: 'set-prop'; index: number; id: string; value: unknown }
  | { type: 'add-block'; index: number; block: PageBlock }
  | { type: 'remove-block'; index: number; block: number }
  | { type: 'move-block'; index: number; from: number; to: number }
  | { type: 'set-block-prop'; index: number; block: number; id: string; value: unknown }
  | { type: 'set-global'; id: keyof Globals; value: string | boolean }
  | { type: 'page-saved'; page: string; sent: PageSection[]; sections: PageSection[] }
  | { type: 'globals-saved'; sent: Globals; globals: Globals };

export function initialState(globals: Globals): EditorState {
  return { page: null, drafts: {}, selected: null, globals, savedGlobals: globals };
}

const setValue = (props: Props, id: string, value: unknown): Props => ({
  ...props,
  [id]: { ...props[id], value },
});

function editSections(
  state: EditorState,
  edit: (sections: PageSection[]) => PageSection[],
  selected: number | null = state.selected,
): EditorState {
  const draft = state.page === null ? undefined : state.drafts[state.page];
  if (!draft || state.page === null) return state;
  const sections = edit(draft.sections);
  if (sections === draft.sections && selected === state.selected) return state;
  return { ...state, selected, drafts: { ...state.drafts, [state.page]: { ...draft, sections } } };
}

function editBlocks(state: EditorState, index: number, edit: (blocks: PageBlock[]) => PageBlock[]) {
  return editSections(state, (sections) =>
    replaceItem(sections, index, (section) => ({ ...section, blocks: edit(section.blocks ?? []) })),
  );
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'page-loaded': {
      const existing = state.drafts[action.page];
      // An unsaved draft outlives a reload of the same page; the server's copy only replaces a clean one.
      if (existing && isPageDirty(existing)) return state;
      const draft = { sections: action.sections, saved: action.sections };
      return { ...state, drafts: { ...state.drafts, [action.page]: draft } };
    }
    case 'show-page':
      return action.page === state.page ? state : { ...state, page: action.page, selected: null };
    case 'select':
      return { ...state, selected: action.index };
    case 'add-section': {
      const length = state.page ? (state.drafts[state.page]?.sections.length ?? 0) : 0;
      return editSections(state, (sections) => [...sections, action.section], length);
    }
    case 'remove-section': {
      const { selected } = state;
      const next =
        selected === action.index
          ? null
          : selected !== null && selected > action.index
            ? selected - 1
            : selected;
      return editSections(state, (sections) => removeItem(sections, action.index), next);
    }
    case 'move-section':
      return editSections(
        state,
        (sections) => moveItem(sections, action.from, action.to),
        followMove(state.selected, action.from, action.to),
      );
    case 'set-prop':
      return editSections(state, (sections) =>
        replaceItem(sections, action.index, (section) => ({
          ...section,
          props: setValue(section.props ?? {}, action.id, action.value),
        })),
      );
    case 'add-block':
      return editBlocks(state, action.index, (blocks) => [...blocks, action.block]);
    case 'remove-block':
      return editBlocks(state, action.index, (blocks) => removeItem(blocks, action.block));
    case 'move-block':
      return editBlocks(state, action.index, (blocks) => moveItem(blocks, action.from, action.to));
    case 'set-block-prop':
      return editBlocks(state, action.index, (blocks) =>
        replaceItem(blocks, action.block, (block) => ({
          ...block,
          props: setValue(block.props ?? {}, action.id, action.value),
        })),
      );
    case 'set-global':
      return { ...state, globals: { ...state.globals, [action.id]: action.value } };
    case 'page-saved': {
      const draft = state.drafts[action.page];
      if (!draft) return state;
      // Edits made while the request was out stay unsaved on top of the server's copy.
      const sections = draft.sections === action.sent ? action.sections : draft.sections;
      return { ...state, drafts: { ...state.drafts, [action.page]: { sections, saved: action.sections } } };
    }
    case 'globals-saved': {
      const globals = state.globals === action.sent ? action.globals : state.globals;
      return { ...state, globals, savedGlobals: action.globals };
    }
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function isPageDirty(draft: PageDraft): boolean {
  return draft.sections !== draft.saved && !same(draft.sections, draft.saved);
}

// #7043F7 and #7043f7 are one colour.
const sameGlobal = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a === b;

/** The global settings that differ from the saved ones. */
export function changedGlobals(state: EditorState): Globals {
  const changed: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(state.globals)) {
    if (!sameGlobal(value, state.savedGlobals[id as keyof Globals])) changed[id] = value;
  }
  return changed as Globals;
}

export function dirtyPages(state: EditorState): string[] {
  return Object.entries(state.drafts)
    .filter(([, draft]) => isPageDirty(draft))
    .map(([page]) => page);
}

export function hasUnsavedChanges(state: EditorState): boolean {
  return dirtyPages(state).length > 0 || Object.keys(changedGlobals(state)).length > 0;
}

export function currentSections(state: EditorState): PageSection[] {
  return state.page ? (state.drafts[state.page]?.sections ?? []) : [];
}
