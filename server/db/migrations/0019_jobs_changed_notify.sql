-- Every statement that changes the jobs table announces it on the channel "jobs_changed" once it
-- commits, whoever wrote it (a web process, a worker, a script): web processes listen and clear
-- their search and page caches (server/modules/jobs/jobs-changed-listener.ts).
CREATE OR REPLACE FUNCTION notify_jobs_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('jobs_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_changed_notify
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
FOR EACH STATEMENT EXECUTE FUNCTION notify_jobs_changed();
