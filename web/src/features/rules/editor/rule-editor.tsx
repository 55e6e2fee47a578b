// /rules/new, /rules/:id/edit and /rules/:id/clone: the rule group editor. The draft is the whole
// state; nothing is sent until every field passes the checks the service would make, and what the
// service still refuses lands at the field it names while every typed value stays.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useGeneration } from '../../../api/generation.ts';
import { useLibraries } from '../../../api/media.ts';
import {
  cloneRuleGroupDraft,
  newRuleGroupDraft,
  RuleSaveError,
  useRuleConstants,
  useRuleGroupForEditing,
  useRuleGroupWrites,
} from '../../../api/rule-editor.ts';
import type { FieldMessage, RuleGroupDraft } from '../../../api/rule-editor-types.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { useLeaveGuard } from '../../../hooks/use-leave-guard.ts';
import { leaveOnClick } from '../../../lib/leave-guard.ts';
import { LoadState } from '../../../components/load-state.tsx';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { SCHEDULE_MESSAGE, validateRuleGroup } from '../rule-logic.ts';
import { ActionFields, useScheduleVerdict } from './action-fields.tsx';
import { GeneralFields } from './general-fields.tsx';
import { GroupExclusions } from './group-exclusions.tsx';
import { NotificationFields } from './notification-fields.tsx';
import { focusFirstProblem, ProblemSummary } from './problem-summary.tsx';
import { RuleBuilder } from './rule-builder.tsx';
import { RulesYaml } from './rules-yaml.tsx';
import { CommunityRules } from './community-rules.tsx';
import type { ImportSections } from './import-sections.ts';
import { TestMedia } from '../../../components/test-media/test-media.tsx';
import '../../../components/page-content.css';
import '../rules.css';
import { ApiError, reasonOf } from '../../../lib/api-error.ts';

export type EditorMode = 'new' | 'edit' | 'clone';

const HEADINGS: Record<EditorMode, string> = { new: 'New rule group', edit: 'Edit rule group', clone: 'Copy of a rule group' };

/**
 * The page's heading names the stored group, not the Name field: it does not change while a new
 * name is typed, and a copy reads "Copy of Old movies", not "Copy of a rule group: Old movies (copy)".
 */
function headingFor(mode: EditorMode, storedName: string | undefined): string {
  if (mode === 'new' || !storedName) return HEADINGS[mode];
  return mode === 'edit' ? `${HEADINGS.edit}: ${storedName}` : `Copy of ${storedName}`;
}

function byPath(messages: FieldMessage[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const { path, message } of messages) {
    const list = map.get(path) ?? [];
    if (!list.includes(message)) list.push(message);
    map.set(path, list);
  }
  return map;
}

export function RuleEditorRoute({ mode }: { mode: EditorMode }) {
  const params = useParams();
  // An id that is no whole number names no group: nothing is asked for it (GET /rules/NaN would be).
  const id = mode === 'new' || !/^\d+$/.test(params.id ?? '') ? undefined : Number(params.id);
  const { generation } = useGeneration();
  const { libraries, data: librariesLoaded } = useLibraries();
  const { constants, error: constantsError } = useRuleConstants();
  const stored = useRuleGroupForEditing(id);
  const [draft, setDraft] = useState<RuleGroupDraft>();

  // The draft starts once its source has loaded; a new group waits for the libraries to pick the first.
  useEffect(() => {
    if (draft) return;
    if (mode === 'new' && librariesLoaded !== undefined) setDraft(newRuleGroupDraft(libraries[0]));
    if (mode !== 'new' && stored.group) setDraft(mode === 'clone' ? cloneRuleGroupDraft(stored.group.draft) : stored.group.draft);
  }, [draft, mode, libraries, librariesLoaded, stored.group]);

  const heading = HEADINGS[mode];
  if (mode !== 'new' && (stored.notFound || id === undefined)) {
    return (
      <section>
        <h1>{heading}</h1>
        <p className="page-message">There is no rule group {params.id}. It may have been deleted.</p>
        <Link to={paths.rules}>Back to the rule groups</Link>
      </section>
    );
  }
  const loading = !draft || !constants || !generation;
  return (
    <section className="rule-editor">
      <h1>{headingFor(mode, stored.group?.draft.name)}</h1>
      <LoadState
        what="the rule group"
        hasData={!loading}
        error={constantsError ?? stored.error}
        retry={() => window.location.reload()}
      >
        {draft && constants && generation && (
          <EditorForm
            key={mode + String(id)}
            mode={mode}
            draft={draft}
            setDraft={setDraft}
            collectionId={mode === 'edit' ? (stored.group?.collectionId ?? null) : null}
            generation={generation}
          />
        )}
      </LoadState>
    </section>
  );
}

interface EditorFormProps {
  mode: EditorMode;
  draft: RuleGroupDraft;
  setDraft: (draft: RuleGroupDraft) => void;
  collectionId: number | null;
  generation: 2 | 3;
}

