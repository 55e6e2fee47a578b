// v3.24's overlays as the demo serves them: the settings (the switch and the schedule persist in
// the settings file; the text, style and frame groups are the recorded defaults, which no screen of
// the app edits), the status, a run and a reset (each 202 with no body, as recorded), and the
// templates, kept in memory from the four built-in ones. The demo's media server has no artwork to
// draw on: a run while overlays are on counts every item in a collection as processed.
import '../../../wire/zod-english.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from '../../../wire/zod-mini.ts';
import { overlayTemplateWriteSchema } from '../../../wire/v3/overlays.ts';
import { sendEmpty, sendJson, sendValidationFailed } from '../wire.ts';
import type { V3Context } from './context.ts';
import { OVERLAY_STYLE_GROUPS, PRESET_OVERLAY_TEMPLATES, type OverlayTemplateRow } from './fixtures/overlays.ts';
import { sendNestError } from './nest-errors.ts';
import { saveV3Settings } from './settings.ts';

/** What PUT /overlays/settings changes here; any other group it is sent is taken and left as it is. */
const settingsUpdateSchema = z.looseObject({ enabled: z.optional(z.boolean()), cronSchedule: z.optional(z.nullable(z.string())) });

type Template = OverlayTemplateRow & { createdAt: string; updatedAt: string };
type TemplateWrite = z.infer<typeof overlayTemplateWriteSchema>;

export function registerV3OverlayRoutes(app: FastifyInstance, context: V3Context): void {
  const { store, log, world } = context;
  const started = new Date().toISOString();
  const templates: Template[] = PRESET_OVERLAY_TEMPLATES.map((template) => ({ ...structuredClone(template), createdAt: started, updatedAt: started }));
  let nextId = templates.length + 1;
  let lastRun: string | null = null;
  let lastResult: { processed: number; reverted: number; skipped: number; errors: number } | null = null;

  const settings = () => ({
    enabled: store.state.v3Settings.overlays_enabled === true,
    ...OVERLAY_STYLE_GROUPS,
    cronSchedule: (store.state.v3Settings.overlays_cron_schedule as string | null | undefined) ?? null,
  });
  app.get('/api/overlays/settings', (_request, reply) => sendJson(reply, settings()));
  app.put('/api/overlays/settings', async (request, reply) => {
    const parsed = settingsUpdateSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
    const { enabled, cronSchedule } = parsed.data;
    const changes = { ...(enabled === undefined ? {} : { overlays_enabled: enabled }), ...(cronSchedule === undefined ? {} : { overlays_cron_schedule: cronSchedule }) };
    await saveV3Settings(context, changes, 'Overlay settings updated');
    return sendJson(reply, settings());
  });

  app.get('/api/overlays/status', (_request, reply) => sendJson(reply, { status: 'idle', lastRun, lastResult }));
  app.post('/api/overlays/process', (_request, reply) => {
    lastRun = new Date().toISOString();
    lastResult = { processed: settings().enabled ? world.media.length : 0, reverted: 0, skipped: 0, errors: 0 };
    log.info(`Overlay run: ${lastResult.processed} processed`);
    return sendEmpty(reply, 202);
  });
  app.delete('/api/overlays/reset', (_request, reply) => {
    log.info('All overlays reset');
    return sendEmpty(reply, 202);
  });

  // Nest's ParseIntPipe, then the template the id names.
  const withTemplate = (reply: FastifyReply, id: string, then: (template: Template) => unknown) => {
    if (!/^\d+$/.test(id)) return sendNestError(reply, 400, 'Validation failed (numeric string is expected)');
    const template = templates.find((candidate) => candidate.id === Number(id));
    return template ? then(template) : sendNestError(reply, 404, `Template ${id} not found`);
  };
  const create = (values: TemplateWrite): Template => {
    const now = new Date().toISOString();
    const template: Template = { id: nextId++, ...values, description: values.description ?? '', isDefault: false, isPreset: false, createdAt: now, updatedAt: now };
    templates.push(template);
    return template;
  };
  const written = (body: unknown, reply: FastifyReply, then: (values: TemplateWrite) => unknown) => {
    const parsed = overlayTemplateWriteSchema.safeParse(body);
    return parsed.success ? then(parsed.data) : sendValidationFailed(reply, parsed.error.issues);
  };
  type ById = { Params: { id: string } };

  app.get('/api/overlays/templates', (_request, reply) => sendJson(reply, templates));
  app.post('/api/overlays/templates', (request, reply) => written(request.body, reply, (values) => sendJson(reply, create(values), 201)));
  app.post('/api/overlays/templates/import', (request, reply) => written(request.body, reply, (values) => sendJson(reply, create(values), 201)));
  app.get<ById>('/api/overlays/templates/:id', (request, reply) => withTemplate(reply, request.params.id, (template) => sendJson(reply, template)));
  app.put<ById>('/api/overlays/templates/:id', (request, reply) =>
    withTemplate(reply, request.params.id, (template) =>
      written(request.body, reply, (values) => {
        Object.assign(template, values, { description: values.description ?? template.description, updatedAt: new Date().toISOString() });
        return sendJson(reply, template);
      }),
    ),
  );
  app.delete<ById>('/api/overlays/templates/:id', (request, reply) =>
    withTemplate(reply, request.params.id, (template) => {
      templates.splice(templates.indexOf(template), 1);
      return sendJson(reply, { success: true });
    }),
  );
  app.post<ById>('/api/overlays/templates/:id/duplicate', (request, reply) =>
    withTemplate(reply, request.params.id, ({ name, description, mode, canvasWidth, canvasHeight, elements }) =>
      sendJson(reply, create({ name: `${name} (copy)`, description: description ?? '', mode, canvasWidth, canvasHeight, elements: structuredClone(elements) }), 201),
    ),
  );
  // One default per mode.
  app.post<ById>('/api/overlays/templates/:id/default', (request, reply) =>
    withTemplate(reply, request.params.id, (template) => {
      for (const other of templates) if (other.mode === template.mode) other.isDefault = other === template;
      return sendJson(reply, template, 201);
    }),
  );
  app.post<ById>('/api/overlays/templates/:id/export', (request, reply) =>
    withTemplate(reply, request.params.id, ({ name, mode, canvasWidth, canvasHeight, elements }) => sendJson(reply, { version: 1, name, mode, canvasWidth, canvasHeight, elements }, 201)),
  );
}
