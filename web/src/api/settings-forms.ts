// What the settings screens validate a user's input against, with the messages the service uses, and the
// domain shapes of the values they edit. The schemas live beside the wire they guard (wire/v2), which
// the sandbox checks bodies with too; screens take them from here, never from wire/.
export {
  jobsSettingsFormSchema,
  LOG_LEVELS,
  logSettingsFormSchema,
  mainSettingsFormSchema,
  plexSettingsFormSchema,
  plexTokenSchema,
  serviceSettingsFormSchema,
  type JobsSettingsForm,
  type LogSettings,
  type MainSettingsForm,
  type PlexSettingsForm,
  type PlexTokenForm,
} from '../../../wire/v2/settings.ts';
export type { ArrKind, ArrServer } from '../../../wire/v2/arr.ts';
export { arrConnectionSchema, arrServerFormSchema, type ArrServerForm } from '../../../wire/v2/arr-form.ts';
export { exclusionTagFormSchema, type ExclusionTagForm } from '../../../wire/v3/settings.ts';
export { apiKeyServerFormSchema, type ApiKeyServerForm } from '../../../wire/v3/api-key-server-form.ts';
export { metadataKeyFormSchema, type MetadataKeyForm } from '../../../wire/v3/metadata-settings.ts';
export { downloadClientFormSchema } from '../../../wire/v3/download-client.ts';
export { overlaySettingsFormSchema, overlayTemplateNameFormSchema, type OverlaySettingsForm, type OverlayTemplateNameForm } from '../../../wire/v3/overlays.ts';
export type { LogEvent } from '../../../wire/v2/logs.ts';
