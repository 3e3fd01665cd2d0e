// Action plans: the tasks an audit's findings turn into (opened, reopened, resolved), and the plans, tasks and
// progress agencies read and update.
export { currentPlan, getPlan, getProgress, listPlans, nextTasks } from "./reads";
export { planTasks, resolvedTasks } from "./tasks";
export { updateTask } from "./writes";
