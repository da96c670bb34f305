import {
  countsByStatus,
  excludedTaskIds,
  getTimeSensitiveDoc,
  timelineTasks,
  timeSensitiveDocs,
  timeSensitiveTasks,
} from '@/domain/timeline';
import type { ExemptionStatus, PlanOptions, StatusCounts, TimeSensitiveDoc, TimelineTask } from '@/domain/timeline';

/**
 * 'exempt': the couple's exemption answers took it out; 'held': the applicant already holds it (a
 * TOPIK score: no exam to plan); 'not-in-plan': this plan never needs it (e.g. TOPIK).
 */
export type DocAvailability = 'in-plan' | 'exempt' | 'held' | 'not-in-plan';

export type DocView = { doc: TimeSensitiveDoc; planned: TimelineTask[]; availability: DocAvailability };

export type TimeSensitiveView = {
  docs: DocView[];
  /** Over the time-sensitive tasks of this plan: the timeline's (one list, `timeSensitiveTasks`). */
  counts: StatusCounts;
  /** What the exemption answers change, against planning for every check. */
  removed: TimelineTask[];
  added: TimelineTask[];
};

const PLAN_EVERY_CHECK: ExemptionStatus = { criminalRecordCheck: 'unknown', healthCheck: 'unknown' };

/** The catalog, with the card of any planned task's document it left out: every task counted has its card. */
function withPlannedDocs(catalog: readonly TimeSensitiveDoc[], planned: readonly TimelineTask[]): TimeSensitiveDoc[] {
  const shown = new Set(catalog.map((doc) => doc.id));
  const missing = [...new Set(planned.flatMap((task) => (task.timeSensitive ? [task.timeSensitive] : [])))]
    .filter((id) => !shown.has(id))
    .map((id) => getTimeSensitiveDoc(id))
    .filter((doc): doc is TimeSensitiveDoc => doc !== undefined);
  return [...catalog, ...missing];
}

/** `catalog`: the documents as this couple needs them (D28); the plain catalog when the couple is not known. */
export function buildTimeSensitive(
  exemptions: ExemptionStatus,
  progress: Parameters<typeof countsByStatus>[1],
  options: PlanOptions = {},
  catalog: readonly TimeSensitiveDoc[] = timeSensitiveDocs,
): TimeSensitiveView {
  const excluded = excludedTaskIds(exemptions, options);
  const excludedByDefault = excludedTaskIds(PLAN_EVERY_CHECK, options);
  const inPlan = timeSensitiveTasks(exemptions, options);
  const docs = withPlannedDocs(catalog, inPlan).map((doc): DocView => {
    const tasks = timelineTasks.filter((task) => task.timeSensitive === doc.id);
    const planned = inPlan.filter((task) => task.timeSensitive === doc.id);
    const exempt = tasks.some((task) => excluded.has(task.id) && !excludedByDefault.has(task.id));
    const held = doc.id === 'topik' && options.topikHeld === true;
    return {
      doc,
      planned,
      availability: planned.length > 0 ? 'in-plan' : exempt ? 'exempt' : held ? 'held' : 'not-in-plan',
    };
  });
  return {
    docs,
    counts: countsByStatus(inPlan, progress),
    removed: timelineTasks.filter((task) => excluded.has(task.id) && !excludedByDefault.has(task.id)),
    added: timelineTasks.filter((task) => !excluded.has(task.id) && excludedByDefault.has(task.id)),
  };
}
