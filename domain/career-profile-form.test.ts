import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { careerProfileParams } from "./career-eligibility";
import {
  CHOOSE_DEGREE,
  COUNTRY_FROM_LIST,
  DUTY_STATION_TOO_LONG,
  ENTER_YEARS,
  FIELDS_FROM_LIST,
  LANGUAGES_FROM_LIST,
  TOO_MANY_DUTY_STATIONS,
  careerProfileSchema,
} from "./career-profile-form";

// The schema read as the page reads it: Conform's parseWithZod over the address or the posted form.
const parse = (query: string | URLSearchParams) =>
  parseWithZod(new URLSearchParams(query), { schema: careerProfileSchema });

describe("careerProfileSchema", () => {
  test("a full form, and back to the same address", () => {
    const submission = parse(
      "years=6&degree=master&language=English&language=French&field=Finance+%26+Economy&dutyStation=Nairobi,+Geneva&nationality=KE",
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      yearsExperience: 6,
      degree: "master",
      languages: ["English", "French"],
      fields: ["Finance & Economy"],
      dutyStations: ["Nairobi", "Geneva"],
      nationality: "KE",
    });
    const again = parse(careerProfileParams(submission.value));
    expect(again.status === "success" && again.value).toEqual(submission.value);
  });

  test("only years and a degree are needed; repeats count once", () => {
    const submission = parse(
      "years=0&degree=none&language=Arabic&language=Arabic&dutyStation=Geneva&dutyStation=+geneva+,Geneva&nationality=",
    );
    expect(submission.status === "success" && submission.value).toEqual({
      yearsExperience: 0,
      degree: "none",
      languages: ["Arabic"],
      fields: [],
      dutyStations: ["Geneva", "geneva"],
      nationality: null,
    });
  });

  test("each bad field gets its message, under the field's own name, and keeps what was typed", () => {
    const submission = parse(
      "years=-3&degree=phd&language=English&language=Klingon&field=Astrology&dutyStation=a,b,c,d,e,f&nationality=Atlantis",
    );
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(reply.error).toEqual({
      years: [ENTER_YEARS],
      degree: [CHOOSE_DEGREE],
      language: [LANGUAGES_FROM_LIST],
      field: [FIELDS_FROM_LIST],
      dutyStation: [TOO_MANY_DUTY_STATIONS],
      nationality: [COUNTRY_FROM_LIST],
    });
    expect(reply.initialValue).toEqual({
      years: "-3",
      degree: "phd",
      language: ["English", "Klingon"],
      field: "Astrology",
      dutyStation: "a,b,c,d,e,f",
      nationality: "Atlantis",
    });
  });

  test("a missing answer is asked for; a duty station over 80 characters is refused", () => {
    expect(parse("").reply().error).toEqual({ years: [ENTER_YEARS], degree: [CHOOSE_DEGREE] });
    const long = parse(`years=3&degree=master&dutyStation=Nairobi,${"x".repeat(81)}`);
    expect(long.reply().error).toEqual({ dutyStation: [DUTY_STATION_TOO_LONG] });
  });

  test("years must be one whole number up to 50", () => {
    for (const years of ["", " ", "2.5", "51", "abc", "007"])
      expect(parse(new URLSearchParams({ years, degree: "master" })).status, years).toBe("error");
    expect(parse("years=3&years=4&degree=master").reply().error).toEqual({ years: [ENTER_YEARS] });
    expect(parse(new URLSearchParams({ years: " 50 ", degree: "master" })).status).toBe("success");
  });
});
