// The rule builder: sections joined by AND/OR, each a list of rules joined by AND/OR. Every add,
// move and remove is a button (so the keyboard does all the mouse does); after a move the focus
// follows the moved rule or section, so pressing the same key again keeps moving it.
import { useEffect, useRef, useState } from 'react';
import type { MediaKind } from '../../../api/media-types.ts';
import type { RuleConstants, RuleDraft, RuleGroupDraft } from '../../../api/rule-editor-types.ts';
import { emptyRule, emptySection, groupSentence } from '../rule-logic.ts';
import {
  addRule, addSection, changeRule, changeSection, fieldId, moveRule, moveSection, removeRule, removeSection,
} from './draft-edits.ts';
import { JoinerSelect } from './joiner-select.tsx';
import { FieldMessages, RuleRow } from './rule-row.tsx';
import { createRowKeys } from './row-keys.ts';

export interface RuleBuilderProps {
  draft: RuleGroupDraft;
  constants: RuleConstants;
  kind: MediaKind;
  messagesAt: (path: string) => string[];
  onChange: (draft: RuleGroupDraft) => void;
}

export function RuleBuilder({ draft, constants, kind, messagesAt, onChange }: RuleBuilderProps) {
  // The id of the control to focus once the next render has placed it (after a move or an add).
  const focusNext = useRef<string | undefined>();
  useEffect(() => {
    if (!focusNext.current) return;
    // An id that has gone from the page (its section removed): the section list's own button is next.
    let target = document.getElementById(focusNext.current) ?? document.getElementById('rule-builder-add-section');
    // Moved to the top or the bottom, its button that way is disabled and takes no focus: the other way's does.
    if (target instanceof HTMLButtonElement && target.disabled && /-(up|down)$/.test(target.id)) {
      target = document.getElementById(target.id.replace(/-(up|down)$/, (_, way: string) => (way === 'up' ? '-down' : '-up'))) ?? target;
    }
    target?.focus();
    focusNext.current = undefined;
  });
  const [rowKeys] = useState(createRowKeys);
  const edit = (next: RuleGroupDraft, focusId?: string) => {
    focusNext.current = focusId;
    rowKeys.carryOver(draft.sections, next.sections);
    onChange(next);
  };
  const sectionsMessages = messagesAt('sections');
  const sentence = groupSentence(draft.sections, constants);

  return (
    <div className="rule-builder">
      {sentence && (
        <p className="rule-builder__sentence" aria-live="polite">
          <span className="visually-hidden">The rules read: </span>
          {sentence}
        </p>
      )}
      <FieldMessages id={`${fieldId('sections')}-error`} messages={sectionsMessages} />
      <ol className="rule-builder__sections" aria-label="Sections">
        {draft.sections.map((section, sectionIndex) => {
          const sectionName = `Section ${sectionIndex + 1}`;
          const sectionId = fieldId(`sections.${sectionIndex}`);
          return (
            <li key={rowKeys.keyOf(section)} className="rule-section" aria-label={sectionName}>
              {sectionIndex > 0 && (
                <div className="rule-section__joiner">
                  <JoinerSelect
                    id={fieldId(`sections.${sectionIndex}.joiner`)}
                    label={`${sectionName}: join with the sections before`}
                    value={section.joiner}
                    onChange={(joiner) => edit(changeSection(draft, sectionIndex, { joiner }))}
                  />
                </div>
              )}
              <div className="rule-section__head">
                <h2 id={`${sectionId}-title`}>{sectionName}</h2>
                <div className="rule-row__tools">
                  <button
                    type="button"
                    id={`${sectionId}-up`}
                    className="icon-button"
                    disabled={sectionIndex === 0}
                    aria-label={`Move ${sectionName} up`}
                    onClick={() => edit(moveSection(draft, sectionIndex, -1), `${fieldId(`sections.${sectionIndex - 1}`)}-up`)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    id={`${sectionId}-down`}
                    className="icon-button"
                    disabled={sectionIndex === draft.sections.length - 1}
                    aria-label={`Move ${sectionName} down`}
                    onClick={() => edit(moveSection(draft, sectionIndex, 1), `${fieldId(`sections.${sectionIndex + 1}`)}-down`)}
                  >
                    ↓
                  </button>
                  <button type="button" className="icon-button icon-button--danger" aria-label={`Remove ${sectionName}`} onClick={() => edit(removeSection(draft, sectionIndex), 'rule-builder-add-section')}>
                    ✕
                  </button>
                </div>
              </div>
              <ol className="rule-section__rules" aria-labelledby={`${sectionId}-title`}>
                {section.rules.map((rule, ruleIndex) => {
                  const ruleFocus = (index: number, direction: 'up' | 'down') => `${fieldId(`sections.${sectionIndex}.rules.${index}.first`)}-${direction}`;
                  return (
                    <RuleRow
                      key={rowKeys.keyOf(rule)}
                      sectionIndex={sectionIndex}
                      ruleIndex={ruleIndex}
                      name={`Rule ${ruleIndex + 1} of section ${sectionIndex + 1}`}
                      rule={rule}
                      constants={constants}
                      kind={kind}
                      isFirstInSection={ruleIndex === 0}
                      canMoveUp={ruleIndex > 0}
                      canMoveDown={ruleIndex < section.rules.length - 1}
                      messagesAt={messagesAt}
                      onChange={(patch: Partial<RuleDraft>) => edit(changeRule(draft, sectionIndex, ruleIndex, patch))}
                      onMove={(step) => edit(moveRule(draft, sectionIndex, ruleIndex, step), ruleFocus(ruleIndex + step, step < 0 ? 'up' : 'down'))}
                      onRemove={() => {
                        const next = removeRule(draft, sectionIndex, ruleIndex);
                        // Its section gone with it, the id of its "Add a rule" button is the next section's.
                        const sectionGone = next.sections.length < draft.sections.length;
                        edit(next, sectionGone ? 'rule-builder-add-section' : `${sectionId}-add-rule`);
                      }}
                    />
                  );
                })}
              </ol>
              <button
                type="button"
                id={`${sectionId}-add-rule`}
                className="form-button form-button--secondary"
                onClick={() => edit(addRule(draft, sectionIndex, emptyRule()), fieldId(`sections.${sectionIndex}.rules.${section.rules.length}.first`))}
              >
                Add a rule to {sectionName.toLowerCase()}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        id="rule-builder-add-section"
        className="form-button form-button--secondary"
        onClick={() => edit(addSection(draft, emptySection()), fieldId(`sections.${draft.sections.length}.rules.0.first`))}
      >
        Add a section
      </button>
    </div>
  );
}
