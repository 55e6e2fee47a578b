// The second value of a rule: first what to compare with (a number, days, a date, text, yes/no or
// another property, only those that fit the property and the comparison), then the input for it.
import type { RuleApplication, SecondValue, SecondValueKind } from '../../../api/rule-editor-types.ts';
import { PropertyPicker } from './property-picker.tsx';

const KIND_LABELS: Record<SecondValueKind, string> = {
  none: 'Nothing to compare with',
  number: 'A number',
  days: 'A number of days',
  date: 'A date',
  text: 'Text',
  list: 'A list (older rules)',
  boolean: 'Yes or no',
  property: 'Another property',
};

/** An empty value of a kind, keeping what was typed when the new kind takes text too. */
export function emptySecondValue(kind: SecondValueKind, previous: SecondValue): SecondValue {
  const typed = 'input' in previous ? previous.input : '';
  switch (kind) {
    case 'none':
      return { kind };
    case 'boolean':
      return { kind, value: true };
    case 'property':
      return { kind, ref: null };
    case 'number':
    case 'days':
      return { kind, input: /^-?\d+(\.\d+)?$/.test(typed.trim()) ? typed : '' };
    case 'date':
      return { kind, input: '' };
    default:
      return { kind, input: typed };
  }
}

export interface SecondValueInputProps {
  idPrefix: string;
  value: SecondValue;
  kinds: SecondValueKind[];
  /** Properties a "another property" value may name: same type, valid for the media type. */
  comparable: RuleApplication[];
  /** The days input's label, which says which way the days count (daysInputLabel). */
  daysLabel: string;
  messages: string[];
  onChange: (value: SecondValue) => void;
}

export function SecondValueInput({ idPrefix, value, kinds, comparable, daysLabel, messages, onChange }: SecondValueInputProps) {
  const kindId = `${idPrefix}-kind`;
  const inputId = `${idPrefix}`;
  const errorId = messages.length ? `${idPrefix}-error` : undefined;
  const invalid = messages.length > 0 || undefined;
  const offered = kinds.includes(value.kind) || value.kind === 'none' ? kinds : [value.kind, ...kinds];
  if (offered.length === 1 && offered[0] === 'none') return null;
  return (
    <div className="second-value">
      <div className="form-field">
        <label className="form-field__label" htmlFor={kindId}>
          Compare with
        </label>
        <select
          id={kindId}
          className="form-control"
          value={value.kind === 'none' ? '' : value.kind}
          aria-describedby={value.kind === 'none' ? errorId : undefined}
          aria-invalid={value.kind === 'none' ? invalid : undefined}
          onChange={(event) => onChange(emptySecondValue((event.target.value || 'none') as SecondValueKind, value))}
        >
          <option value="">Choose…</option>
          {offered
            .filter((kind) => kind !== 'none')
            .map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
        </select>
      </div>
      {value.kind === 'property' && (
        <PropertyPicker
          id={inputId}
          label="Other property"
          findLabel="Find the other property"
          placeholder="Choose a property…"
          applications={comparable}
          value={value.ref}
          describedBy={errorId}
          invalid={invalid}
          onChange={(ref) => onChange({ kind: 'property', ref })}
        />
      )}
      {value.kind === 'boolean' && (
        <div className="form-field">
          <label className="form-field__label" htmlFor={inputId}>
            Value
          </label>
          <select id={inputId} className="form-control" value={value.value ? 'yes' : 'no'} onChange={(event) => onChange({ kind: 'boolean', value: event.target.value === 'yes' })}>
            <option value="yes">Yes</option>
            <option value="no">No</option>
          </select>
        </div>
      )}
      {'input' in value && (
        <div className="form-field">
          <label className="form-field__label" htmlFor={inputId}>
            {value.kind === 'days' ? daysLabel : value.kind === 'date' ? 'Date' : value.kind === 'number' ? 'Number' : 'Text'}
          </label>
          <input
            id={inputId}
            className="form-control"
            type={value.kind === 'date' ? 'date' : 'text'}
            // Days are whole and 0 or more: the digits keypad. A number may have a fraction.
            inputMode={value.kind === 'days' ? 'numeric' : value.kind === 'number' ? 'decimal' : undefined}
            value={value.input}
            aria-describedby={errorId}
            aria-invalid={invalid}
            onChange={(event) => onChange({ ...value, input: event.target.value })}
          />
        </div>
      )}
      {messages.length > 0 && (
        <ul className="form-field__errors" id={errorId}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
