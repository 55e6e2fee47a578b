// v2.21's rule group writes and YAML import/export: POST/PUT/DELETE /api/rules and
// /api/rules/yaml/{encode,decode}. v2.21 checks little: a rule without an operator is stored
// (recorded POST_rules_create_missing_operator), an unknown library is a 201 with an empty body
// and nothing stored (recorded POST_rules_create_unknown_library), and rule problems are soft
// `{code: 0, result: <reason>}` answers with the success status.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PlexDataType } from '../../../wire/v2/collections.ts';
import type { SandboxContext } from '../context.ts';
import type { DemoWorld } from '../demo-world.ts';
import type { EngineRule } from '../rule-engine.ts';
import { readRuleGroupBody } from '../rule-group-body.ts';
import { createRuleGroup, deleteRuleGroup, ruleProblem, updateRuleGroup } from '../rule-group-store.ts';
import { decodeRules, encodeRules } from '../rule-yaml.ts';
import { sendNestError } from '../v3/nest-errors.ts';
import { isRecord, parseIntParam, sendEmpty, sendJson, sendParseIntError } from '../wire.ts';

/** The data type of a library's own items: 1 for a movie library, 2 for a show library. */
export function libraryDataType(world: DemoWorld, libraryId: number): PlexDataType {
  return world.library.sections.find((section) => section.key === String(libraryId))?.type === 'movie' ? 1 : 2;
}

/** Registers the v2.21 rule group writes and the YAML routes. */
export function registerV2RuleGroupWrites(app: FastifyInstance, context: SandboxContext): void {
  const { world, log } = context;

  const write = (body: unknown, reply: FastifyReply, updating: boolean) => {
    const status = updating ? 200 : 201;
    const reading = readRuleGroupBody(body, '2.21', (libraryId) => libraryDataType(world, libraryId));
    if (!reading.ok) return sendNestError(reply, 400, reading.message);
    const { input } = reading;
    if (!world.library.sections.some((section) => section.key === String(input.libraryId))) return sendEmpty(reply, status);
    // A movie library's collection only ever holds movies.
    if (libraryDataType(world, input.libraryId) === 1) input.dataType = 1;
    const problem = ruleProblem(world.ruleDialect, input.rules);
    if (problem) return sendJson(reply, { code: 0, result: problem }, status);
    if (updating) {
      const group = world.groups.find((entry) => entry.id === reading.id);
      if (!group) return sendJson(reply, { code: 0, result: 'Unexpected error occurred' }, status);
      updateRuleGroup(world, group, input);
      log.info(`Rule group '${input.name}' updated`);
    } else {
      createRuleGroup(world, input);
      log.info(`Rule group '${input.name}' created`);
    }
    return sendJson(reply, { code: 1, result: 'Success' }, status);
  };

  app.post('/api/rules', (request, reply) => write(request.body, reply, false));
  app.put('/api/rules', (request, reply) => write(request.body, reply, true));

  app.delete<{ Params: { id: string } }>('/api/rules/:id', (request, reply) => {
    const id = parseIntParam(request.params.id);
    if (id === undefined) return sendParseIntError(reply);
    if (!deleteRuleGroup(world, id)) return sendJson(reply, { code: 0, result: 'Delete Failed' });
    log.info(`Rule group ${id} deleted`);
    return sendJson(reply, { code: 1, result: 'Success' });
  });

  app.post('/api/rules/yaml/encode', (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    const rules = parsedRuleList(body.rules);
    if (!rules) return sendJson(reply, { code: 0, result: 'Invalid input' }, 201);
    const dataType = Number(body.mediaType);
    if (![1, 2, 3, 4].includes(dataType)) return sendJson(reply, { code: 0, message: 'Yaml export failed. Please check logs' }, 201);
    // An unknown property makes v2.21's export throw: it has no skipping.
    const { yaml, skipped } = encodeRules(rules, world.ruleDialect, { dataType, keepNumericAnd: false });
    if (skipped) return sendJson(reply, { code: 0, message: 'Yaml export failed. Please check logs' }, 201);
    return sendJson(reply, { code: 1, result: yaml, message: 'success' }, 201);
  });

  app.post('/api/rules/yaml/decode', (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    const failed = { code: 0, message: 'Import failed, please check your yaml' };
    if (typeof body.yaml !== 'string') return sendJson(reply, failed, 201);
    const outcome = decodeRules(body.yaml, Number(body.mediaType), world.ruleDialect, false);
    if (outcome.kind === 'incompatible') return sendJson(reply, { code: 0, message: 'Yaml import failed. Incompatible media types.' }, 201);
    if (outcome.kind !== 'rules') return sendJson(reply, failed, 201);
    // The answer's mediaType looks the document's name up as written: "movies" has none.
    const mediaType = { MOVIES: 1, SHOWS: 2, SEASONS: 3, EPISODES: 4 }[outcome.mediaTypeName];
    return sendJson(reply, { code: 1, result: JSON.stringify({ mediaType, rules: outcome.rules }), message: 'success' }, 201);
  });
}

/** The `rules` field of an encode body: a JSON string of a RuleDto list (an array is taken too). */
export function parsedRuleList(value: unknown): EngineRule[] | undefined {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(parsed)) return undefined;
  const rules = parsed.filter((rule): rule is EngineRule => isRecord(rule) && Array.isArray(rule.firstVal) && rule.firstVal.length === 2);
  if (rules.length !== parsed.length) return undefined;
  return rules.map((rule) => ({ ...rule, firstVal: rule.firstVal.map(Number) as [number, number], section: Number(rule.section ?? 0) }));
}
