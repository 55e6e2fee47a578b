// The editor's list of what to fix before saving, shown above the form after a Save that found
// problems: each entry says where (the rule's section and place, for a rule) and what, and takes
// the focus to its field on a click, so a long form's faults are found without scrolling for red.
import type { FieldMessage } from '../../../api/rule-editor-types.ts';
import { fieldId } from './draft-edits.ts';

export const PROBLEMS_ID = 'rule-editor-problems';

/** The control a message's path belongs to: the field itself, or a second value's kind picker. */
function controlOf(path: string): HTMLElement | null {
  return document.getElementById(fieldId(path)) ?? document.getElementById(`${fieldId(path)}-kind`);
}

/** An entry's target: its control, or else the message itself (such as "Add at least one rule."), made focusable by script. */
function focusProblem(path: string) {
  const control = controlOf(path);
  if (control) {
    control.focus();
    return;
  }
  const message = document.getElementById(`${fieldId(path)}-error`);
  if (!message) return;
  message.tabIndex = -1;
  message.focus();
}

/** The first control with a message, in the order of the form, to move the focus to; the summary when none is shown. */
export function focusFirstProblem(messages: FieldMessage[]) {
  for (const { path } of messages) {
    const control = controlOf(path);
    if (control) {
      control.focus();
      return;
    }
  }
  document.getElementById(PROBLEMS_ID)?.focus();
}

/** "Section 2, rule 3" for a path inside a rule; undefined for the group's own fields, whose messages name them. */
export function placeOf(path: string): string | undefined {
  const match = /^sections\.(\d+)\.rules\.(\d+)\./.exec(path);
  return match ? `Section ${Number(match[1]) + 1}, rule ${Number(match[2]) + 1}` : undefined;
}

/** One entry per distinct message at a path, in the order of the form. */
function entriesOf(messages: FieldMessage[]): FieldMessage[] {
  const seen = new Set<string>();
  return messages.filter(({ path, message }) => {
    const key = `${path}\n${message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function ProblemSummary({ messages }: { messages: FieldMessage[] }) {
  const entries = entriesOf(messages);
  const count = entries.length;
  return (
    <div id={PROBLEMS_ID} tabIndex={-1} role="alert" className={count ? 'notice notice--error problem-summary' : 'visually-hidden'}>
      {count > 0 && (
        <>
          <p>{count === 1 ? 'One thing to fix before saving:' : `${count} things to fix before saving:`}</p>
          <ul>
            {entries.map(({ path, message }) => {
              const place = placeOf(path);
              const text = place ? `${place}: ${message}` : message;
              // The form's own messages ("" path) have no field to go to.
              return (
                <li key={`${path}\n${message}`}>
                  {path === '' ? (
                    text
                  ) : (
                    <button type="button" className="problem-summary__link" onClick={() => focusProblem(path)}>
                      {text}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
