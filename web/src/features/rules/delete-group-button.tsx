// Deleting a rule group asks first and says what goes with it: the service deletes the group's
// collection (on the media server too) and the group's own exclusions; the media stay in the library.
import type { CollectionWithMedia } from '../../api/collections.ts';
import { useRuleGroupWrites } from '../../api/rule-editor.ts';
import type { RuleGroupSummary } from '../../api/rules.ts';
import { FormConfirmButton } from '../../components/form-confirm-button.tsx';
import { toast } from '../../lib/toast.ts';
import { deletionQuestion } from './labels.ts';

export function DeleteGroupButton({ group, collection, onDeleted }: { group: RuleGroupSummary; collection: CollectionWithMedia | undefined; onDeleted?: () => void }) {
  const { remove } = useRuleGroupWrites();
  const confirm = async () => {
    try {
      await remove(group.id);
      toast.success(`Deleted “${group.name}”.`);
      onDeleted?.();
    } catch (error) {
      toast.error(`Could not delete “${group.name}”: ${error instanceof Error ? error.message : 'the service refused'}`);
    }
  };
  return (
    <FormConfirmButton question={deletionQuestion(group, collection)} confirmLabel="Yes, delete" onConfirm={confirm} label={`Delete ${group.name}`}>
      Delete
    </FormConfirmButton>
  );
}
