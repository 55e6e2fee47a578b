// /rules (the rule groups) and the rule editor's routes (/rules/new, /rules/:id/edit,
// /rules/:id/clone): one chunk, since the editor is reached from the list.
export { RulesList as RulesRoute } from '../../features/rules/rules-list.tsx';
export { RuleEditorRoute } from '../../features/rules/editor/rule-editor.tsx';
