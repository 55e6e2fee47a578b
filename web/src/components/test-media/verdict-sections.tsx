// A rule group's verdict on one item, section by section and rule by rule: what the service found,
// how it compared and whether each held. Shown by Test media and by a collection log entry of an
// item the rules added or removed.
import type { TestVerdict } from '../../api/rule-editor-types.ts';
import { comparisonWords } from '../../api/comparisons.ts';
import { describeValue } from './test-verdict-words.ts';
import './verdict-sections.css';

export function VerdictSections({ verdict }: { verdict: TestVerdict }) {
  return (
    <ol className="test-verdict__sections">
      {verdict.sections.map((section, s) => (
        <li key={s}>
          <p className="test-verdict__section">
            {section.joiner && <strong>{section.joiner.toUpperCase()} </strong>}
            Section {s + 1}: {section.held ? 'held' : 'did not hold'}
          </p>
          <ul>
            {section.rules.map((rule, r) => (
              <li key={r} className={rule.held ? 'test-verdict__rule--yes' : 'test-verdict__rule--no'}>
                {rule.joiner && <strong>{rule.joiner.toUpperCase()} </strong>}
                {rule.firstName}: {describeValue(rule.firstValue)}
                {rule.firstValueReason && ` (${rule.firstValueReason})`}. Rule: {comparisonWords(rule.comparison)}{' '}
                {describeValue(rule.secondValue, rule.secondName, rule.comparison)} → <strong>{rule.held ? 'held' : 'did not hold'}</strong>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
