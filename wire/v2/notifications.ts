// Notification agents and configurations (API.md §9).

export type AgentKey = 'discord' | 'email' | 'gotify' | 'pushbullet' | 'pushover' | 'slack' | 'telegram' | 'webhook' | 'lunasea';

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
