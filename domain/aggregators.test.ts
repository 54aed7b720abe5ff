import { describe, expect, it } from "vitest";
import { chooseApplyLink, findAggregator } from "./aggregators";

describe("aggregators", () => {
  it("knows the job boards that re-publish vacancies, subdomains included", () => {
    expect(findAggregator("https://unjobs.org/vacancies/1771263200267")).toBe("UNjobs");
    expect(findAggregator("https://www.impactpool.org/jobs/123")).toBe("Impactpool");
    expect(findAggregator("https://reliefweb.int/job/4012345/officer")).toBe("ReliefWeb");
    expect(findAggregator("https://unhcr.wd3.myworkdayjobs.com/External/job/x_JR1")).toBeNull();
    expect(findAggregator("https://notunjobs.org/x")).toBeNull();
    expect(findAggregator("not a url")).toBeNull();
    expect(findAggregator(null)).toBeNull();
  });

  it("applies on the employer's own page when one of the links is there", () => {
    expect(
      chooseApplyLink([
        "https://unjobs.org/vacancies/1771263200267",
        "https://www.adb.org/work-with-us/careers/260045",
      ]),
    ).toEqual({ url: "https://www.adb.org/work-with-us/careers/260045", via: null });
  });

  it("says which aggregator a link goes through when there is no other", () => {
    expect(chooseApplyLink(["https://unjobs.org/vacancies/1", "https://unjobs.org/x"])).toEqual({
      url: "https://unjobs.org/vacancies/1",
      via: "UNjobs",
    });
    expect(chooseApplyLink([null, " ", undefined])).toBeNull();
  });
});
