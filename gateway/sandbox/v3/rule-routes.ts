// v3.24's rule endpoints over the demo rule groups: the group list and one group (its rules at
// /rules/:id/rules now), constants, counts, the offline community answers, exclusions (one or in
// bulk) and the rule test. Writes, YAML and migration live in rule-group-writes.ts; the queue
// triggers in app-routes.ts.
import type { FastifyInstance } from 'fastify';
import type { DemoGroup } from '../demo-world.ts';
import { verdictOf } from '../rule-verdicts.ts';
import { isRecord, parseIntParam, sendEmpty, sendJson, sendParseIntError, sendText, sendValidationFailed } from '../wire.ts';
import type { V3Context } from './context.ts';
import { RULE_CONSTANTS_V3 } from './fixtures/rule-constants.ts';
import { exclusionRow, ruleGroupRow } from './rows.ts';
import { setExclusion } from './exclusions.ts';
import { namedRuleGroup } from '../exclusion-removal.ts';
import { bulkMediaIdsIssue } from './bulk-media-ids.ts';

/** ReturnStatus on v3: `message` repeats `result`. */
const SUCCESS = { code: 1, result: 'Success', message: 'Success' };

/** Registers /api/rules and its sub-paths (but the queue's). */
export function registerV3RuleRoutes(app: FastifyInstance, context: V3Context): void {
  const { world, store } = context;
  const notificationsOf = (group: DemoGroup) => store.state.notifications.filter((entry) => group.notificationIds.includes(entry.id));
  const groupRow = (group: DemoGroup, withRules = true) => ruleGroupRow(world, group, notificationsOf(group), withRules);

  app.get<{ Querystring: { libraryId?: string; activeOnly?: string } }>('/api/rules', (request, reply) => {
    const { libraryId, activeOnly } = request.query;
    const groups = world.groups.filter(
      (group) =>
        (libraryId === undefined || String(group.definition.libraryId) === libraryId) &&
        (activeOnly === undefined || group.definition.isActive),
    );
    return sendJson(reply, groups.map((group) => groupRow(group)));
  });

  app.get('/api/rules/count', (_request, reply) => sendText(reply, world.groups.length));
  // The recorded answer with only Plex configured; the demo's other services add no properties.
  app.get('/api/rules/constants', (_request, reply) => sendJson(reply, RULE_CONSTANTS_V3));
  // Usernames come from plex.tv, which the sandbox never reaches: the recorded offline answer.
  app.get('/api/rules/users', (_request, reply) => sendJson(reply, []));
  app.get('/api/rules/community', (_request, reply) => sendJson(reply, { code: 0, result: 'Failed', message: 'Failed' }));
  app.get('/api/rules/community/count', (_request, reply) => sendText(reply, 0));
  app.get('/api/rules/community/karma/history', (_request, reply) => sendJson(reply, []));

  app.get<{ Params: { id: string } }>('/api/rules/collection/:id', (request, reply) => {
    const id = parseIntParam(request.params.id);
    if (id === undefined) return sendParseIntError(reply);
    const group = world.groups.find((entry) => entry.collectionId === id);
    return group ? sendJson(reply, groupRow(group, false)) : sendEmpty(reply);
  });

  app.get<{ Querystring: { rulegroupId?: string; mediaServerId?: string } }>('/api/rules/exclusion', (request, reply) => {
    const { rulegroupId, mediaServerId } = request.query;
    const rows = world.exclusions.filter(
      (row) =>
        (rulegroupId === undefined || row.ruleGroupId === Number(rulegroupId) || row.ruleGroupId === null) &&
        (mediaServerId === undefined || String(row.plexId) === mediaServerId || String(row.parent) === mediaServerId),
    );
    // Without a filter the real service lists nothing (recorded GET_rules_exclusion_all).
    return sendJson(reply, rulegroupId === undefined && mediaServerId === undefined ? [] : rows.map(exclusionRow));
  });

  app.post('/api/rules/exclusion', (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    // The row is the item's (mediaId), whatever part the context names: after a season-context
    // exclusion of show 201 the real service lists one row, mediaServerId "201", type show
    // (recorded POST_rules_exclusion_add_season_context, then GET_rules_exclusion_rulegroupId_2).
    const ok = setExclusion(context, String(body.mediaId ?? ''), namedRuleGroup(world.groups, body), body.action === 1);
    return sendJson(reply, ok ? SUCCESS : { code: 0, result: 'Failed', message: 'Failed' }, 201);
  });

  app.post('/api/rules/exclusions/bulk', (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    const ids = Array.isArray(body.mediaIds) ? body.mediaIds.map(String) : [];
    const issue = bulkMediaIdsIssue(ids);
    if (issue) return sendValidationFailed(reply, [issue]);
    const ruleGroupId = namedRuleGroup(world.groups, body);
    const results = ids.map((mediaId) =>
      setExclusion(context, mediaId, ruleGroupId, body.action === 1)
        ? { mediaId, code: 1, message: 'Success' }
        : { mediaId, code: 0, message: 'Failed' },
    );
    return sendJson(reply, { results }, 201);
  });

  app.delete<{ Params: { id: string } }>('/api/rules/exclusions/:id', (request, reply) => {
    world.exclusions = world.exclusions.filter((row) => String(row.plexId) !== request.params.id && String(row.parent) !== request.params.id);
    return sendJson(reply, SUCCESS);
  });

  app.delete<{ Params: { id: string } }>('/api/rules/exclusion/:id', (request, reply) => {
    const id = parseIntParam(request.params.id);
    if (id === undefined) return sendParseIntError(reply);
    world.exclusions = world.exclusions.filter((row) => row.id !== id);
    return sendJson(reply, SUCCESS);
  });

  app.post('/api/rules/test', (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    const group = world.groups.find((entry) => entry.id === Number(body.rulegroupId));
    const item = world.library.find(String(body.mediaId));
    if (!group || !item) return sendJson(reply, { code: 0, result: 'Invalid input', message: 'Invalid input' }, 201);
    const verdict = verdictOf(world, group, item, new Date());
    return sendJson(reply, { code: 1, result: [{ mediaServerId: item.ratingKey, ...verdict }] }, 201);
  });

  app.get<{ Params: { id: string } }>('/api/rules/:id/rules', (request, reply) => {
    const id = parseIntParam(request.params.id);
    if (id === undefined) return sendParseIntError(reply);
    return sendJson(reply, world.groups.find((group) => group.id === id)?.rules ?? []);
  });

  // v3 answers the group itself here; an unknown id is a 200 with an empty body (recorded GET_rules_999_unknown).
  app.get<{ Params: { id: string } }>('/api/rules/:id', (request, reply) => {
    const id = parseIntParam(request.params.id);
    if (id === undefined) return sendParseIntError(reply);
    const group = world.groups.find((entry) => entry.id === id);
    return group ? sendJson(reply, groupRow(group)) : sendEmpty(reply);
  });
}
