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

/** Markdown a suite writes between `<!-- <id>:start -->` and `<!-- <id>:end -->` of `file` (with `--record`). */
export type BenchSection = { file: string; id: string; markdown: string };

/** What a suite gives back: rows of the main table, and sections of its own. */
export type BenchSuiteResult = BenchRow[] | { rows: BenchRow[]; sections: BenchSection[] };
