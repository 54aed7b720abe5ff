// The UN unified salary scale for the Professional and higher categories: annual net base salary
// in US dollars, by grade and step (single rate: the unified scale has no dependency rate since
// 2017; dependants are paid as separate allowances, not included here).
//
// Effective date: 1 January 2025, as claimed by the source. Source: a third-party note, "UN
// Compensation Calculator: P-1 to D-2", which cites the ICSC Salaries and Allowances booklet,
// annex I (https://icsc.un.org/Resources/SAD/Booklets/sabeng.pdf). Only P-4 is complete there
// (steps I to XIII; every net value equals its gross minus the staff assessment, which a made-up
// table would hardly do); the other grades have step VI only. Not checked against the ICSC's own
// scale (https://icsc.un.org/Home/SalaryScales): the page calls every figure an estimate and gives
// this date. Provenance in full: docs/un-pay.md.

export const SALARY_SCALE_EFFECTIVE = "2025-01-01";

/** Net base salary per step (step number → US dollars a year), for the steps the source gives. */
export const NET_BASE_SALARY: Readonly<Record<string, Readonly<Record<number, number>>>> = {
  "P-1": { 6: 49_618 },
  "P-2": { 6: 62_789 },
  "P-3": { 6: 78_737 },
  "P-4": {
    1: 84_672,
    2: 86_514,
    3: 88_357,
    4: 90_198,
    5: 92_040,
    6: 93_882,
    7: 95_727,
    8: 97_569,
    9: 99_411,
    10: 101_250,
    11: 103_096,
    12: 104_934,
    13: 106_777,
  },
  "P-5": { 6: 111_084 },
  "D-1": { 6: 127_317 },
  "D-2": { 6: 141_201 },
};
