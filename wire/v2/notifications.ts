// Notification agents and configurations. v3.24 kept the same paths and shapes; it
// offers one more agent (ntfy) and more event types, which the service lists itself.
import * as z from '../zod-mini.ts';

export type AgentKey = 'discord' | 'email' | 'gotify' | 'pushbullet' | 'pushover' | 'slack' | 'telegram' | 'webhook' | 'lunasea' | 'ntfy';

export interface NotificationAgent {
  name: AgentKey;
  friendlyName: string;
  options: { field: string; type: 'text' | 'number' | 'checkbox' | 'password' | 'json'; required: boolean; extraInfo: string }[];
}

export interface NotificationType {
  title: string;
  id: number;
}

export interface NotificationConfiguration {
  id: number;
  name: string;
  agent: AgentKey;
  enabled: boolean;
  types: number[];
  options: Record<string, unknown>;
  /** Days before handling that "about to be handled" fires; default 3. */
  aboutScale: number;
}

/** The body of POST /notifications/configuration/add and /notifications/test: a configuration, `id` only to update. */
export type NotificationConfigurationBody = Omit<NotificationConfiguration, 'id' | 'agent'> & { id?: number; agent: string };

// Read leniently: an option type or agent this app does not know yet is still listed (as text), so a
// newer service's extra agent can be set up without an app update.
export const notificationAgentsWireSchema = z.array(
  z.object({
    name: z.string(),
    friendlyName: z.string(),
    options: z.array(z.object({ field: z.string(), type: z.string(), required: z.catch(z.boolean(), false), extraInfo: z.nullish(z.string()) })),
  }),
);

export const notificationTypesWireSchema = z.array(z.object({ title: z.string(), id: z.number() }));

export const notificationConfigurationsWireSchema = z.array(
  z.object({
    id: z.number(),
    name: z.nullish(z.string()),
    agent: z.string(),
    enabled: z.nullish(z.boolean()),
    types: z.nullish(z.array(z.number())),
    options: z.nullish(z.record(z.string(), z.unknown())),
    aboutScale: z.nullish(z.number()),
  }),
);