function EditorForm({ mode, draft, setDraft, collectionId, generation }: EditorFormProps) {
  const navigate = useNavigate();
  const { constants } = useRuleConstants();
  const { libraries, data: librariesLoaded } = useLibraries();
  const { save } = useRuleGroupWrites();
  const [messages, setMessages] = useState<FieldMessage[]>([]);
  const [saving, setSaving] = useState(false);
  // Set once the service has the group: the editor can stay on screen a moment after the address
  // has moved to the list (the list renders in a transition), and must not ask about leaving then.
  const [saved, setSaved] = useState(false);
  const messageMap = useMemo(() => byPath(messages), [messages]);
  const messagesAt = (path: string) => messageMap.get(path) ?? [];
  const scheduleAccepted = useScheduleVerdict(generation === 3 ? draft.schedule : '');
  // The draft as the form opened with it: leaving with anything else asks first.
  const [opened] = useState(draft);
  useLeaveGuard(!saving && !saved && draft !== opened && JSON.stringify(draft) !== JSON.stringify(opened));

  // Editing a field takes its old message away; the others stay until the next save.
  const edit = (next: RuleGroupDraft, changedPaths?: string[]) => {
    setDraft(next);
    if (changedPaths) setMessages((current) => (current.length ? current.filter((entry) => !changedPaths.includes(entry.path)) : current));
  };
  const change = (patch: Partial<RuleGroupDraft>) => edit({ ...draft, ...patch }, Object.keys(patch));
  // An import answers after the service has read or carried the rules over, which takes a while:
  // its rules land in the draft as it is then, keeping what was typed meanwhile, unless the
  // group's media type changed (the rules were read for the old one).
  const latestDraft = useRef(draft);
  useLayoutEffect(() => {
    latestDraft.current = draft;
  });
  const importSections: ImportSections = (sections, readFor) => {
    if (latestDraft.current.kind !== readFor) return false;
    edit({ ...latestDraft.current, sections }, ['sections']);
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Only a list with libraries in it: v2.21 answers none while Plex is down, which says nothing of this one.
    const libraryIds = librariesLoaded?.length ? libraries.map((library) => library.id) : undefined;
    const problems = validateRuleGroup(draft, constants!, generation, libraryIds);
    const scheduleChecked = problems.some((problem) => problem.path === 'schedule');
    if (generation === 3 && draft.schedule.trim() && scheduleAccepted === false && !scheduleChecked) problems.push({ path: 'schedule', message: SCHEDULE_MESSAGE });
    if (problems.length > 0) {
      setMessages(problems);
      requestAnimationFrame(() => focusFirstProblem(problems));
      return;
    }
    setSaving(true);
    try {
      await save(mode === 'clone' ? { ...draft, id: undefined } : draft);
      setMessages([]);
      setSaved(true);
      toast.success(mode === 'edit' ? `Saved “${draft.name}”.` : `Created “${draft.name}”.`);
      navigate(paths.rules);
    } catch (error) {
      if (error instanceof RuleSaveError) {
        setMessages(error.refusal.messages);
        requestAnimationFrame(() => focusFirstProblem(error.refusal.messages));
      } else if (error instanceof ApiError && error.outcomeUnknown) {
        // Asked, but no answer in time: the service may still save it, and a second save would make two groups.
        toast.error(`“${draft.name}” may still be saved: the service did not answer in time. Check the Rules list before saving again; your changes are still here.`);
      } else {
        // The service unreachable or failing: nothing in the form to fix, so the form's summary stays out of it.
        const reason = reasonOf(error);
        toast.error(`Could not save “${draft.name}”: ${reason}. Your changes are still here.`);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <form className="rule-editor__form" onSubmit={submit} noValidate aria-label={HEADINGS[mode]}>
        <ProblemSummary messages={messages} />
        <GeneralFields draft={draft} libraries={libraries} messagesAt={messagesAt} change={change} />
        <ActionFields draft={draft} generation={generation} messagesAt={messagesAt} change={change} scheduleAccepted={scheduleAccepted} />
        <NotificationFields draft={draft} change={change} />
        {draft.useRules && (
          <fieldset className="rule-editor__group">
            <legend>Rules</legend>
            <RuleBuilder draft={draft} constants={constants!} kind={draft.kind} messagesAt={messagesAt} onChange={(next) => edit(next, changedRulePaths(draft, next))} />
            <div className="rule-editor__tools">
              <RulesYaml draft={draft} onImport={importSections} />
              <CommunityRules kind={draft.kind} onImport={importSections} />
            </div>
          </fieldset>
        )}
        <div className="rule-editor__actions">
          <FormButton type="submit" variant="primary" busy={saving}>
            {mode === 'edit' ? 'Save changes' : 'Create rule group'}
          </FormButton>
          {/* Cancel asks first when there are edits, as the menu does: one stray Enter must not lose them. */}
          <Link className="form-button form-button--secondary" to={paths.rules} onClick={leaveOnClick()}>
            Cancel
          </Link>
        </div>
      </form>
      {mode === 'edit' && draft.id !== undefined && (
        <>
          {/* The service tests the group as saved: its saved kind and library, whatever the form now says. */}
          <TestMedia groupId={draft.id} kind={opened.kind} libraryId={opened.libraryId} groupName={draft.name} hint="Save changes first to test them." />
          {collectionId !== null && <GroupExclusions collectionId={collectionId} />}
        </>
      )}
    </>
  );
}

/** The paths of rule fields whose value differs between two drafts, so their messages go away. */
function changedRulePaths(before: RuleGroupDraft, after: RuleGroupDraft): string[] {
  const paths: string[] = ['sections'];
  after.sections.forEach((section, s) =>
    section.rules.forEach((rule, r) => {
      const old = before.sections[s]?.rules[r];
      for (const field of ['first', 'comparison', 'second', 'joiner'] as const) {
        if (!old || JSON.stringify(old[field]) !== JSON.stringify(rule[field])) paths.push(`sections.${s}.rules.${r}.${field}`);
      }
    }),
  );
  return paths;
}
