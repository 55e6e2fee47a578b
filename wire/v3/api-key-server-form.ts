// The Jellyfin and Emby forms' rules: the service checks the URL as it checks every service URL
// (http:// or https://, no '/' at the end) and wants an API key ("API key is required").
import * as z from '../zod-mini.ts';
import { serviceSettingsFormSchema } from '../v2/settings.ts';

export const API_KEY_REQUIRED_MESSAGE = 'API key is required';

/** The values a user edits for Jellyfin or Emby. */
export const apiKeyServerFormSchema = z.extend(serviceSettingsFormSchema, {
  api_key: z.string().check(z.trim(), z.minLength(1, API_KEY_REQUIRED_MESSAGE)),
});
export type ApiKeyServerForm = z.infer<typeof apiKeyServerFormSchema>;
