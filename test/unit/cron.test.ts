// Schedule timing: presets, validation of cron expressions and zones, and DST as Vixie cron does it.
import { describe, expect, it } from "vitest";
import { cronOf, frequencyProblem, isTimeZone, nextRunAfter, nextRuns } from "@/domain/schedules/cron";

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe("frequencies", () => {
  it("accepts the presets and 5-field expressions at most hourly", () => {
    for (const ok of ["daily", "weekly", "monthly", "0 * * * *", "15 */2 * * 1-5", "0 9 1,15 * *", "30 6 * JAN-MAR MON", "0 6 29 2 *"]) expect(frequencyProblem(ok), ok).toBeUndefined();
    expect(cronOf("weekly")).toBe("0 6 * * 1");
    expect(cronOf(" 0   9 * * * ")).toBe("0 9 * * *");
  });

  it.each([
    ["*/5 * * * *", /more often than hourly/],
    ["0,30 * * * *", /more often than hourly/],
    ["0-59 9 * * *", /more often than hourly/],
    ["61 * * * *", /not a valid cron expression/],
    ["0 6 * *", /5 fields/],
    ["0 0 6 * * *", /5 fields/],
    ["@daily", /5 fields/],
    ["hourly", /5 fields/],
    ["0 6 30 2 *", /never runs/],
  ])("refuses %s", (frequency, message) => {
    expect(frequencyProblem(frequency)).toMatch(message);
  });

  it("knows IANA zones", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});

describe("next runs", () => {
  it("reads presets in the schedule's zone", () => {
    // 06:00 in Paris is 05:00 UTC in winter.
    expect(nextRunAfter("monthly", "Europe/Paris", new Date("2026-11-23T00:00:00Z")).toISOString()).toBe("2026-12-01T05:00:00.000Z");
    expect(nextRunAfter("weekly", "UTC", new Date("2026-11-23T06:00:00Z")).toISOString()).toBe("2026-11-30T06:00:00.000Z");
    expect(nextRunAfter("daily", "Asia/Tokyo", new Date("2026-11-23T00:00:00Z")).toISOString()).toBe("2026-11-23T21:00:00.000Z");
  });

  it("runs strictly after the given instant", () => {
    expect(nextRunAfter("0 6 * * *", "UTC", new Date("2026-11-23T06:00:00Z")).toISOString()).toBe("2026-11-24T06:00:00.000Z");
  });

  it("runs a time skipped by spring-forward just after the change, once", () => {
    // Paris, 28 March 2027: 02:00 jumps to 03:00, so 02:30 does not exist that day.
    expect(iso(nextRuns("30 2 * * *", "Europe/Paris", new Date("2027-03-26T12:00:00Z"), 3))).toEqual([
      "2027-03-27T01:30:00.000Z",
      "2027-03-28T01:00:00.000Z",
      "2027-03-29T00:30:00.000Z",
    ]);
  });

  it("runs a time repeated by fall-back once", () => {
    // New York, 1 November 2026: 01:30 happens twice; the run is at the first (EDT, 05:30 UTC).
    expect(iso(nextRuns("30 1 * * *", "America/New_York", new Date("2026-10-31T12:00:00Z"), 3))).toEqual([
      "2026-11-01T05:30:00.000Z",
      "2026-11-02T06:30:00.000Z",
      "2026-11-03T06:30:00.000Z",
    ]);
  });

  it("keeps hourly runs an hour apart across a change", () => {
    const runs = nextRuns("0 * * * *", "Europe/Berlin", new Date("2026-10-25T00:00:00Z"), 4);
    expect(iso(runs)).toEqual(["2026-10-25T01:00:00.000Z", "2026-10-25T02:00:00.000Z", "2026-10-25T03:00:00.000Z", "2026-10-25T04:00:00.000Z"]);
  });

  it("treats day-of-month and day-of-week as either, like Vixie cron", () => {
    // The 1st of the month or any Monday.
    expect(iso(nextRuns("0 6 1 * 1", "UTC", new Date("2026-11-25T00:00:00Z"), 3))).toEqual(["2026-11-30T06:00:00.000Z", "2026-12-01T06:00:00.000Z", "2026-12-07T06:00:00.000Z"]);
  });
});
