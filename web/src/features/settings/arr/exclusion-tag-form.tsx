// The Radarr or Sonarr tab's exclusion tag (v3.x): whether excluding an item in Maintainerr tags it
// in Radarr or Sonarr (so that their own tools and lists can leave it alone), with which tag, and
// whether including it again removes the tag. Three fields of the main settings, saved together.
import { exclusionTagFormSchema, type ArrKind, type ExclusionTagForm as FormValues } from '../../../api/settings-forms.ts';
import { ARR_NAMES } from '../../../api/arr-servers.ts';
import type { MainSettings } from '../../../api/settings.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { FormCheckbox } from '../../../components/form-checkbox.tsx';
import { FormInput } from '../../../components/form-input.tsx';
import { useMainSettingsSection, type MainSettingsSection } from '../shared/use-main-settings-section.ts';

const FIELDS = ['enabled', 'tag', 'untagOnInclude'] as const;
const ITEMS: Record<ArrKind, { plural: string; one: string }> = { radarr: { plural: 'movies', one: 'a movie' }, sonarr: { plural: 'shows', one: 'a show' } };

function section(kind: ArrKind): MainSettingsSection<FormValues> {
  return {
    schema: exclusionTagFormSchema,
    fields: FIELDS,
    toValues: (settings: MainSettings) => settings.exclusionTagging![kind],
    toChanges: (values) => ({ exclusionTagging: { kind, tagging: values } }),
    feedback: { success: `${ARR_NAMES[kind]} exclusion tag saved`, action: `Saving the ${ARR_NAMES[kind]} exclusion tag` },
  };
}
/** Module-level, as useMainSettingsSection asks: one per kind. */
const SECTIONS: Record<ArrKind, MainSettingsSection<FormValues>> = { radarr: section('radarr'), sonarr: section('sonarr') };

export function ExclusionTagForm({ kind }: { kind: ArrKind }) {
  const name = ARR_NAMES[kind];
  const items = ITEMS[kind];
  const {
    form: { register, formState },
    save,
  } = useMainSettingsSection(SECTIONS[kind]);
  return (
    <form className="form" noValidate onSubmit={save} aria-labelledby={`${kind}-exclusion-tag`}>
      <h3 id={`${kind}-exclusion-tag`}>Exclusion tag</h3>
      <FormCheckbox
        id={`${kind}-tag-exclusions`}
        label={`Tag excluded ${items.plural} in ${name}`}
        hint={`Excluding ${items.one} in Maintainerr adds the tag to it in ${name}.`}
        error={formState.errors.enabled}
        {...register('enabled')}
      />
      <FormInput
        id={`${kind}-exclusion-tag-label`}
        label="Tag"
        hint="Lowercase letters, digits and hyphens; used while tagging is on."
        autoComplete="off"
        spellCheck={false}
        error={formState.errors.tag}
        {...register('tag')}
      />
      <FormCheckbox
        id={`${kind}-untag-on-include`}
        label={`Remove the tag when ${items.one} is included again`}
        error={formState.errors.untagOnInclude}
        {...register('untagOnInclude')}
      />
      <div className="form-actions">
        {/* Named for what it saves: the server editor above has a Save of its own. */}
        <FormButton type="submit" variant="primary" busy={formState.isSubmitting}>
          Save exclusion tag
        </FormButton>
      </div>
    </form>
  );
}
