// Notification agents as the settings screen edits them, on both generations (the wire is the same;
// v3.24 only lists more agent types and events, and the service describes each itself). Pure
// functions: read the service's answers into domain values, build the form's rules from an agent
// type's own description, turn the form's values into the body the service's own UI sends
// (recorded POST_notifications_configuration_add_webhook / POST_notifications_test_*), and put the
// test's text answer into plain words.
import * as z from '../../../wire/zod-mini.ts';
import {
  notificationAgentsWireSchema,
  notificationConfigurationsWireSchema,
  notificationTypesWireSchema,
  type NotificationConfigurationBody,
} from '../../../wire/v2/notifications.ts';
import { readWire } from './read-wire.ts';

/** How a field is edited; a kind the service adds later is edited as text. */
export type AgentFieldKind = 'text' | 'number' | 'checkbox' | 'password' | 'json';

/** One option of an agent type, as the service describes it. */
export interface AgentField {
  /** The option's key in the configuration, e.g. webhookUrl. */
  key: string;
  /** A label made from the key, e.g. "Webhook URL". */
  label: string;
  kind: AgentFieldKind;
  required: boolean;
  /** The service's own hint ('' when it gives none). */
  hint: string;
}

/** An agent type the service offers (Discord, Email, Webhook …) with its fields. */
export interface AgentType {
  key: string;
  label: string;
  fields: AgentField[];
}

/** An event an agent can be told about, e.g. 16 "Media Handled". */
export interface NotificationTrigger {
  id: number;
  title: string;
}

/** A stored agent (a "notification configuration" on the wire). */
export interface NotificationAgentConfig {
  id: number;
  name: string;
  /** The agent type's key, e.g. webhook. */
  type: string;
  enabled: boolean;
  triggers: number[];
  options: Record<string, unknown>;
  /** Days before handling that "about to be handled" fires. */
  aboutScale: number;
}

/** The "about to be handled" event: the one that uses aboutScale. */
export const ABOUT_TO_BE_HANDLED = 8;
/** The service's default for aboutScale, in days. */
export const DEFAULT_ABOUT_SCALE_DAYS = 3;

const FIELD_KINDS: readonly string[] = ['text', 'number', 'checkbox', 'password', 'json'];
// Words the service's keys abbreviate, written as a reader expects them.
const ACRONYMS: Record<string, string> = { url: 'URL', tls: 'TLS', smtp: 'SMTP', pgp: 'PGP', id: 'ID', json: 'JSON', starttls: 'STARTTLS' };

/** A label for an option key: webhookUrl → "Webhook URL", smtpPort → "SMTP port", chatId → "Chat ID". */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z\d])([A-Z])/g, '$1 $2').split(/[\s_-]+/).filter(Boolean);
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (ACRONYMS[lower]) return ACRONYMS[lower];
      return index === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(' ');
}

/** The agent types of GET /notifications/agents. */
export function readAgentTypes(data: unknown, path: string): AgentType[] {
  return readWire(notificationAgentsWireSchema, data, path).map((agent) => ({
    key: agent.name,
    label: agent.friendlyName || agent.name,
    fields: agent.options.map((option) => ({
      key: option.field,
      label: fieldLabel(option.field),
      kind: (FIELD_KINDS.includes(option.type) ? option.type : 'text') as AgentFieldKind,
      required: option.required,
      hint: option.extraInfo ?? '',
    })),
  }));
}

/** The events of GET /notifications/types. */
export function readTriggers(data: unknown, path: string): NotificationTrigger[] {
  return readWire(notificationTypesWireSchema, data, path);
}

/** The stored agents of GET /notifications/configurations. */
export function readAgentConfigs(data: unknown, path: string): NotificationAgentConfig[] {
  return readWire(notificationConfigurationsWireSchema, data, path).map((row) => ({
    id: row.id,
    name: row.name ?? '',
    type: row.agent,
    enabled: row.enabled ?? false,
    triggers: row.types ?? [],
    options: row.options ?? {},
    aboutScale: row.aboutScale ?? DEFAULT_ABOUT_SCALE_DAYS,
  }));
}

/** The triggers of an agent in words, in the service's order: "Media Handled, Rule Handling Failed". */
export function triggersInWords(ids: readonly number[], triggers: readonly NotificationTrigger[]): string {
  if (ids.length === 0) return 'no event';
  const known = triggers.filter((trigger) => ids.includes(trigger.id)).map((trigger) => trigger.title);
  const unknown = ids.filter((id) => !triggers.some((trigger) => trigger.id === id)).map((id) => `event ${id}`);
  return [...known, ...unknown].join(', ');
}

/**
 * What the form edits. Text, password, number and JSON fields hold the typed text; checkboxes a
 * boolean; triggers the checked events' ids as text (one checkbox each); aboutScale the typed days.
 */
