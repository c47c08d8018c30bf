/** One line of `npm run bench`: what an operation cost. */
export type BenchRow = {
  action: string;
  operation: string;
  requests?: number;
  reads?: number;
  writes?: number;
  wallMs?: number;
  note?: string;
};
