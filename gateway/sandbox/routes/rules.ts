// Rule groups, rule constants, exclusions, the rule test and the community-rule endpoints. Writes
// to rule groups and YAML live in rule-group-writes.ts; execute/stop in routes/app.ts.
import type { FastifyInstance } from 'fastify';
import type { PlexDataType } from '../../../wire/v2/collections.ts';
import type { Exclusion } from '../../../wire/v2/rules.ts';
import type { SandboxContext } from '../context.ts';
import { RULE_CONSTANTS } from '../fixtures/rule-constants.ts';
import { comparisonStatistics, verdictOf } from '../rule-verdicts.ts';
import { isRecord, parseIntParam, sendEmpty, sendJson, sendParseIntError, sendText } from '../wire.ts';
import { exclusionsAfterRemoval, namedRuleGroup } from '../exclusion-removal.ts';

const DATA_TYPE_BY_PLEX_TYPE: Record<string, PlexDataType> = { movie: 1, show: 2, season: 3, episode: 4 };

/** Registers /api/rules and its sub-paths. */
export function registerRuleRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { world, log } = context;

  app.get<{ Querystring: { libraryId?: string; typeId?: string; activeOnly?: string } }>('/api/rules', (request, reply) => {
    const { libraryId, typeId, activeOnly } = request.query;
    const groups = world.groups.filter(
      (group) =>
        (libraryId === undefined || String(group.definition.libraryId) === libraryId) &&
        (typeId === undefined || String(group.definition.dataType) === typeId) &&
        // Any activeOnly value, even "false", keeps active groups only, as on the real service.
        (activeOnly === undefined || group.definition.isActive),
    );
    return sendJson(reply, groups.map((group) => world.ruleGroupDto(group)));
  });

  app.get('/api/rules/count', (_request, reply) => sendText(reply, world.groups.length));
  // The recorded answer with only Plex configured; the demo's other services add no properties.
  app.get('/api/rules/constants', (_request, reply) => sendJson(reply, RULE_CONSTANTS));

  app.get('/api/rules/community', (_request, reply) => sendJson(reply, { code: 0, result: 'Failed' }));
  app.get('/api/rules/community/count', (_request, reply) => sendText(reply, 0));
  app.get('/api/rules/community/karma/history', (_request, reply) => sendJson(reply, []));

  app.get<{ Params: { id: string } }>('/api/rules/collection/:id', (request, reply) => {
    const id = parseIntParam(request.params.id);
    if (id === undefined) return sendParseIntError(reply);
    const group = world.groups.find((entry) => entry.collectionId === id);
    if (!group) return sendEmpty(reply);
    // The group without its rules (recorded GET_rules_collection_1 with media).
    const { rules: _rules, ...withoutRules } = world.ruleGroupDto(group);
    return sendJson(reply, withoutRules);
  });

  app.get<{ Querystring: { rulegroupId?: string; plexId?: string } }>('/api/rules/exclusion', (request, reply) => {
    const { rulegroupId, plexId } = request.query;
    if (rulegroupId !== undefined) {
      const id = Number(rulegroupId);
      return sendJson(reply, world.exclusions.filter((row) => row.ruleGroupId === id || row.ruleGroupId === null));
    }
    if (plexId !== undefined) {
      const id = Number(plexId);
      return sendJson(reply, world.exclusions.filter((row) => row.plexId === id || row.parent === id));
    }
    return sendJson(reply, []);
  });

  app.post('/api/rules/exclusion', (request, reply) => {
    const body = request.body;
    const failed = () => sendJson(reply, { code: 0, result: 'Failed' }, 201);
    if (!isRecord(body) || typeof body.mediaId !== 'number') return failed();
    const scope = isRecord(body.context) && typeof body.context.id === 'number' && body.context.id !== -1 ? body.context.id : body.mediaId;
    const item = world.library.find(String(scope));
    if (!item) return failed();
    const named = namedRuleGroup(world.groups, body);
    // Added with no group named, an exclusion is the global one.
    const ruleGroupId = named ?? null;
    const matches = (row: Exclusion) => row.plexId === Number(item.ratingKey) && row.ruleGroupId === ruleGroupId;
    if (body.action === 1) {
      world.exclusions = exclusionsAfterRemoval(world.exclusions, Number(item.ratingKey), named);
      log.info(`Exclusion of "${item.title}" removed`);
    } else if (!world.exclusions.some(matches)) {
      world.exclusions.push({
        id: world.nextExclusionId(),
        plexId: Number(item.ratingKey),
        ruleGroupId,
        parent: scope === body.mediaId ? null : body.mediaId,
        type: DATA_TYPE_BY_PLEX_TYPE[item.type] ?? null,
      });
      // An excluded item leaves the collections it is excluded from.
      for (const row of world.media.filter((row) => row.plexId === Number(item.ratingKey))) {
        const group = world.groups.find((entry) => entry.collectionId === row.collectionId);
        if (ruleGroupId === null || group?.id === ruleGroupId) world.removeMedia(row);
      }
      log.info(`"${item.title}" excluded ${ruleGroupId === null ? 'from all rules' : `from rule group ${ruleGroupId}`}`);
    }
    return sendJson(reply, { code: 1, result: 'Success' }, 201);
  });

  app.delete<{ Params: { id: string } }>('/api/rules/exclusion/:id', (request, reply) => {
    const id = parseIntParam(request.params.id);
    if (id === undefined) return sendParseIntError(reply);
    const before = world.exclusions.length;
    world.exclusions = world.exclusions.filter((row) => row.id !== id);
    if (before !== world.exclusions.length) log.info(`Exclusion ${id} removed`);
    return sendJson(reply, { code: 1, result: 'Success' });
  });

  app.delete<{ Params: { plexId: string } }>('/api/rules/exclusions/:plexId', (request, reply) => {
    const plexId = parseIntParam(request.params.plexId);
    if (plexId === undefined) return sendParseIntError(reply);
    world.exclusions = world.exclusions.filter((row) => row.plexId !== plexId && row.parent !== plexId);
    log.info(`All exclusions of item ${plexId} removed`);
    return sendJson(reply, { code: 1, result: 'Success' });
  });

  app.post('/api/rules/test', (request, reply) => {
    const body = request.body;
    const group = isRecord(body) ? world.groups.find((entry) => entry.id === Number(body.rulegroupId)) : undefined;
    const item = isRecord(body) ? world.library.find(String(body.mediaId)) : undefined;
    if (!group || !item) return sendJson(reply, { code: 0, result: 'Invalid input' }, 201);
    return sendJson(reply, { code: 1, result: [comparisonStatistics(item, verdictOf(world, group, item, new Date()))] }, 201);
  });

  app.get<{ Params: { id: string } }>('/api/rules/:id', (request, reply) => {
    const id = parseIntParam(request.params.id);
    if (id === undefined) return sendParseIntError(reply);
    return sendJson(reply, world.groups.find((group) => group.id === id)?.rules ?? []);
  });
}
