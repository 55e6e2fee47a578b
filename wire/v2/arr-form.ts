// The Radarr / Sonarr server form's rules. The service checks nothing in these bodies, so this
// schema is the only guard; its url rules are the ones the forms apply to Overseerr / Tautulli,
// taken from the same schema.
import * as z from '../zod-mini.ts';
import { serviceUrlFormField } from './settings.ts';

export const ARR_SERVER_NAME_MESSAGE = 'Enter a server name';
export const ARR_API_KEY_MESSAGE = 'Enter the API key';

/** The body of POST /settings/<kind> and PUT /settings/<kind>/:id: every field trimmed and required. */
export const arrServerFormSchema = z.object({
  serverName: z.string().check(z.trim(), z.minLength(1, { error: ARR_SERVER_NAME_MESSAGE })),
  url: serviceUrlFormField,
  apiKey: z.string().check(z.trim(), z.minLength(1, { error: ARR_API_KEY_MESSAGE })),
});
export type ArrServerForm = z.infer<typeof arrServerFormSchema>;

/** The body of POST /settings/test/<kind>: the connection fields of the form, without the name. */
export const arrConnectionSchema = z.pick(arrServerFormSchema, { url: true, apiKey: true });
export type ArrConnection = z.infer<typeof arrConnectionSchema>;
