// The whole database schema, one aggregate per file under ./schema.
export * from "./schema/organizations";
export * from "./schema/sources";
export * from "./schema/jobs";
export * from "./schema/job-search";
export * from "./schema/job-listings";
export * from "./schema/accounts";
export * from "./schema/saved-searches";
export * from "./schema/email";
export * from "./schema/newsletter";
export * from "./schema/coaching";
export * from "./schema/security";
export * from "./schema/ai";
export * from "./schema/admin-task-runs";
export * from "./schema/career-profiles";
export * from "./schema/cv-documents";
export * from "./schema/search-words";
export * from "./schema/applications";
