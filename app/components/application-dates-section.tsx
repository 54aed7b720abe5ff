import { SamePageForm } from "#app/components/same-page-form";
import { useI18n } from "#app/lib/i18n/i18n";
import type { ApplicationFormResult } from "#app/lib/application-form-result";
import { formatZonedTime } from "#app/components/application-dates";
import { APPLICATION_EVENT_KINDS, type ApplicationEventKind } from "#domain/application-tracker";
import {
  ApplicationSection,
  Feedback,
  INPUT,
  LABEL,
  PRIMARY,
  SECONDARY,
} from "./application-form-parts";

type DatedEvent = {
  id: string;
  kind: ApplicationEventKind;
  startsAt: string;
  timeZone: string;
  note: string;
};

/**
 * The deadlines, tests and interviews of an application, each in the time zone it was entered in,
 * and the form that adds one (its zone preset to the one the user used last).
 */
export function ApplicationDatesSection({
  events,
  timeZone,
  timeZones,
  noteMax,
  result,
}: {
  events: DatedEvent[];
  timeZone: string;
  timeZones: string[];
  noteMax: number;
  result: ApplicationFormResult | undefined;
}) {
  const { t, intlLocale } = useI18n();
  return (
    <ApplicationSection id="events" heading={t("applications.detail.datesHeading")}>
      <Feedback result={result} intent="remove-event" />
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("applications.detail.noDates")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" data-testid="application-events">
          {events.map((event) => {
            const when = formatZonedTime(event.startsAt, event.timeZone, intlLocale);
            return (
              <li key={event.id} className="flex flex-wrap items-center gap-3 py-2">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-slate-900">
                    {t("applications.detail.event", {
                      what: t(`applications.events.${event.kind}`),
                      when,
                    })}
                  </p>
                  {event.note && <p className="wrap-anywhere text-slate-600">{event.note}</p>}
                </div>
                <SamePageForm>
                  <input type="hidden" name="intent" value="remove-event" />
                  <input type="hidden" name="eventId" value={event.id} />
                  <button
                    type="submit"
                    className={SECONDARY}
                    aria-label={t("applications.detail.removeLabel", { kind: event.kind, when })}
                  >
                    {t("applications.detail.remove")}
                  </button>
                </SamePageForm>
              </li>
            );
          })}
        </ul>
      )}
      <h3 className="mt-4 text-sm font-semibold text-slate-800">
        {t("applications.detail.addDate")}
      </h3>
      <SamePageForm className="mt-2 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="add-event" />
        <div>
          <label htmlFor="event-kind" className={LABEL}>
            {t("applications.detail.what")}
          </label>
          <select id="event-kind" name="kind" defaultValue="interview" className={INPUT}>
            {APPLICATION_EVENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`applications.events.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="event-zone" className={LABEL}>
            {t("applications.detail.timeZone")}
          </label>
          <select
            id="event-zone"
            name="timeZone"
            defaultValue={timeZone}
            dir="ltr"
            className={INPUT}
          >
            {timeZones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="event-date" className={LABEL}>
            {t("applications.detail.date")}
          </label>
          <input id="event-date" name="date" type="date" required className={INPUT} />
        </div>
        <div>
          <label htmlFor="event-time" className={LABEL}>
            {t("applications.detail.time")}
          </label>
          <input
            id="event-time"
            name="time"
            type="time"
            required
            defaultValue="09:00"
            className={INPUT}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="event-note" className={LABEL}>
            {t("applications.detail.note")}
          </label>
          <input
            id="event-note"
            name="note"
            maxLength={noteMax}
            placeholder={t("applications.detail.notePlaceholder")}
            className={INPUT}
          />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={PRIMARY}>
            {t("applications.detail.addButton")}
          </button>
          <Feedback result={result} intent="add-event" />
        </div>
      </SamePageForm>
    </ApplicationSection>
  );
}
