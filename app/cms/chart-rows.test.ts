import { describe, expect, it } from "vitest";
import { parseRows, rowsTable } from "./chart-rows";

describe("chart rows pasted from a spreadsheet or typed as a table (decision 0813)", () => {
  it("reads tab-separated cells, skipping the heading row", () => {
    expect(parseRows("Market\tBefore\tAfter\nUK\t42%\t48%\nGermany\t1,204\t3,5\n")).toEqual({
      rows: [
        { label: "UK", values: [42, 48] },
        { label: "Germany", values: [1204, 3.5] },
      ],
    });
  });

  it("reads rows typed with semicolons, bars or wide spaces", () => {
    expect(parseRows("UK; 42; 48\nFrance | 30 | 31\nSpain   12   −2")).toEqual({
      rows: [
        { label: "UK", values: [42, 48] },
        { label: "France", values: [30, 31] },
        { label: "Spain", values: [12, -2] },
      ],
    });
  });

  it("names the line of a cell that is no figure, and a row without figures", () => {
    expect(parseRows("UK\t42\nFrance\tn/a")).toEqual({
      problem: 'Line 2: "n/a" is not a figure (a number such as 42 or 3.5).',
    });
    expect(parseRows("UK\t42\nFrance")).toEqual({
      problem: 'Line 2: "France" has no figures after its name.',
    });
    expect(parseRows("\n")).toEqual({ problem: "Nothing to take: paste one row per line." });
  });

  // Decision 0816: a row one figure short was taken; given the chart's series, it is refused.
  it("refuses a row with fewer or more figures than the chart has series, by its line", () => {
    expect(parseRows("UK\t42\t48\nFrance\t30", 2)).toEqual({
      problem:
        'Line 2: "France" has 1 figure; this chart has 2 series, so each row needs 2 (one per series, in their order), or 3 with the number of people asked last.',
    });
    expect(parseRows("UK\t42\t48\t50\t60", 2)).toEqual({
      problem:
        'Line 1: "UK" has 4 figures; this chart has 2 series, so each row needs 2 (one per series, in their order), or 3 with the number of people asked last.',
    });
    expect(parseRows("UK\t42\t48", 2)).toEqual({ rows: [{ label: "UK", values: [42, 48] }] });
  });

  // Third marketer review (decision 0816): one figure past the series is the number asked (n).
  it("reads one figure past the series as the number of people asked, a whole number", () => {
    expect(parseRows("Market\tBefore\tAfter\tn\nUK\t42\t48\t1,204\nFrance\t30\t31", 2)).toEqual({
      rows: [
        { label: "UK", values: [42, 48], n: 1204 },
        { label: "France", values: [30, 31] },
      ],
    });
    expect(parseRows("UK; 42; 48; 12.5", 2)).toEqual({
      problem:
        'Line 1: "UK" ends with 12.5, read as the number of people asked; that is a whole number above zero, such as 1204.',
    });
    expect(parseRows("UK; 42; 48; 50; 1204", 2)).toMatchObject({
      problem: expect.stringContaining("or 3 with the number of people asked last"),
    });
  });

  // Fifth marketer review (decision 0816): the box opens with the chart's rows as a table.
  it("shows a chart's rows as a table in columns, which reads back as the same rows", () => {
    const rows = [
      { label: "Absence requests (support)", values: [5.1, 7.4], margins: [0.5, 0.4] },
      { label: "SSO", values: [1.6, 0.9], n: 1204 },
    ];
    const table = rowsTable(rows);
    expect(table).toBe(
      ["Absence requests (support)  5.1  7.4", "SSO                         1.6  0.9  1204"].join(
        "\n",
      ),
    );
    expect(parseRows(table, 2)).toEqual({
      rows: [
        { label: "Absence requests (support)", values: [5.1, 7.4] },
        { label: "SSO", values: [1.6, 0.9], n: 1204 },
      ],
    });
    expect(rowsTable(undefined)).toBe("");
  });
});
