// A settings list whose items open one editor at a time, inline where it applies (the Radarr, Sonarr
// and Sportarr servers, the notification agents, the overlay templates' rename form). Opening another editor asks first when the open one
// holds unsaved edits; when an editor closes, the focus goes back to the button that opened it.
import { useEffect, useState } from 'react';
import { mayLeave } from '../../../lib/leave-guard.ts';
import { CLOSE_EDITOR_QUESTION } from './inline-editor-escape.ts';

/** Which editor is open: a new item, or the stored item with this id. */
export type Editing = 'new' | number | undefined;

interface InlineEditorOptions {
  /** The stored items, as the list shows them. */
  items: readonly { id: number }[];
  /** The list's Add button, which is always there. */
  addButtonId: string;
  /** An item's Edit button. */
  editButtonId: (id: number) => string;
}

export function useInlineEditor({ items, addButtonId, editButtonId }: InlineEditorOptions) {
  const [editing, setEditing] = useState<Editing>();
  const [focusAfter, setFocusAfter] = useState<string>();

  // The button to focus may appear only once the list has redrawn (the item saved or reloaded).
  useEffect(() => {
    const target = focusAfter ? document.getElementById(focusAfter) : null;
    if (!target) return;
    target.focus();
    setFocusAfter(undefined);
  }, [focusAfter, items]);

  // Opening another editor closes the one open: its unsaved edits are not dropped without asking.
  const open = (which: Editing) => {
    if (editing !== undefined && !mayLeave(CLOSE_EDITOR_QUESTION)) return;
    setFocusAfter(undefined);
    setEditing(which);
  };
  // The edited item may have gone meanwhile (deleted elsewhere); the Add button is always there.
  const close = () => {
    const id = typeof editing === 'number' && items.some((item) => item.id === editing) ? editButtonId(editing) : addButtonId;
    setEditing(undefined);
    setFocusAfter(id);
  };
  /** After an item is deleted its Edit button is gone: the focus goes to Add. */
  const focusAddButton = () => setFocusAfter(addButtonId);

  return { editing, open, close, focusAddButton };
}
