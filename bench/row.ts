/** One line of `npm run bench`: what an operation cost. */
export type BenchRow = {
  action: string;
  operation: string;
  /** Requests as GitHub counts them against the REST budget (304s free), GraphQL queries included. */
  requests?: number;
  /** GraphQL points, GitHub's price of the queries (GITHUB_TOKEN: 1,000 points an hour per repository). */
  points?: number;
  reads?: number;
  writes?: number;
  wallMs?: number;
  note?: string;
};
