export interface Task {
  /** ms since navigation start */
  start: number;
  end: number;
}

export const LONG_TASK_MS: number;
export const QUIET_WINDOW_MS: number;
export function mainThreadQuietMs(longTasks: Task[], fcpMs: number, windowMs?: number): number;
export function longTasksOf(trace: unknown): Promise<Task[]>;
export function blockingMs(longTasks: Task[], fromMs: number, quietMs: number): number;
