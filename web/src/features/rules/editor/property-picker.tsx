// Choosing a property: one native <select> grouped by application (keyboard type-ahead, screen
// readers and phones handle it natively), with a filter box above it that narrows the options
// to those whose name contains the typed words, for the 40-odd properties of each application;
// Enter in the filter box picks the first property it leaves listed.
import { useId, useState } from 'react';
import { enterDoesNotSubmit } from '../../../components/enter-does-not-submit.ts';
import type { PropertyRef, RuleApplication } from '../../../api/rule-editor-types.ts';

const refValue = (ref: PropertyRef) => `${ref.appId}:${ref.propertyId}`;

function parseRef(value: string): PropertyRef | null {
  const [appId, propertyId] = value.split(':').map(Number);
  return value && Number.isFinite(appId) && Number.isFinite(propertyId) ? { appId: appId!, propertyId: propertyId! } : null;
}

export interface PropertyPickerProps {
  id: string;
  label: string;
  /** The filter box's name, shown in it while it is empty: "Find a property". */
  findLabel: string;
  applications: RuleApplication[];
  value: PropertyRef | null;
  onChange: (ref: PropertyRef | null) => void;
  placeholder: string;
  describedBy?: string;
  invalid?: boolean;
  /** The name of a chosen property the list does not hold (another media type's, say), where it is known. */
  unlistedLabel?: string;
}

export function PropertyPicker({ id, label, findLabel, applications, value, onChange, placeholder, describedBy, invalid, unlistedLabel }: PropertyPickerProps) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (text: string) => words.every((word) => text.toLowerCase().includes(word));
  const selected = value ? refValue(value) : '';
  const shown = applications
    .map((app) => ({
      ...app,
      // The chosen property always stays listed, so filtering never changes the value.
      properties: app.properties.filter((property) => matches(`${app.name} ${property.label}`) || refValue(property) === selected),
    }))
    .filter((app) => app.properties.length > 0);
  const known = applications.some((app) => app.properties.some((property) => refValue(property) === selected));
  const firstMatch = words.length > 0 ? shown.flatMap((app) => app.properties.filter((property) => matches(`${app.name} ${property.label}`)))[0] : undefined;
  return (
    <div className="property-picker">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={filterId}
        className="form-control property-picker__filter"
        type="search"
        // The name is the text the box shows, so that a user who says or reads what is on screen
        // finds it (the field's own label, above, names the select).
        placeholder={`${findLabel}…`}
        aria-label={findLabel}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        onKeyDown={enterDoesNotSubmit(() => firstMatch && onChange({ appId: firstMatch.appId, propertyId: firstMatch.propertyId }))}
      />
      <select
        id={id}
        className="form-control"
        value={selected}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(parseRef(event.target.value))}
      >
        <option value="">{placeholder}</option>
        {selected && !known && <option value={selected}>{unlistedLabel ?? `Unknown property (${selected})`}</option>}
        {shown.map((app) => (
          <optgroup key={app.id} label={app.name}>
            {app.properties.map((property) => (
              <option key={refValue(property)} value={refValue(property)}>
                {app.name} › {property.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
