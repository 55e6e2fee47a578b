// Pure edits of a rule group draft: each returns a new draft and leaves the old one untouched, so
// the editor's state stays a plain value (undo-free, easy to compare with what was loaded).
import type { RuleDraft, RuleGroupDraft, SectionDraft } from '../../../api/rule-editor-types.ts';

function withSections(draft: RuleGroupDraft, sections: SectionDraft[]): RuleGroupDraft {
  return { ...draft, sections };
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry!);
  return next;
}

export function changeRule(draft: RuleGroupDraft, sectionIndex: number, ruleIndex: number, patch: Partial<RuleDraft>): RuleGroupDraft {
  return withSections(
    draft,
    draft.sections.map((section, s) =>
      s !== sectionIndex ? section : { ...section, rules: section.rules.map((rule, r) => (r === ruleIndex ? { ...rule, ...patch } : rule)) },
    ),
  );
}

export function changeSection(draft: RuleGroupDraft, sectionIndex: number, patch: Partial<SectionDraft>): RuleGroupDraft {
  return withSections(
    draft,
    draft.sections.map((section, s) => (s === sectionIndex ? { ...section, ...patch } : section)),
  );
}

export function addRule(draft: RuleGroupDraft, sectionIndex: number, rule: RuleDraft): RuleGroupDraft {
  return changeSection(draft, sectionIndex, { rules: [...draft.sections[sectionIndex]!.rules, rule] });
}

/** Removes a rule; a section left without rules goes too. */
export function removeRule(draft: RuleGroupDraft, sectionIndex: number, ruleIndex: number): RuleGroupDraft {
  const rules = draft.sections[sectionIndex]!.rules.filter((_, r) => r !== ruleIndex);
  if (rules.length === 0) return removeSection(draft, sectionIndex);
  return changeSection(draft, sectionIndex, { rules });
}

/** Moves a rule one place up (-1) or down (+1) within its section. */
export function moveRule(draft: RuleGroupDraft, sectionIndex: number, ruleIndex: number, step: -1 | 1): RuleGroupDraft {
  return changeSection(draft, sectionIndex, { rules: moved(draft.sections[sectionIndex]!.rules, ruleIndex, ruleIndex + step) });
}

export function addSection(draft: RuleGroupDraft, section: SectionDraft): RuleGroupDraft {
  return withSections(draft, [...draft.sections, section]);
}

export function removeSection(draft: RuleGroupDraft, sectionIndex: number): RuleGroupDraft {
  return withSections(
    draft,
    draft.sections.filter((_, s) => s !== sectionIndex),
  );
}

export function moveSection(draft: RuleGroupDraft, sectionIndex: number, step: -1 | 1): RuleGroupDraft {
  return withSections(draft, moved(draft.sections, sectionIndex, sectionIndex + step));
}

/** The id of a field's control, from its path in the draft ("sections.0.rules.1.first" → "rule-group-sections-0-rules-1-first"). */
export function fieldId(path: string): string {
  return `rule-group-${path.replaceAll('.', '-') || 'form'}`;
}

export function rulePath(sectionIndex: number, ruleIndex: number, field: keyof RuleDraft): string {
  return `sections.${sectionIndex}.rules.${ruleIndex}.${field}`;
}
