// GET /api/tasks/:name/status.
import * as z from '../zod-mini.ts';

/** The two handler tasks the shell follows, by their display names (used in the URL). */
export const TASK_NAMES = { ruleHandler: 'Rule Handler', collectionHandler: 'Collection Handler' } as const;
export type HandlerKey = keyof typeof TASK_NAMES;

export const taskStatusSchema = z.object({
  time: z.string(),
  running: z.boolean(),
  runningSince: z.nullable(z.string()),
});

export type TaskStatus = z.infer<typeof taskStatusSchema>;
