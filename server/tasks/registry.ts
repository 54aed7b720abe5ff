import type { TaskDefinition } from "./define-task";
import { classificationBackfillTask } from "./classification-backfill.task";
import { databaseCleanupTask } from "./database-cleanup.task";
import { expireJobsTask } from "./expire-jobs.task";
import { reEnrichmentTask } from "./re-enrichment.task";
import { ingestSourceTask } from "./ingest-source.task";
import { liveSourceRunTask } from "./live-source-run.task";
import { scheduleIngestionTask } from "./schedule-ingestion.task";
import { sendEmailTask } from "./send-email.task";
import { sendAlertDigestsTask } from "./send-alert-digests.task";
import { sendDeadlineRemindersTask } from "./send-deadline-reminders.task";
import { sendTrackerRemindersTask } from "./send-tracker-reminders.task";

/** Every background task, listed explicitly. */
export const TASKS: TaskDefinition[] = [
  expireJobsTask,
  sendEmailTask,
  scheduleIngestionTask,
  ingestSourceTask,
  sendAlertDigestsTask,
  sendDeadlineRemindersTask,
  sendTrackerRemindersTask,
  classificationBackfillTask,
  reEnrichmentTask,
  databaseCleanupTask,
  liveSourceRunTask,
];
