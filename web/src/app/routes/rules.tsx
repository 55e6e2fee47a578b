// /rules: the rule groups (GET /api/rules) and the button that runs them. Editing rules is not in
// any issue yet; this page lists what the service has.
import useSWR from 'swr';
import { HandlerRunButton } from '../../components/handler-run-button.tsx';
import { LoadState } from '../../components/load-state.tsx';
import type { RuleGroup } from '../../../../wire/v2/rules.ts';
import { useLibraries } from '../../hooks/use-libraries.ts';
import '../../components/page-content.css';

export const RULES_KEY = '/rules';

export function RulesRoute() {
  const { data, error, mutate } = useSWR<RuleGroup[] | null>(RULES_KEY);
  const { libraryTitle } = useLibraries();
  const groups = Array.isArray(data) ? data : [];
  return (
    <section>
      <header className="page-header">
        <h1>Rules</h1>
        <HandlerRunButton handler="ruleHandler" />
      </header>
      <LoadState what="rules" hasData={data !== undefined} error={error} retry={() => mutate()}>
        {groups.length === 0 && <p className="page-message">There are no rule groups yet.</p>}
        <ul className="card-grid">
          {groups.map((group) => (
            <li key={group.id} className="card">
              <h2>{group.name}</h2>
              {group.description && <p>{group.description}</p>}
              <dl>
                <dt>Status</dt>
                <dd>
                  <span className={`pill${group.isActive ? ' pill--on' : ''}`}>{group.isActive ? 'Active' : 'Inactive'}</span>
                </dd>
                <dt>Library</dt>
                <dd>{libraryTitle(group.libraryId)}</dd>
                <dt>Rules</dt>
                <dd>{group.useRules ? group.rules.length : 'None (manual)'}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </LoadState>
    </section>
  );
}
