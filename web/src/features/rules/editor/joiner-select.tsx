// AND / OR between two rules, or between two sections.
import type { Joiner } from '../../../api/rule-editor-types.ts';

export function JoinerSelect({ id, label, value, onChange }: { id: string; label: string; value: Joiner; onChange: (joiner: Joiner) => void }) {
  return (
    <select id={id} className="form-control joiner-select" aria-label={label} value={value} onChange={(event) => onChange(event.target.value as Joiner)}>
      <option value="and">AND</option>
      <option value="or">OR</option>
    </select>
  );
}
