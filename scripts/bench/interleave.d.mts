export type Throttling = 'devtools' | 'simulate';

export interface ScheduledRun {
  round: number;
  throttling: Throttling;
  pageId: string;
}

export const METHODS: Throttling[];
export function schedule(pageIds: string[], rounds: number, methods?: Throttling[]): ScheduledRun[];