export interface AgentFormValues {
  name: string;
  type: string;
  enabled: boolean;
  triggers: string[];
  aboutScale: string;
  options: Record<string, string | boolean>;
}

/** The form's starting values: an agent's stored values, or a new agent of the first type. */
export function agentFormValues(types: readonly AgentType[], agent?: NotificationAgentConfig): AgentFormValues {
  const type = agent?.type ?? types[0]?.key ?? '';
  const options: Record<string, string | boolean> = {};
  // Every type's fields get a value, so switching types in the form never meets an unset field.
  for (const field of types.flatMap((each) => each.fields)) {
    if (field.key in options) continue;
    options[field.key] = field.kind === 'checkbox' ? false : '';
  }
  const fields = types.find((each) => each.key === type)?.fields ?? [];
  for (const [key, stored] of Object.entries(agent?.options ?? {})) {
    const kind = fields.find((field) => field.key === key)?.kind;
    if (kind === 'checkbox') options[key] = stored === true;
    else if (kind === 'json' && stored !== null && typeof stored === 'object') options[key] = JSON.stringify(stored, null, 2);
    else if (typeof stored === 'string' || typeof stored === 'number') options[key] = String(stored);
    else if (typeof stored === 'boolean') options[key] = stored;
  }
  return {
    name: agent?.name ?? '',
    type,
    enabled: agent?.enabled ?? true,
    triggers: (agent?.triggers ?? []).map(String),
    aboutScale: String(agent?.aboutScale ?? DEFAULT_ABOUT_SCALE_DAYS),
    options,
  };
}

export const AGENT_NAME_MESSAGE = 'Enter a name for the agent';
export const AGENT_TRIGGERS_MESSAGE = 'Choose at least one event';
export const ABOUT_SCALE_MESSAGE = 'Enter a whole number of days, 1 or more';
export const NUMBER_MESSAGE = 'Must be a whole number';
export const JSON_MESSAGE = 'Must be valid JSON';
/** URL_SCHEME_MESSAGE's words (wire/v2/settings.ts), written out: importing it brought that file's schemas into the Rules screen (+990 B brotli). */
export const URL_MESSAGE = 'Must start with http:// or https://';
/** "Enter the webhook URL": the label in running text, its first word lower-cased unless an acronym. */
export const requiredMessage = (field: AgentField) => {
  const [first = '', ...rest] = field.label.split(' ');
  const word = first === first.toUpperCase() ? first : first.toLowerCase();
  return `Enter the ${[word, ...rest].join(' ')}`;
};

const WHOLE_NUMBER = /^\d+$/;
// The service describes web addresses as plain text; their keys say what they are (url, webhookUrl, botAvatarUrl).
const isAddressField = (field: AgentField) => /(^url$|Url$)/.test(field.key);

function optionRules(field: AgentField): z.ZodMiniType {
  if (field.kind === 'checkbox') return z.boolean();
  let rules = z.string();
  if (field.required) rules = rules.check(z.refine((value) => value.trim() !== '', requiredMessage(field)));
  const filled = (check: (value: string) => boolean) => (value: string) => value.trim() === '' || check(value.trim());
  if (field.kind === 'number') rules = rules.check(z.refine(filled((value) => WHOLE_NUMBER.test(value)), NUMBER_MESSAGE));
  if (field.kind === 'json') {
    rules = rules.check(
      z.refine(
        filled((value) => {
          try {
            JSON.parse(value);
            return true;
          } catch {
            return false;
          }
        }),
        JSON_MESSAGE,
      ),
    );
  }
  if (isAddressField(field)) rules = rules.check(z.refine(filled((value) => /^https?:\/\/\S+$/i.test(value)), URL_MESSAGE));
  return rules;
}

/**
 * The form's rules for one agent type, from the service's description of it: a name, at least one
 * event, a day count, and each of the type's fields (required ones filled, numbers whole, JSON
 * parsing, web addresses with their scheme). Fields of other types are not checked.
 */
export function agentFormSchema(type: AgentType | undefined) {
  const options = Object.fromEntries((type?.fields ?? []).map((field) => [field.key, optionRules(field)]));
  return z
    .object({
      name: z.string().check(z.refine((value) => value.trim() !== '', AGENT_NAME_MESSAGE)),
      type: z.string().check(z.refine((value) => value === type?.key, 'Choose an agent type')),
      enabled: z.boolean(),
      triggers: z.array(z.string()).check(z.minLength(1, AGENT_TRIGGERS_MESSAGE)),
      aboutScale: z.string(),
      options: z.looseObject(options),
    })
    .check(
      // The day count is only asked (and shown) with the event that uses it. Checked beside the
      // other fields' messages, not after them: `when` runs it though another field failed.
      z.refine((values) => !sendsAboutToBeHandled(values.triggers) || validDayCount(values.aboutScale), {
        message: ABOUT_SCALE_MESSAGE,
        path: ['aboutScale'],
        when: (payload) => {
          const values = payload.value as Partial<AgentFormValues> | undefined;
          return Array.isArray(values?.triggers) && typeof values?.aboutScale === 'string';
        },
      }),
    );
}

