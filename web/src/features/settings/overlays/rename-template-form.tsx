// A template's name and description, edited in place on its card (a copy is named "<name> (copy)"
// until renamed). The name is checked before anything is sent; the rest of the template is sent
// as it was read, since the service takes the whole template.
import { overlayTemplateNameFormSchema, type OverlayTemplateNameForm } from '../../../api/settings-forms.ts';
import { useRevalidate } from '../../../api/settings.ts';
import { renameTemplate, type OverlayTemplate } from '../../../api/overlays.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { FormInput } from '../../../components/form-input.tsx';
import { useSettingsForm } from '../shared/use-settings-form.ts';

const FIELDS = ['name', 'description'] as const;

export function RenameTemplateForm({ template, onClose }: { template: OverlayTemplate; onClose(): void }) {
  const revalidate = useRevalidate();
  const { form, submit } = useSettingsForm<OverlayTemplateNameForm>({
    schema: overlayTemplateNameFormSchema,
    fields: FIELDS,
    defaultValues: { name: template.name, description: template.description ?? '' },
    save: (values) => renameTemplate(revalidate, template, values.name, values.description),
    feedback: (values) => ({ success: `Renamed “${template.name}” to “${values.name}”`, action: `Renaming “${template.name}”` }),
    onSaved: onClose,
  });
  const { register, formState } = form;
  const idPrefix = `overlay-template-${template.id}`;
  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-label={`Rename ${template.name}`}>
      <FormInput id={`${idPrefix}-name`} label="Name" autoComplete="off" autoFocus error={formState.errors.name} {...register('name')} />
      <FormInput id={`${idPrefix}-description`} label="Description" autoComplete="off" error={formState.errors.description} {...register('description')} />
      <div className="form-actions">
        <FormButton type="submit" variant="primary" busy={formState.isSubmitting}>
          Save
        </FormButton>
        <FormButton onClick={onClose}>Cancel</FormButton>
      </div>
    </form>
  );
}
