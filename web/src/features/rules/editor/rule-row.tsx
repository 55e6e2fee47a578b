// One rule: how it joins the rule before it, what it compares (first value), how (comparison) and
// with what (second value), read back as a sentence; buttons move it within its section or remove it.
import type { MediaKind } from '../../../api/media-types.ts';
import type { PropertyRef, RuleConstants, RuleDraft } from '../../../api/rule-editor-types.ts';
import { isOtherMediaServer, useMediaServerApp } from '../../../api/rule-editor.ts';
import { COMPARISON_LABELS } from '../../../api/comparisons.ts';
import {
  comparisonsFor,
  daysInputLabel,
  findProperty,
  propertiesFor,
  ruleSentence,
  secondValueKindsFor,
  unlistedPropertyLabel,
} from '../rule-logic.ts';
import { emptySecondValue, SecondValueInput } from './second-value-input.tsx';
import { fieldId, rulePath } from './draft-edits.ts';
import { JoinerSelect } from './joiner-select.tsx';
import { PropertyPicker } from './property-picker.tsx';


export interface RuleRowProps {
  sectionIndex: number;
  ruleIndex: number;
  /** Its position for people: "Rule 2 of section 1". */
  name: string;
  rule: RuleDraft;
  constants: RuleConstants;
  kind: MediaKind;
  isFirstInSection: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  messagesAt: (path: string) => string[];
  onChange: (patch: Partial<RuleDraft>) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

export function RuleRow(props: RuleRowProps) {
  const { sectionIndex, ruleIndex, name, rule, constants, kind, messagesAt, onChange } = props;
  const path = (field: keyof RuleDraft) => rulePath(sectionIndex, ruleIndex, field);
  const serverApp = useMediaServerApp();
  // Another media server's properties can never match on this one; one a rule already uses (first or
  // second value) stays, to be seen and changed.
  const usedApps = [rule.first?.appId, rule.second.kind === 'property' ? rule.second.ref?.appId : undefined];
  const applications = propertiesFor(constants, kind, (app) => isOtherMediaServer(app.name, serverApp) && !usedApps.includes(app.id));
  const property = rule.first ? findProperty(constants, rule.first) : undefined;
  const comparisons = property ? comparisonsFor(property) : [];
  const secondKinds = property && rule.comparison !== null ? secondValueKindsFor(property, rule.comparison) : [];
  const comparable = property
    ? applications
        .map((app) => ({ ...app, properties: app.properties.filter((other) => sameFamily(other.type, property.type) && !(other.appId === property.appId && other.propertyId === property.propertyId)) }))
        .filter((app) => app.properties.length > 0)
    : [];

  // A new first value keeps the comparison and second value only where they still fit it.
  const chooseFirst = (ref: PropertyRef | null) => {
    const next = ref ? findProperty(constants, ref) : undefined;
    const comparison = next && rule.comparison !== null && comparisonsFor(next).includes(rule.comparison) ? rule.comparison : null;
    const kinds = next && comparison !== null ? secondValueKindsFor(next, comparison) : [];
    const second = kinds.includes(rule.second.kind) ? rule.second : kinds.length ? emptySecondValue(kinds[0]!, rule.second) : { kind: 'none' as const };
    onChange({ first: ref, comparison, second });
  };
  const chooseComparison = (value: string) => {
    const comparison = value === '' ? null : Number(value);
    const kinds = property && comparison !== null ? secondValueKindsFor(property, comparison) : [];
    const second = kinds.includes(rule.second.kind) ? rule.second : kinds.length ? emptySecondValue(kinds[0]!, rule.second) : { kind: 'none' as const };
    onChange({ comparison, second });
  };

  const firstMessages = messagesAt(path('first'));
  const comparisonMessages = messagesAt(path('comparison'));
  const sentence = ruleSentence(rule, constants);
  return (
    <li className="rule-row" aria-label={name}>
      <div className="rule-row__head">
        {props.isFirstInSection ? (
          <span className="rule-row__title">{name}</span>
        ) : (
          <JoinerSelect id={fieldId(path('joiner'))} label={`${name}: join with the rule before`} value={rule.joiner} onChange={(joiner) => onChange({ joiner })} />
        )}
        <div className="rule-row__tools">
          <button type="button" className="icon-button" disabled={!props.canMoveUp} onClick={() => props.onMove(-1)} aria-label={`Move ${name} up`} id={`${fieldId(path('first'))}-up`}>
            ↑
          </button>
          <button type="button" className="icon-button" disabled={!props.canMoveDown} onClick={() => props.onMove(1)} aria-label={`Move ${name} down`} id={`${fieldId(path('first'))}-down`}>
            ↓
          </button>
          <button type="button" className="icon-button icon-button--danger" onClick={props.onRemove} aria-label={`Remove ${name}`}>
            ✕
          </button>
        </div>
      </div>
      <div className="rule-row__fields">
        <div className={`form-field${firstMessages.length ? ' form-field--invalid' : ''}`}>
          <PropertyPicker
            id={fieldId(path('first'))}
            label="Property"
            findLabel="Find a property"
            placeholder="Choose a property…"
            applications={applications}
            value={rule.first}
            unlistedLabel={property && unlistedPropertyLabel(property, kind)}
            describedBy={firstMessages.length ? `${fieldId(path('first'))}-error` : undefined}
            invalid={firstMessages.length > 0}
            onChange={chooseFirst}
          />
          <FieldMessages id={`${fieldId(path('first'))}-error`} messages={firstMessages} />
        </div>
        <div className={`form-field${comparisonMessages.length ? ' form-field--invalid' : ''}`}>
          <label className="form-field__label" htmlFor={fieldId(path('comparison'))}>
            Comparison
          </label>
          <select
            id={fieldId(path('comparison'))}
            className="form-control"
            value={rule.comparison ?? ''}
            disabled={!property}
            aria-describedby={comparisonMessages.length ? `${fieldId(path('comparison'))}-error` : undefined}
            aria-invalid={comparisonMessages.length > 0 || undefined}
            onChange={(event) => chooseComparison(event.target.value)}
          >
            <option value="">{property ? 'Choose…' : 'Choose a property first'}</option>
            {rule.comparison !== null && !comparisons.includes(rule.comparison) && (
              <option value={rule.comparison}>{COMPARISON_LABELS[rule.comparison] ?? `Comparison ${rule.comparison}`} (not for this property)</option>
            )}
            {comparisons.map((comparison) => (
              <option key={comparison} value={comparison}>
                {COMPARISON_LABELS[comparison] ?? `Comparison ${comparison}`}
              </option>
            ))}
          </select>
          <FieldMessages id={`${fieldId(path('comparison'))}-error`} messages={comparisonMessages} />
        </div>
        {property && rule.comparison !== null && (
          <SecondValueInput
            idPrefix={fieldId(path('second'))}
            value={rule.second}
            kinds={secondKinds}
            comparable={comparable}
            daysLabel={daysInputLabel(rule.comparison)}
            messages={messagesAt(path('second'))}
            onChange={(second) => onChange({ second })}
          />
        )}
      </div>
      {sentence && <p className="rule-row__sentence">{sentence}</p>}
    </li>
  );
}

/** Text and lists compare with each other; other types only with their own. */
function sameFamily(a: string, b: string): boolean {
  const family = (type: string) => (type === 'text' || type === 'list' ? 'text' : type);
  return family(a) === family(b);
}

export function FieldMessages({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className="form-field__errors" id={id}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
