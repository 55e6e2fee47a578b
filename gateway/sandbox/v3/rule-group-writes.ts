// v3.24's rule group writes, YAML import/export and rule migration. Unlike v2.21, v3.24 refuses
// some bodies with Nest's 400 `{message, error: "Bad Request", statusCode: 400}`: a later rule
// without an operator, a deleteAfterDays that is not a whole number of days up to 100 years, a
// library the media server does not have (recorded POST_rules_create_invalid_*). Its ReturnStatus
// answers repeat `result` as `message`, and deleting an unknown group still succeeds (recorded
// DELETE_rules_temporary_group_again).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readRuleGroupBody } from '../rule-group-body.ts';
import { createRuleGroup, deleteRuleGroup, everyLaterRuleHasOperator, ruleProblem, updateRuleGroup } from '../rule-group-store.ts';
import { decodeRules, encodeRules } from '../rule-yaml.ts';
import { libraryDataType, parsedRuleList } from '../routes/rule-group-writes.ts';
import { isRecord, parseIntParam, sendJson, sendParseIntError } from '../wire.ts';
import type { V3Context } from './context.ts';
import { sendNestError } from './nest-errors.ts';
import { dataTypeName } from './rows.ts';

/** The longest "take action after" window v3.24 accepts, in days. */
const MAX_DELETE_AFTER_DAYS = 36_500;
const DATA_TYPES = ['movie', 'show', 'season', 'episode'];

const returnStatus = (code: 0 | 1, text: string) => ({ code, result: text, message: text });

/** Registers the v3.24 rule group writes, YAML and migration routes. */
export function registerV3RuleGroupWrites(app: FastifyInstance, context: V3Context): void {
  const { world, log } = context;

  const write = (body: unknown, reply: FastifyReply, updating: boolean) => {
    const status = updating ? 200 : 201;
    const reading = readRuleGroupBody(body, '3.24', (libraryId) => libraryDataType(world, libraryId));
    if (!reading.ok) return sendNestError(reply, 400, reading.message);
    const { input } = reading;
    // One *arr manages a collection: the service refuses a body naming both, softly, before all else
    // it checks of the group (a Sonarr handler would otherwise run against a library of sports).
    if (input.sonarrSettingsId !== null && input.collectionExtras.sportarrSettingsId != null) {
      return sendJson(reply, returnStatus(0, 'A collection can be managed by either Sonarr or Sportarr, not both'), status);
    }
    if (!everyLaterRuleHasOperator(input.rules)) return sendNestError(reply, 400, 'Operator is required for every rule after the first');
    const days = input.deleteAfterDays;
    if (days !== null && !(Number.isInteger(days) && days >= 0 && days <= MAX_DELETE_AFTER_DAYS)) {
      return sendNestError(reply, 400, `Take action after days must be a whole number between 0 and ${MAX_DELETE_AFTER_DAYS}`);
    }
    if (!world.library.sections.some((section) => section.key === String(input.libraryId))) {
      return sendNestError(reply, 400, `Library ${input.libraryId} does not exist on the media server`);
    }
    const problem = ruleProblem(world.ruleDialect, input.rules);
    if (problem) return sendJson(reply, returnStatus(0, problem), status);
    if (updating) {
      const group = world.groups.find((entry) => entry.id === reading.id);
      if (!group) return sendJson(reply, returnStatus(0, 'Unexpected error occurred'), status);
      updateRuleGroup(world, group, input);
      log.info(`Rule group '${input.name}' updated`);
    } else {
      createRuleGroup(world, input);
      log.info(`Rule group '${input.name}' created`);
    }
    return sendJson(reply, returnStatus(1, 'Success'), status);
  };

  app.post('/api/rules', (request, reply) => write(request.body, reply, false));
  app.put('/api/rules', (request, reply) => write(request.body, reply, true));

  app.delete<{ Params: { id: string } }>('/api/rules/:id', (request, reply) => {
    const id = parseIntParam(request.params.id);
    if (id === undefined) return sendParseIntError(reply);
    if (deleteRuleGroup(world, id)) {
      context.rules.stopGroup(id);
      log.info(`Rule group ${id} deleted`);
    }
    return sendJson(reply, returnStatus(1, 'Success'));
  });

  app.post('/api/rules/yaml/encode', (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    const rules = parsedRuleList(body.rules);
    if (!rules) return sendJson(reply, returnStatus(0, 'Invalid input'), 201);
    // An unknown media type name is written as MOVIES, as the service falls back to its first type.
    const dataType = Math.max(1, DATA_TYPES.indexOf(String(body.mediaType)) + 1);
    const { yaml, skipped } = encodeRules(rules, world.ruleDialect, { dataType, keepNumericAnd: true });
    return sendJson(reply, { code: 1, result: yaml, message: 'success', skipped }, 201);
  });

  app.post('/api/rules/yaml/decode', (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    const invalid = { code: 0, message: 'Validation failed - Please check your YAML structure.' };
    if (typeof body.yaml !== 'string') return sendJson(reply, invalid, 201);
    const outcome = decodeRules(body.yaml, DATA_TYPES.indexOf(String(body.mediaType)) + 1, world.ruleDialect, true);
    if (outcome.kind === 'incompatible') return sendJson(reply, { code: 0, message: 'Yaml import failed. Incompatible media types.' }, 201);
    if (outcome.kind !== 'rules') return sendJson(reply, invalid, 201);
    const result = JSON.stringify({ mediaType: dataTypeName(outcome.dataType), rules: outcome.rules });
    return sendJson(reply, { code: 1, result, message: 'success', skipped: outcome.skipped }, 201);
  });

  // The demo's rules need no migration (they name Plex properties v3.24 still has): they come back as sent.
  app.post('/api/rules/migrate', (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    let rules: unknown;
    try {
      rules = typeof body.rules === 'string' ? JSON.parse(body.rules) : body.rules;
    } catch {
      rules = undefined;
    }
    if (!Array.isArray(rules)) return sendJson(reply, returnStatus(0, 'Invalid input'), 201);
    return sendJson(reply, { code: 1, result: JSON.stringify(rules), message: 'Migrated 0 rules, skipped 0' }, 201);
  });
}
