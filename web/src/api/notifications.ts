// Notification agents, alike on both generations (same paths and shapes; the service lists which
// agent types and events it has): the reads' keys and hooks and the writes side by side. Every write
// revalidates the list, so the tab shows the service's copy.
import useSWR from 'swr';
import { api } from '../lib/api-client.ts';
import type { NotificationConfigurationBody } from '../../../wire/v2/notifications.ts';
import {
  agentBody,
  describeTestAnswer,
  readAgentConfigs,
  readAgentTypes,
  readTriggers,
  toggledBody,
  type AgentFormValues,
  type AgentTestOutcome,
  type AgentType,
  type NotificationAgentConfig,
} from './notification-forms.ts';
import type { LinkedNotification } from './rule-editor-types.ts';
import { ensureAccepted, returnStatusVerdict, SaveRejectedError } from './save-answer.ts';
import type { Revalidate } from './settings.ts';

export * from './notification-forms.ts';

export const NOTIFICATION_CONFIGURATIONS_KEY = '/notifications/configurations';
export const NOTIFICATION_AGENTS_KEY = '/notifications/agents';
export const NOTIFICATION_TYPES_KEY = '/notifications/types';
const SAVE_PATH = '/notifications/configuration/add';
const TEST_PATH = '/notifications/test';

/** A read through its reader, keyed by [path, 'notifications'] so revalidating the path reloads it. */
function useRead<T>(path: string, read: (data: unknown, path: string) => T) {
  return useSWR<T>([path, 'notifications'], async ([key]: [string]) => read(await api.get<unknown>(key), key));
}

/** The stored agents; `agents` is [] until loaded. */
export function useNotificationAgents() {
  const result = useRead(NOTIFICATION_CONFIGURATIONS_KEY, readAgentConfigs);
  return { ...result, agents: result.data ?? [] };
}

/** A stored agent as the rule editor offers it, with its configuration as the wire gave it. */
export interface NotificationChoice {
  agent: NotificationAgentConfig;
  /** What a rule group's body carries for it (the service's own editor sends the whole configuration). */
  wire: LinkedNotification;
}

/** The stored agents a rule group can tell; `choices` is [] until loaded. */
export function useNotificationChoices() {
  const result = useSWR<NotificationChoice[]>([NOTIFICATION_CONFIGURATIONS_KEY, 'rule-editor'], async ([key]: [string]) => {
    const data = await api.get<unknown>(key);
    // Read (and checked) as the Notifications tab reads it; the wire rows are kept as they came.
    return readAgentConfigs(data, key).map((agent, index) => ({ agent, wire: (data as LinkedNotification[])[index]! }));
  });
  return { ...result, choices: result.data ?? [] };
}

/** The agent types the service offers, each with the fields it describes. */
export function useAgentTypes() {
  return useRead(NOTIFICATION_AGENTS_KEY, readAgentTypes);
}

/** The events an agent can be told about. */
export function useNotificationTriggers() {
  return useRead(NOTIFICATION_TYPES_KEY, readTriggers);
}

async function sendConfiguration(revalidate: Revalidate, body: NotificationConfigurationBody): Promise<void> {
  ensureAccepted(await api.post(SAVE_PATH, body), 'Failure');
  await revalidate(NOTIFICATION_CONFIGURATIONS_KEY);
}

/** Adds an agent, or updates `stored` with the form's values; throws SaveRejectedError on a NOK answer. */
export function saveNotificationAgent(
  revalidate: Revalidate,
  values: AgentFormValues,
  type: AgentType,
  stored?: NotificationAgentConfig,
): Promise<void> {
  return sendConfiguration(revalidate, agentBody(values, type, stored));
}

/** Turns a stored agent on or off: the stored agent sent back with only `enabled` changed. */
export function setNotificationAgentEnabled(revalidate: Revalidate, agent: NotificationAgentConfig, enabled: boolean): Promise<void> {
  return sendConfiguration(revalidate, toggledBody(agent, enabled));
}

/** Asks the service to send a test notification with the form's values; saves nothing. */
export async function testNotificationAgent(values: AgentFormValues, type: AgentType, stored?: NotificationAgentConfig): Promise<AgentTestOutcome> {
  return describeTestAnswer(await api.post<unknown>(TEST_PATH, agentBody(values, type, stored)));
}

/** Deletes a stored agent; throws SaveRejectedError with the service's words when it refuses. */
export async function deleteNotificationAgent(revalidate: Revalidate, id: number): Promise<void> {
  const verdict = returnStatusVerdict(await api.delete(`/notifications/configuration/${id}`), 'Failure');
  if (!verdict.ok) throw new SaveRejectedError(verdict.reason ?? 'Failure');
  await revalidate(NOTIFICATION_CONFIGURATIONS_KEY);
}
