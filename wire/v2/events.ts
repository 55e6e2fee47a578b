// Events on /api/events/stream. The keys are the names the app uses (RuleHandler_Started …); the
// wire carries the dotted values in the SSE `event:` line and again as `type` in the JSON.
import * as z from '../zod-mini.ts';

export const MaintainerrEvent = {
  RuleHandler_Started: 'rule_handler.started',
  RuleHandler_Progressed: 'rule_handler.progressed',
  RuleHandler_Finished: 'rule_handler.finished',
  RuleHandler_Failed: 'rule_handler.failed',
  CollectionHandler_Started: 'collection_handler.started',
  CollectionHandler_Progressed: 'collection_handler.progressed',
  CollectionHandler_Finished: 'collection_handler.finished',
  CollectionHandler_Failed: 'collection_handler.failed',
  CollectionMedia_Added: 'collection_media.added',
  CollectionMedia_Removed: 'collection_media.removed',
  CollectionMedia_Handled: 'collection_media.handled',
  Notifications_Fire: 'agents.notify',
} as const;

export type MaintainerrEventType = (typeof MaintainerrEvent)[keyof typeof MaintainerrEvent];

const eventBase = { time: z.string() };

export const handlerMessageEventSchema = z.object({
  type: z.enum([
    MaintainerrEvent.RuleHandler_Started,
    MaintainerrEvent.RuleHandler_Finished,
    MaintainerrEvent.CollectionHandler_Started,
    MaintainerrEvent.CollectionHandler_Finished,
  ]),
  ...eventBase,
  message: z.optional(z.string()),
});

export const handlerFailedEventSchema = z.object({
  type: z.enum([MaintainerrEvent.RuleHandler_Failed, MaintainerrEvent.CollectionHandler_Failed]),
  ...eventBase,
});

export const ruleHandlerProgressedSchema = z.object({
  type: z.literal(MaintainerrEvent.RuleHandler_Progressed),
  ...eventBase,
  totalRuleGroups: z.number(),
  processingRuleGroup: z.optional(
    z.object({
      name: z.string(),
      number: z.optional(z.number()),
      processedEvaluations: z.number(),
      totalEvaluations: z.number(),
    }),
  ),
  totalEvaluations: z.number(),
  processedEvaluations: z.number(),
});

export const collectionHandlerProgressedSchema = z.object({
  type: z.literal(MaintainerrEvent.CollectionHandler_Progressed),
  ...eventBase,
  totalCollections: z.number(),
  processingCollection: z.optional(z.object({ name: z.string(), processedMedias: z.number(), totalMedias: z.number() })),
  totalMediaToHandle: z.number(),
  processedMedias: z.number(),
  processedCollections: z.number(),
});

/** Any handler event the stream can carry. */
export const handlerEventSchema = z.discriminatedUnion('type', [
  handlerMessageEventSchema,
  handlerFailedEventSchema,
  ruleHandlerProgressedSchema,
  collectionHandlerProgressedSchema,
]);

export type HandlerMessageEvent = z.infer<typeof handlerMessageEventSchema>;
export type RuleHandlerProgressedEvent = z.infer<typeof ruleHandlerProgressedSchema>;
export type CollectionHandlerProgressedEvent = z.infer<typeof collectionHandlerProgressedSchema>;
export type HandlerEvent = z.infer<typeof handlerEventSchema>;

/** The six events the real service writes to the stream. */
export const STREAMED_HANDLER_EVENTS = [
  MaintainerrEvent.RuleHandler_Started,
  MaintainerrEvent.RuleHandler_Progressed,
  MaintainerrEvent.RuleHandler_Finished,
  MaintainerrEvent.CollectionHandler_Started,
  MaintainerrEvent.CollectionHandler_Progressed,
  MaintainerrEvent.CollectionHandler_Finished,
] as const;
