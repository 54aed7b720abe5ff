import { useI18n } from "#app/lib/i18n/i18n";

/**
 * A field people never see or reach (off-screen on the side a page does not scroll to, in either
 * direction, out of the tab order, hidden from assistive
 * technology) and robots fill in: the server drops a submission that has it filled. The name is
 * `HONEYPOT_FIELD` of server/modules/accounts/throttle.ts (written out here to keep server code out
 * of the browser bundle).
 */
export function HoneypotField() {
  const { t } = useI18n();
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label>
        {t("common.layout.honeypot")}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
