// Whether a job's title itself says the job is done away from an office ("… - EMEA Remote",
// "Remote Clinical Pharmacist", "Work from home"). Platforms whose remote flag is also set on
// placed roles (Workable's `telecommuting`, SmartRecruiters' `location.remote`) count a flagged
// job as remote only when its title says so too.
const REMOTE_TITLE = /\b(?:remote|work from home|home[- ]based|telecommut\w*)\b/i;

export function titleSaysRemote(title: string | null | undefined): boolean {
  return REMOTE_TITLE.test(title ?? "");
}
