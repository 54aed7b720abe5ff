import { romanStep, type NetPayEstimate as Estimate } from "#domain/net-pay";

const DOLLARS = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

const SCALE_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * The estimated net annual pay of a P or D post, with how it is computed, the tables' dates and
 * what it leaves out.
 */
export function NetPayEstimate({ estimate, location }: { estimate: Estimate; location: string }) {
  const step = romanStep(estimate.step);
  const scaleDate = SCALE_DATE.format(new Date(`${estimate.scaleEffective}T12:00:00Z`));
  return (
    <section
      aria-labelledby="pay-heading"
      className="mt-8 rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="pay-heading" className="text-lg font-semibold text-slate-900">
        Estimated net pay
      </h2>
      <p className="mt-2 text-2xl font-semibold text-slate-900" data-testid="net-pay">
        about {DOLLARS.format(estimate.netAnnual)} a year
      </p>
      <p className="mt-1 text-sm text-slate-700">
        An estimate for {estimate.grade} at step {step} in {location}: net base salary{" "}
        {DOLLARS.format(estimate.netBase)} plus post adjustment of {estimate.multiplier}% (
        {DOLLARS.format(estimate.postAdjustment)}, the multiplier for {estimate.multiplierFor}).
        {estimate.step > 1 &&
          ` Our salary table has only step ${step} for ${estimate.grade}, the middle of the scale; new staff often start at a lower step.`}
      </p>
      <details className="mt-3 text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-brand-700">
          How this is estimated, and what it leaves out
        </summary>
        <div className="mt-2 space-y-2">
          <p>
            UN Professional and Director pay is a net base salary, the same worldwide, plus a post
            adjustment for the cost of living at the duty station: net base × (1 + multiplier ÷
            100). Both are set in US dollars.
          </p>
          <p>
            Tables used: the salary scale effective {scaleDate} (single rate) and the post
            adjustment multipliers of {estimate.postAdjustmentPeriod}. Both come from third-party
            copies that we could not check against the International Civil Service Commission&apos;s
            own files; multipliers change every month. See the official{" "}
            <a
              href="https://icsc.un.org/Home/SalaryScales"
              className="text-brand-700 underline"
              rel="noopener"
              target="_blank"
            >
              salary scales
              <span className="sr-only"> (opens in a new tab)</span>
            </a>{" "}
            and{" "}
            <a
              href="https://icsc.un.org/Home/DataPostAdjustment"
              className="text-brand-700 underline"
              rel="noopener"
              target="_blank"
            >
              post adjustment data
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </p>
          <p>
            Not included: allowances for dependants, hardship, mobility and rent, the education
            grant, and deductions for the pension fund and health insurance. The employer&apos;s
            offer states the actual pay.
          </p>
        </div>
      </details>
    </section>
  );
}
