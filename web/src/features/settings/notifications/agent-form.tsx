// Adding or editing one notification agent, inline in the tab: its type (from the service's list),
// name, on/off, the events it is told about, the day count for "about to be handled", and the
// type's own fields as the service describes them. Test sends the form's values and shows the
// service's answer in words; Save sends them and closes; Cancel or Escape closes. Leaving the page
// with edits not saved asks first. Nothing is sent
// while a value breaks a rule. A refused save keeps every typed value and says why, at the field
// the service names or above the form.
import '../../../api/zod-messages.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldError, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFormLeaveGuard } from '../../../hooks/use-leave-guard.ts';
import { toast } from '../../../lib/toast.ts';
import { useRevalidate } from '../../../api/settings.ts';
import { validationMessagesByField } from '../../../api/save-answer.ts';
import {
  ABOUT_TO_BE_HANDLED,
  agentFormSchema,
  agentFormValues,
  saveNotificationAgent,
  sendsAboutToBeHandled,
  testNotificationAgent,
  type AgentFormValues,
  type AgentType,
  type NotificationAgentConfig,
  type NotificationTrigger,
} from '../../../api/notifications.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { FormCheckbox } from '../../../components/form-checkbox.tsx';
import { FormInput } from '../../../components/form-input.tsx';
import { FormSelect } from '../../../components/form-select.tsx';
import { fieldErrorMessages, revealFirstMessageOfSubmit } from '../../../components/form-field.tsx';
import { ConnectionTestOutcome, type TestOutcome } from '../shared/connection-test.tsx';
import { describeFailure } from '../shared/save-errors.ts';
import { closeOnEscape } from '../shared/inline-editor-escape.ts';
import { AgentOptionField } from './agent-option-field.tsx';
import './notifications.css';

export interface AgentFormProps {
  types: AgentType[];
  triggers: NotificationTrigger[];
  /** The agent being edited; undefined to add one. */
  agent?: NotificationAgentConfig;
  /** Called after a successful save, and on Cancel or Escape. */
  onClose: () => void;
}

// The service's 400 names wire fields; the form calls two of them differently.
const FORM_FIELD_OF: Record<string, string> = { types: 'triggers', agent: 'type' };

