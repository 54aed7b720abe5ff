import type { RawPosting } from "#domain/normalise-posting";

/** A real posting recorded from the shared fixtures, with the source it came from. */
export type SnapshotPosting = Omit<RawPosting, "expiresAt" | "closingDate" | "postedAt"> & {
  source: string;
  postedAt: string | null;
};

export type FixtureSnapshot = { capturedAt: string; postings: SnapshotPosting[] };
