// What a progress panel shows for a progressed event, laid out as the service's own UI does: the
// item being processed and one bar, or two when the run covers more than one rule group or
// collection (the current item, then the whole run).
import type { CollectionHandlerProgressedEvent, RuleHandlerProgressedEvent } from '../../../wire/v2/events.ts';
import type { RuleHandlerProgressedV3Event } from '../../../wire/v3/events.ts';

export interface ProgressBar {
  /** Accessible name of the bar. */
  label: string;
  done: number;
  total: number;
}

export interface ProgressView {
  /** Name of the rule group or collection being processed, when the event names one. */
  processing?: string;
  bars: ProgressBar[];
}

/** The bars and current item for a rule or collection handler progressed event. */
export function progressView(
  event: RuleHandlerProgressedEvent | RuleHandlerProgressedV3Event | CollectionHandlerProgressedEvent,
): ProgressView {
  // v3.x reports one rule group at a time: its name and its evaluations.
  if ('ruleGroupName' in event) {
    return { processing: event.ruleGroupName, bars: [{ label: 'Current rule group', done: event.processedEvaluations, total: event.totalEvaluations }] };
  }
  if (event.type === 'rule_handler.progressed') {
    const overall = { label: 'All rule groups', done: event.processedEvaluations, total: event.totalEvaluations };
    const current = event.processingRuleGroup;
    const bars =
      event.totalRuleGroups > 1 && current
        ? [{ label: 'Current rule group', done: current.processedEvaluations, total: current.totalEvaluations }, overall]
        : [overall];
    return { processing: current?.name, bars };
  }
  const current = event.processingCollection;
  // totalMediaToHandle is 0 on a run with nothing to handle; then count collections instead.
  const overall =
    event.totalMediaToHandle > 0
      ? { label: 'All collections', done: event.processedMedias, total: event.totalMediaToHandle }
      : { label: 'All collections', done: event.processedCollections, total: event.totalCollections };
  const bars =
    event.totalCollections > 1 && current
      ? [{ label: 'Current collection', done: current.processedMedias, total: current.totalMedias }, overall]
      : [overall];
  return { processing: current?.name, bars };
}

/** Percentage 0-100 of a bar; 0 when the total is 0. */
export function percentDone(bar: ProgressBar): number {
  if (bar.total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((bar.done / bar.total) * 100)));
}