export function AgentForm({ types, triggers, agent, onClose }: AgentFormProps) {
  const revalidate = useRevalidate();
  // One schema per agent type, built once from the service's description of it.
  const schemas = useMemo(() => new Map(types.map((type) => [type.key, agentFormSchema(type)])), [types]);
  const resolver = useMemo<Resolver<AgentFormValues>>(
    () => (values, context, options) =>
      (zodResolver(schemas.get(values.type) ?? agentFormSchema(undefined)) as unknown as Resolver<AgentFormValues>)(values, context, options),
    [schemas],
  );
  const { register, handleSubmit, trigger, getValues, watch, setError, formState } = useForm<AgentFormValues>({
    resolver,
    criteriaMode: 'all',
    defaultValues: agentFormValues(types, agent),
  });
  // An agent half set up (a webhook URL pasted, events ticked) is not lost to a menu link or Back
  // without asking; Cancel and Escape are the user's own choice to drop it.
  useFormLeaveGuard(formState);
  const [refusal, setRefusal] = useState<string>();
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome>();
  const panelRef = useRef<HTMLElement>(null);
  const typeKey = watch('type');
  const checkedTriggers = watch('triggers');
  const type = types.find((each) => each.key === typeKey);
  const idPrefix = `notification-${agent?.id ?? 'new'}`;
  const title = agent ? `Edit ${agent.name}` : 'Add a notification agent';
  const action = agent ? `Saving the agent ${agent.name}` : 'Adding the notification agent';

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('select, input')?.focus();
  }, []);

  const save = handleSubmit(async (values) => {
    if (!type) return;
    setRefusal(undefined);
    try {
      await saveNotificationAgent(revalidate, values, type, agent);
      toast.success(`Notification agent ${values.name.trim()} ${agent ? 'saved' : 'added'}`);
      onClose();
    } catch (failure) {
      const byField = validationMessagesByField(failure);
      if (!byField) {
        setRefusal(describeFailure(action, failure));
        return;
      }
      const elsewhere: string[] = [];
      for (const [wireField, messages] of byField) {
        const field = FORM_FIELD_OF[wireField] ?? wireField;
        const known = ['name', 'type', 'triggers', 'aboutScale'].includes(field) || (field.startsWith('options.') && type.fields.some((each) => `options.${each.key}` === field));
        if (known) setError(field as FieldPath<AgentFormValues>, { type: 'server', message: messages[0], types: { server: messages } });
        else elsewhere.push(...messages);
      }
      setRefusal(`${action} failed: ${elsewhere.length ? elsewhere.join('; ') : 'the service rejected the values marked below.'}`);
    }
  }, revealFirstMessageOfSubmit);

  const test = async () => {
    setOutcome(undefined);
    if (!type || !(await trigger())) return;
    setTesting(true);
    try {
      setOutcome(await testNotificationAgent(getValues(), type, agent));
    } catch (failure) {
      setOutcome({ ok: false, text: describeFailure('Testing the agent', failure) });
    } finally {
      setTesting(false);
    }
  };

  const errors = formState.errors;
  const triggerMessages = fieldErrorMessages(errors.triggers as FieldError | undefined);
  const triggersErrorId = `${idPrefix}-triggers-error`;
  const optionError = (key: string) => (errors.options as Record<string, FieldError | undefined> | undefined)?.[key];

  return (
    <section ref={panelRef} className="notif-editor" aria-labelledby={`${idPrefix}-title`} onKeyDown={closeOnEscape(formState, onClose)}>
      <h3 id={`${idPrefix}-title`}>{title}</h3>
      {refusal && (
        <p className="settings-result settings-result--failed" role="alert">
          {refusal}
        </p>
      )}
      <form className="form notif-form" noValidate onSubmit={save} aria-labelledby={`${idPrefix}-title`}>
        <FormSelect
          id={`${idPrefix}-type`}
          label="Agent type"
          options={types.map((each) => ({ value: each.key, label: each.label }))}
          error={errors.type}
          {...register('type')}
        />
        <FormInput id={`${idPrefix}-name`} label="Name" autoComplete="off" hint="Shown in the list of agents." error={errors.name} {...register('name')} />
        <FormCheckbox id={`${idPrefix}-enabled`} label="Enabled" hint="A disabled agent sends nothing." {...register('enabled')} />
        <fieldset className="notif-triggers" aria-describedby={triggerMessages.length ? triggersErrorId : undefined}>
          <legend className="form-field__label">Send a notification when</legend>
          {triggers.map((each) => (
            <label key={each.id} className="notif-check">
              <input type="checkbox" className="form-checkbox" value={String(each.id)} {...register('triggers')} />
              <span>{each.title}</span>
            </label>
          ))}
          {triggerMessages.length > 0 && (
            <ul className="form-field__errors" id={triggersErrorId}>
              {triggerMessages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </fieldset>
        {sendsAboutToBeHandled(checkedTriggers) && (
          <FormInput
            id={`${idPrefix}-about-scale`}
            label="Days before handling"
            inputMode="numeric"
            autoComplete="off"
            hint={`For "${triggers.find((each) => each.id === ABOUT_TO_BE_HANDLED)?.title}": how many days before a collection handles an item to send it.`}
            error={errors.aboutScale}
            {...register('aboutScale')}
          />
        )}
        {type && type.fields.length > 0 && (
          <fieldset className="notif-options">
            <legend className="form-field__label">{type.label} settings</legend>
            {type.fields.map((field) => (
              <AgentOptionField key={`${type.key}-${field.key}`} field={field} id={`${idPrefix}-${type.key}-${field.key}`} register={register} error={optionError(field.key)} />
            ))}
          </fieldset>
        )}
        <div className="form-actions">
          <FormButton type="submit" variant="primary" busy={formState.isSubmitting}>
            Save
          </FormButton>
          <FormButton busy={testing} onClick={test}>
            Test
          </FormButton>
          <FormButton disabled={formState.isSubmitting} onClick={onClose}>
            Cancel
          </FormButton>
        </div>
        <ConnectionTestOutcome outcome={outcome} />
      </form>
    </section>
  );
}