/** Whether the checked events include "about to be handled", the one that uses the day count. */
export function sendsAboutToBeHandled(triggers: readonly string[]): boolean {
  return triggers.includes(String(ABOUT_TO_BE_HANDLED));
}

function validDayCount(text: string): boolean {
  return WHOLE_NUMBER.test(text.trim()) && Number(text) >= 1;
}

function optionValue(field: AgentField, value: string | boolean | undefined): unknown {
  if (field.kind === 'checkbox') return value === true;
  const text = typeof value === 'string' ? value.trim() : '';
  if (field.kind === 'number') return text === '' ? undefined : Number(text);
  if (field.kind === 'json') return text === '' ? undefined : JSON.parse(text);
  return text;
}

/**
 * The configuration body of a save or test, field for field as the service's own UI sends it:
 * name, agent, enabled, types, aboutScale, options (every field of the type; JSON parsed, numbers as
 * numbers, empty text as ''), and `id` when it updates a stored agent. Stored options the type does
 * not describe are kept when the type is unchanged.
 */
export function agentBody(values: AgentFormValues, type: AgentType, stored?: NotificationAgentConfig): NotificationConfigurationBody {
  const options: Record<string, unknown> = stored && stored.type === type.key ? { ...stored.options } : {};
  for (const field of type.fields) {
    const value = optionValue(field, values.options[field.key]);
    if (value === undefined) delete options[field.key];
    else options[field.key] = value;
  }
  return {
    ...(stored ? { id: stored.id } : {}),
    name: values.name.trim(),
    agent: type.key,
    enabled: values.enabled,
    types: values.triggers.map(Number).sort((a, b) => a - b),
    // Without the event that uses it the field is hidden and unchecked: what it held is sent only if
    // it is a day count, else what the agent had.
    aboutScale: validDayCount(values.aboutScale) ? Number(values.aboutScale.trim()) : (stored?.aboutScale ?? DEFAULT_ABOUT_SCALE_DAYS),
    options,
  };
}

/** A stored agent sent back as it is with only `enabled` changed, as the service's own UI toggles it. */
export function toggledBody(agent: NotificationAgentConfig, enabled: boolean): NotificationConfigurationBody {
  return {
    id: agent.id,
    name: agent.name,
    agent: agent.type,
    enabled,
    types: agent.triggers,
    aboutScale: agent.aboutScale,
    options: agent.options,
  };
}

/** What a test found, in words. */
export interface AgentTestOutcome {
  ok: boolean;
  text: string;
}

const NOT_ALLOWED = 'Agent is not allowed to send this message.';

/** Plain words for a network error the service passes on, e.g. "connect ECONNREFUSED 127.0.0.1:9". */
function explainNetworkError(reason: string): string {
  const refused = /ECONNREFUSED (\S+)/.exec(reason);
  if (refused) return `nothing accepted the connection at ${refused[1]}`;
  const unknownHost = /ENOTFOUND (\S+)/.exec(reason);
  if (unknownHost) return `the host name ${unknownHost[1]} could not be found`;
  if (/ETIMEDOUT|timeout/i.test(reason)) return 'the other end did not answer in time';
  return '';
}

/**
 * The service's answer to POST /notifications/test in plain words. It answers text: "Success",
 * "Failure: <error>", or "Agent is not allowed to send this message." (the agent is disabled or a
 * required option is empty).
 */
export function describeTestAnswer(answer: unknown): AgentTestOutcome {
  const text = (typeof answer === 'string' ? answer : answer === null ? '' : JSON.stringify(answer)).trim();
  if (text === 'Success') return { ok: true, text: 'The test notification was sent.' };
  if (text === NOT_ALLOWED) {
    return {
      ok: false,
      text: `The test notification was not sent: the agent is disabled or a required field is empty. The service said "${NOT_ALLOWED}"`,
    };
  }
  const failure = /^Failure:?\s*(.*)$/s.exec(text);
  if (failure) {
    const reason = failure[1] || 'no reason given';
    const plain = explainNetworkError(reason);
    return { ok: false, text: `The test notification could not be sent${plain ? `: ${plain}` : ''}. The service said "${reason}".` };
  }
  return { ok: false, text: text ? `The service answered the test with "${text}".` : 'The service gave no answer to the test.' };
}
