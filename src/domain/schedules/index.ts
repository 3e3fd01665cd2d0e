// Scheduled audits: when a preset or cron expression runs next in a time zone, and the schedules agencies list,
// create, change and delete.
export { nextRunAfter, nextRuns, PRESETS } from "./cron";
export {
  createSchedule, deleteSchedule, getSchedule, listSchedules, MAX_ACTIVE_SCHEDULES, MAX_CONSECUTIVE_FAILURES,
  updateSchedule,
} from "./scheduled-audits";
